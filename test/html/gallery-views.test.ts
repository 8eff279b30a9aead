// The gallery at today's size and at 500 photos with long captions (test/helpers/gallery-fixture.ts): every view is a
// page within the HTML and DOM budgets, reached from /gallery by plain links, listing its filter's
// photos in content order, in the sitemap with its own canonical URL and title. The copy is built
// in this process by its own generator (with the copy's tsconfig), without writing.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { globby } from 'globby';
import { parseHTML } from 'linkedom/worker';
import { tsImport } from 'tsx/esm/api';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { filterSlug, galleryViews, pageWhere, photoPages } from '../../content/gallery-views.ts';
import type { SiteContent } from '../../content/schema/index.ts';
import type * as Site from '../../generator/build-site.ts';
import type * as Config from '../../generator/load-config.ts';
import { schemasFor } from '../helpers/content-schemas.ts';
import { galleryFixture } from '../helpers/gallery-fixture.ts';
import { HTML_BUDGET, sentBytes } from '../helpers/html-budget.ts';
import { LINK_ROUTES, writtenValues } from '../helpers/loaded-content.ts';
import { shown } from '../helpers/page-content.ts';
import { buildOnce, ROOT, TEST_DATE, text } from '../helpers/site-under-test.ts';

/**
 * A generated photo's caption: its photo's, then some 60 letters in an order no other caption
 * repeats, which compress the least of any text: their pages must split by weight, not count alone.
 */
const longCaption = (like: { caption: string }, n: string) => {
  let seed = Number(n);
  const letters = Array.from({ length: 60 }, (_, i) => {
    seed = (seed * 48271) % 2147483647;
    return i % 7 === 6 ? ' ' : String.fromCharCode(97 + (seed % 26));
  });
  return `${like.caption}: ${letters.join('').trim()} (${n})`;
};

/** Elements per page: a page stays as light to lay out and style as today's gallery. */
const DOM_BUDGET = 1500;

/** The gallery as the pages show it: content/gallery.yaml parsed (texts trimmed, quotes typographic). */
type Gallery = SiteContent['gallery'];
interface Built {
  root: string;
  words: Gallery;
  /** How the build splits a filter's photos into pages, with the copy's brand. */
  split<P extends Gallery['photos'][number]>(photos: readonly P[]): P[][];
  html: Map<string, string>;
  sitemap: string;
  log: string[];
  /** A file of the build, as text. */
  read(file: string): string;
}

/** Today's site (the suite's shared build), or a copy with `total` photos built by its own generator, in memory. */
async function build(total: number | null): Promise<Built> {
  let root = ROOT;
  const log: string[] = [];
  let read: (file: string) => string;
  let files: string[];
  if (total === null) {
    const { outDir } = await buildOnce();
    read = (file) => readFileSync(path.join(outDir, file), 'utf8');
    files = await globby('gallery/**/index.html', { cwd: outDir });
  } else {
    root = galleryFixture(total, longCaption);
    const generator = (file: string) =>
      tsImport(pathToFileURL(path.join(root, file)).href, { parentURL: import.meta.url, tsconfig: path.join(root, 'tsconfig.json') });
    const { buildSite } = (await generator('generator/build-site.ts')) as typeof Site;
    const { loadConfig } = (await generator('generator/load-config.ts')) as typeof Config;
    const config = await loadConfig(root);
    const result = await buildSite({
      root,
      config,
      outDir: path.join(root, 'dist'),
      write: false,
      date: TEST_DATE,
      log: (line) => log.push(line),
    });
    // The pages, the sitemap and the scripts are made in memory: text or bytes, never a copy of a file.
    read = (file) => Buffer.from(result.files.get(file) as string | Uint8Array).toString();
    files = [...result.files.keys()].filter((file) => /^gallery\/(?:.+\/)?index\.html$/.test(file));
  }
  const html = new Map<string, string>();
  for (const file of files.sort()) html.set('/' + file.replace(/\/index\.html$/, ''), read(file));
  return {
    root,
    words: schemasFor(LINK_ROUTES).gallery.parse(writtenValues(root).gallery),
    split: (photos) => photoPages(photos, (writtenValues(root).site as { brand: string }).brand.trim().length),
    html,
    sitemap: read('sitemap.xml'),
    log,
    read,
  };
}

