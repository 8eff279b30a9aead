// Bundled output: one hashed stylesheet, one module script per page carrying exactly the
// widgets that page rendered, hashed assets under /assets/, and the JavaScript budget.

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { LAYOUTS } from '../../components/image-layouts.ts';
import { ImagePipeline } from '../../generator/images/pipeline.ts';
import { BROTLI_QUALITY } from '../../generator/preview/preview-server.ts';
import { siteImageUsage } from '../../tools/harness/image-usage.ts';
import { HTML_BUDGET, sentBytes } from '../helpers/html-budget.ts';
import { only } from '../helpers/lists.ts';
import { ALL_PAGES, buildOnce, PAGES, page, ROOT } from '../helpers/site-under-test.ts';

/** All our JavaScript on a page, gzipped (docs/decisions.md, "Why no framework runtime ships"). */
const JS_BUDGET_GZIP = 4 * 1024;
/** The pages of a page file whose script has a budget of its own, with its reason in the same place. */
const JS_BUDGETS_OF_PAGE_FILES: Record<string, number> = { 'pages/gallery.tsx': 4.5 * 1024 };

test('one minified stylesheet with a content hash, shared by every page', async () => {
  const hrefs = new Set<string>();
  for (const file of ALL_PAGES) {
    const link = only([...(await page(file)).querySelectorAll('link[rel="stylesheet"]')], `stylesheet in ${file}`);
    hrefs.add(link.getAttribute('href')!);
  }
  const href = only([...hrefs], 'stylesheet for every page');
  assert.match(href, /^\/assets\/site-[A-Z0-9]+\.css$/);
  const { outDir } = await buildOnce();
  const css = readFileSync(path.join(outDir, href), 'utf8');
  assert.ok(css.length > 1000, 'has rules');
  assert.not.match(css, /\n\s+\n/, 'minified');
});

test('fonts are self-hosted with hashed names, trimmed to the characters the site shows, and the first-view fonts are preloaded', async () => {
  const { outDir } = await buildOnce();
  const fonts = readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.woff2'));
  assert.ok(fonts.length >= 2);
  const preloads = [...(await page('index.html')).querySelectorAll('link[rel="preload"][as="font"]')];
  assert.ok(preloads.length >= 1);
  for (const p of preloads) {
    assert.is(p.getAttribute('crossorigin'), 'anonymous');
    assert.ok(fonts.includes(path.basename(p.getAttribute('href')!)));
  }
  for (const f of fonts) {
    assert.match(f, /-[A-Z0-9]{8}\.woff2$/);
    const source = f.startsWith('inter-')
      ? 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
      : `node_modules/@fontsource/cormorant-garamond/files/${f.replace(/-[A-Z0-9]{8}\.woff2$/, '.woff2')}`;
    const built = readFileSync(path.join(outDir, 'assets', f)).length;
    const original = readFileSync(source).length;
    console.log(`    ${f.padEnd(52)} ${original} → ${built} B`);
    assert.ok(built < original * 0.8, `${f}: ${built} B is not much smaller than ${original} B`);
  }
});

test('each page loads one module script, nothing inline, carrying exactly the widgets its page file renders; JSON-LD data blocks besides', async () => {
  const { outDir } = await buildOnce();
  const widgetsOf = async (file: string) =>
    new Set([...(await page(file)).querySelectorAll('[data-widget]')].flatMap((el) => el.getAttribute('data-widget')!.split(' ')));
  const everyWidget = new Set<string>();
  for (const file of ALL_PAGES) for (const w of await widgetsOf(file)) everyWidget.add(w);
  assert.ok(everyWidget.has('GalleryPortfolio') && everyWidget.has('MobileMenu'), 'precondition: widgets exist');
  // The views of one page file (the gallery's pages) share its script, which a view shown in
  // place may need whole: it carries what any of them renders.
  const renderedByPageFile = new Map<string, Set<string>>();
  for (const { outFile, key } of PAGES) {
    const widgets = renderedByPageFile.get(key) ?? new Set<string>();
    for (const w of await widgetsOf(outFile)) widgets.add(w);
    renderedByPageFile.set(key, widgets);
  }
  for (const { outFile: file, key } of PAGES) {
    const doc = await page(file);
    const rendered = renderedByPageFile.get(key)!;
    const scripts = [...doc.querySelectorAll('script:not([type="application/ld+json"])')];
    if ((await widgetsOf(file)).size === 0 && rendered.size === 0) {
      assert.is(scripts.length, 0, `${file} has no widget and no script`);
      continue;
    }
    const script = only(scripts, `script in ${file}`);
    assert.is(script.getAttribute('type'), 'module');
    assert.is(script.textContent, '', `${file}: no inline script (the CSP needs no unsafe-inline)`);
    const src = script.getAttribute('src')!;
    // Named after the page (pages/faq2.tsx → faq2-<hash>.js), hashed.
    assert.match(src, new RegExp(`^/assets/${key}-[A-Z0-9]+\\.js$`), `${file}: ${src}`);
    // The page's entry mounts its widgets by name: every one its page file renders, and no other.
    const entry = readFileSync(path.join(outDir, src), 'utf8');
    for (const w of everyWidget) {
      assert.is(
        entry.includes(`"${w}"`),
        rendered.has(w),
        `${file}: ${w} ${rendered.has(w) ? 'missing from' : 'needlessly in'} its script`,
      );
    }
  }
});