// Today's one page per view and 500 photos' nine: between them every rule of the split (how
// pages divide, a pager or none) is met, and test/unit/gallery-views.test.ts checks the split
// itself at every size that matters.
const sizes: [string, number | null][] = [
  ['today', null],
  ['500 photos', 500],
];
const builds = new Map<string, Built>();
test.before(async () => {
  for (const [name, total] of sizes) builds.set(name, await build(total));
});
test.after(() => {
  for (const { root } of builds.values()) if (root !== ROOT) rmSync(root, { recursive: true, force: true });
});

/** Each page parsed once: the checks below only read the documents, and several read the same page. */
const parsed = new Map<string, Document>();
const doc = (html: string) => {
  let document = parsed.get(html);
  if (!document) parsed.set(html, (document = parseHTML(html).document as unknown as Document));
  return document;
};
const captions = (html: string) => [...doc(html).querySelectorAll('.portfolio__grid .tile img')].map((img) => img.getAttribute('alt')!);

for (const [name, total] of sizes) {
  test(`${name}: every gallery page is within ${HTML_BUDGET} bytes brotli and ${DOM_BUDGET} elements`, () => {
    const { html, words } = builds.get(name)!;
    if (total !== null) assert.is(words.photos.length, total);
    const rows: string[] = [];
    for (const [route, page] of html) {
      const bytes = sentBytes(page);
      const elements = doc(page).querySelectorAll('*').length;
      rows.push(`${route} ${bytes} B ${elements} el`);
      assert.ok(bytes <= HTML_BUDGET, `${route}: ${bytes} bytes brotli`);
      assert.ok(elements <= DOM_BUDGET, `${route}: ${elements} elements`);
    }
    console.log(`    ${name}: ${rows.join(', ')}`);
  });

  test(`${name}: from /gallery, plain links reach every photo; each view shows its filter's photos in content order, a pager of the site's buttons when they fill more than a page`, () => {
    const { html, words, split } = builds.get(name)!;
    const seen = new Set<string>(['/gallery']);
    const queue = ['/gallery'];
    const reached = new Set<string>();
    while (queue.length) {
      const route = queue.shift()!;
      const page = html.get(route);
      assert.ok(page, `${route} is a gallery page`);
      for (const caption of captions(page!)) reached.add(caption);
      for (const a of doc(page!).querySelectorAll('.portfolio__filters a, .pager a')) {
        if (a.closest('.pager'))
          assert.ok(a.matches('.btn.btn--primary, .btn.btn--secondary'), `${route}: "${text(a)}" is one of the site's buttons`);
        const href = a.getAttribute('href')!;
        if (seen.has(href)) continue;
        seen.add(href);
        queue.push(href);
      }
    }
    assert.equal([...reached].sort(), words.photos.map((p) => p.caption).sort(), 'every photo, by links alone');
    assert.equal([...seen].sort(), [...html.keys()].sort(), 'every view is linked');
    for (const { id } of words.portfolio.categories) {
      const mine = words.photos.filter((p) => id === 'all' || p.categories.includes(id));
      const base = id === 'all' ? '/gallery' : `/gallery/${filterSlug(id)}`;
      const sizes = split(mine).map((p) => p.length);
      const pages = sizes.length;
      const onPages = Array.from({ length: pages }, (_, i) => captions(html.get(i === 0 ? base : `${base}/${i + 1}`)!));
      assert.equal(
        onPages.flat(),
        mine.map((p) => p.caption),
        `${base}: its photos in order over ${pages} page(s)`,
      );
      // test/unit/gallery-views.test.ts holds photoPages' rules.
      assert.is(onPages.map((p) => p.length).join(' + '), sizes.join(' + '), `${base}: split as photoPages splits`);
      assert.not.ok(html.has(`${base}/${pages + 1}`), `${base} has no page beyond the last`);
      const first = doc(html.get(base)!);
      assert.is(
        first.querySelector('.portfolio__filters [aria-current="page"]')?.getAttribute('data-filter'),
        id,
        `${base}: its filter is the current one`,
      );
      assert.is(first.querySelector('.pager') !== null, pages > 1, `${base}: a pager exactly past a page of photos`);
    }
  });

  test(`${name}: every view is in the sitemap once, with its own canonical URL and its own title`, () => {
    const { html, sitemap } = builds.get(name)!;
    const titles = new Set<string>();
    for (const [route, page] of html) {
      const d = doc(page);
      const canonical = d.querySelector('link[rel="canonical"]')!.getAttribute('href')!;
      assert.is(new URL(canonical).pathname, route, `${route} is its own canonical`);
      assert.is(sitemap.split(`<loc>${canonical}</loc>`).length, 2, `${route} is in the sitemap once`);
      titles.add(d.title);
    }
    assert.is(titles.size, html.size, 'no two views share a title');
  });
  test(`${name}: a first page opens with the hero and the highlight videos; a later page opens at its photos under an h1 naming its view and page`, () => {
    const { html, words, split } = builds.get(name)!;
    const views = galleryViews(
      '/gallery',
      words.portfolio.categories.map((f) => f.id),
      words.photos,
      split,
    );
    for (const view of views) {
      const d = doc(html.get(view.route)!);
      const main = d.querySelector('main')!;
      const h1s = [...d.querySelectorAll('h1')];
      assert.is(h1s.length, 1, `${view.route}: one h1`);
      const videos = main.querySelectorAll('video, .highlight-video').length;
      if (view.page === 1) {
        assert.ok(main.firstElementChild?.classList.contains('page-hero'), `${view.route}: opens with the hero`);
        assert.is(text(h1s[0]), shown(words.hero.title), `${view.route}: the hero's title is the h1`);
        assert.is(main.querySelectorAll('.highlight-video').length, words.highlights.videos.length, `${view.route}: the highlight videos`);
        continue;
      }
      assert.is(main.querySelector('.page-hero'), null, `${view.route}: no hero`);
      assert.is(videos, 0, `${view.route}: no highlight video`);
      // The view's photos come first: the h1 and the filters, then the grid, in the page's first section.
      const first = main.firstElementChild!;
      assert.ok(
        first.contains(h1s[0]!) && first.querySelector('.portfolio__grid'),
        `${view.route}: the first section holds the h1 and the photos`,
      );
      const order = [...d.querySelectorAll('h1, .portfolio__filters, .portfolio__grid')];
      assert.equal(
        order.map((el) => (el.localName === 'h1' ? 'h1' : el.className)),
        ['h1', 'portfolio__filters', 'portfolio__grid'],
        `${view.route}: the h1, then the filters, then the photos`,
      );
      const where = pageWhere(words.portfolio.pageText, view);
      const label = words.portfolio.categories.find((f) => f.id === view.filter)!.label;
      const heading = text(h1s[0]);
      assert.ok(heading.includes(where), `${view.route}: the h1 says the page ("${heading}")`);
      if (view.filter !== 'all') assert.ok(heading.includes(label), `${view.route}: the h1 names the category ("${heading}")`);
      assert.ok(d.title.includes(where), `${view.route}: the title says the page ("${d.title}")`);
      const description = d.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      assert.ok(description.includes(where), `${view.route}: the description says the page`);
      const section = h1s[0]!.closest('section');
      assert.is(section?.getAttribute('aria-labelledby'), h1s[0]!.id, `${view.route}: the h1 names its section`);
    }
  });

  test(`${name}: each view's script mounts every widget the view renders`, () => {
    const { html, read } = builds.get(name)!;
    for (const [route, page] of html) {
      const d = doc(page);
      const src = d.querySelector('script[type="module"][src]')?.getAttribute('src');
      assert.ok(src, `${route}: a module script`);
      const script = read(src!.replace(/^\//, ''));
      const widgets = new Set([...d.querySelectorAll('[data-widget]')].flatMap((e) => e.getAttribute('data-widget')!.split(/\s+/)));
      for (const widget of widgets) assert.ok(script.includes(JSON.stringify(widget)), `${route}: its script mounts ${widget}`);
    }
  });
}

test("photos that reuse today's files under other names cost no encodes", () => {
  const { log } = builds.get('500 photos')!;
  assert.ok(
    log.includes('images: 0 encoded') || log.some((l) => /^images: 0 encoded, \d+ cached$/.test(l)),
    log.filter((l) => l.startsWith('images:')).join(' | '),
  );
});

test.run();