test(`all our JavaScript on any page is at most ${JS_BUDGET_GZIP} bytes gzipped, or its page file's own budget`, async () => {
  const { outDir, result } = await buildOnce();
  for (const { file: pageFile, outFile: file } of PAGES) {
    const budget = JS_BUDGETS_OF_PAGE_FILES[pageFile] ?? JS_BUDGET_GZIP;
    const doc = await page(file);
    const urls = [...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src')!);
    assert.is(doc.querySelectorAll('link[rel="modulepreload"]').length, 0, `${file}: one self-contained script, nothing to preload`);
    const bytes = urls.reduce((sum, u) => sum + gzipSync(readFileSync(path.join(outDir, u))).length, 0);
    console.log(`    ${file.padEnd(22)} ${bytes} B gzip`);
    assert.ok(bytes <= budget, `${file}: ${bytes} B > ${budget} B`);
    assert.is(result.jsBytes.get(file), bytes, 'the build reports the same figure');
  }
});

test(`every page's HTML is at most ${HTML_BUDGET} bytes compressed (brotli ${BROTLI_QUALITY}), to arrive in the first round trip`, async () => {
  const { outDir } = await buildOnce();
  const sizes = ALL_PAGES.map((file) => [file, sentBytes(readFileSync(path.join(outDir, file)))] as const);
  console.log(`    ${sizes.map(([f, n]) => `${f} ${n}`).join(', ')}`);
  for (const [file, bytes] of sizes) assert.ok(bytes <= HTML_BUDGET, `${file}: ${bytes} bytes`);
});

test('no framework runtime ships to the browser', async () => {
  const { outDir } = await buildOnce();
  for (const f of readdirSync(path.join(outDir, 'assets')).filter((f) => f.endsWith('.js'))) {
    const js = readFileSync(path.join(outDir, 'assets', f), 'utf8');
    // Fingerprints of React's runtime: its element symbols, fiber keys and internals.
    assert.not.match(js, /Symbol\.for\("react\.|__reactFiber|__SECRET_INTERNALS|__CLIENT_INTERNALS|react-dom/, `${f} has no React`);
  }
});

test("every file the build writes besides the pages is used: named in a page, a stylesheet, a script or the editor's files, or one a host reads by its name", async () => {
  const { outDir } = await buildOnce();
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(outDir, path.join(entry.parentPath, entry.name)));
  const text = files
    .filter((file) => /\.(html|css|js|json|xml|txt|yml)$|^_headers$/.test(file))
    .map((file) => readFileSync(path.join(outDir, file), 'utf8'));
  const named = (name: string) => text.some((t) => t.includes(name) || t.includes(encodeURI(name)));
  const readByName = new Set(['_headers', 'nginx.conf', 'robots.txt', 'serve.json']);
  const unused = files.filter((file) => !file.endsWith('.html') && !readByName.has(file) && !named(path.basename(file)));
  assert.equal(unused, []);
});

test('serve.json gives clean URLs and no directory listing', async () => {
  const { outDir } = await buildOnce();
  const config = JSON.parse(readFileSync(path.join(outDir, 'serve.json'), 'utf8'));
  assert.is(config.cleanUrls, true);
  assert.is(config.directoryListing, false);
});

test('npm run bench:images encodes exactly the images a build ships (tools/harness/image-usage.ts mirrors the pages)', async () => {
  const { result } = await buildOnce();
  const shipped = [...result.files.keys()]
    .filter((f) => f.startsWith('assets/img/'))
    .map((f) => path.basename(f))
    .sort();
  const usage = await siteImageUsage();
  const pipeline = new ImagePipeline({
    layouts: LAYOUTS,
    root: ROOT,
    cacheDir: path.join(ROOT, '.cache/images'),
    log: () => {},
    progress: 'off',
  });
  await pipeline.prepare(usage.map((u) => ({ file: u.file, where: 'tools/harness/image-usage.ts' })));
  const requests = usage.flatMap((u) => u.layouts.map((layout) => ({ file: u.file, layout })));
  assert.equal(
    pipeline
      .listVariants(requests)
      .map((v) => v.name)
      .sort(),
    shipped,
  );
});

test.run();
