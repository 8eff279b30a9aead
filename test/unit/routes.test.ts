// generator/routes.ts: the files in pages/ are the routes (two files for one route, a name that
// makes no route and a missing 404 page refused together, each naming its file; so is a page's
// view outside its route), and the URLs, asset names and widget names the build derives.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { widgetName } from '../../framework/build/widget.ts';
import { fileForUrlPath, isExternal } from '../../generator/check/check.ts';
import { contentHash, hashedAssetPath } from '../../generator/hash.ts';
import { loadConfig } from '../../generator/load-config.ts';
import {
  canonicalUrl,
  discoverPageFiles,
  isPageFile,
  type PageRoute,
  pagesPerTemplate,
  routeFromFile,
  urlPathOf,
  withViews,
} from '../../generator/routes.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { rejection } from '../helpers/expect-refusal.ts';
import { writeFixtureConfig } from '../helpers/fixture-config.ts';
import { itemAt } from '../helpers/lists.ts';

test('a page file named with capitals or spaces, or not .tsx, is refused; files or folders starting with _ are no pages', () => {
  assert.throws(() => routeFromFile('About Us.tsx'), /lower-case/);
  assert.throws(() => routeFromFile('Services.tsx'), /lower-case/);
  assert.throws(() => routeFromFile('services.ts'), /not a page file/);
  assert.ok(isPageFile('services.tsx'));
  assert.not.ok(isPageFile('_helpers.tsx'));
  assert.not.ok(isPageFile('_parts/hero.tsx'));
});

test('canonical URLs have no trailing slash except the root', () => {
  assert.is(canonicalUrl('https://x.example/', '/'), 'https://x.example/');
  assert.is(canonicalUrl('https://x.example', '/team'), 'https://x.example/team');
});

test('asset URLs carry a content hash that changes with the bytes, after a slug of the name that no URL need escape', () => {
  const a = contentHash('one');
  const b = contentHash('two');
  assert.is.not(a, b);
  assert.is(a, contentHash('one'));
  assert.match(a, /^[A-Za-z0-9]{10}$/);
  assert.is(hashedAssetPath('assets/video/hero.mp4', a), `assets/hero-${a}.mp4`);
  assert.is(hashedAssetPath('favicon', a), `assets/favicon-${a}`);
  assert.is(hashedAssetPath('assets/video/NYE Party #1 100%.MP4', a), `assets/nye-party-1-100-${a}.mp4`);
});

test('URL paths map to directory-style files; tel:, mailto: and other sites are external', () => {
  const files = new Set(['index.html', 'services/index.html', 'assets/a.css']);
  const paths = ['/', '/services', '/services/', '/assets/a.css', '/nope'];
  const found = paths.map((p) => fileForUrlPath(p, files));
  assert.equal(found, ['index.html', 'services/index.html', 'services/index.html', 'assets/a.css', null]);
  const links = ['https://x.example', 'tel:+15550102400', 'mailto:a@b.example', '/contact', '#main'];
  assert.equal(links.map(isExternal), [true, true, true, false, false]);
});

test('a widget is named after its client entry file', () => {
  assert.is(widgetName('/x/components/MobileMenu.client.ts'), 'MobileMenu');
});

test("a page of each template: every page file's own page, and the first and the last of its views", () => {
  const page = (file: string, route: string | null, outFile: string): PageRoute => ({ file, route, outFile, key: file });
  const view = (v: string) => page('pages/gallery.tsx', `/gallery/${v}`, `gallery/${v}/index.html`);
  const views = ['a', 'b', 'c', 'c/2'].map(view);
  const pages = [
    page('pages/404.tsx', null, '404.html'),
    page('pages/gallery.tsx', '/gallery', 'gallery/index.html'),
    ...views,
    page('pages/index.tsx', '/', 'index.html'),
  ];
  assert.equal(pagesPerTemplate(pages).map(urlPathOf), ['/404.html', '/gallery', '/gallery/a', '/gallery/c/2', '/']);
  const oneView = [page('pages/gallery.tsx', '/gallery', 'gallery/index.html'), view('a')];
  assert.equal(pagesPerTemplate(oneView).map(urlPathOf), ['/gallery', '/gallery/a'], 'a single view once');
});

/** A pages/ folder with these (empty) files: discovery reads names only. */
function pagesFolder(files: string[]): string {
  const root = tempDir('discover-pages-').path;
  writeFixtureConfig(root);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, 'pages', file)), { recursive: true });
    writeFileSync(path.join(root, 'pages', file), '');
  }
  return root;
}

/** The lines discovery fails with (it must fail). */
const failure = async (root: string) => (await rejection(async () => discoverPageFiles(root, await loadConfig(root)))).split('\n');

test('the pages found, sorted, with their routes (directory style; 404.tsx has none), output files and bundle names', async () => {
  const root = pagesFolder(['index.tsx', 'services.tsx', '404.tsx', 'events/index.tsx', 'events/weddings.tsx', '_document.tsx']);
  const found = (await discoverPageFiles(root, await loadConfig(root))).map((p) => [p.file, p.route, p.outFile, p.key]);
  assert.equal(found, [
    ['pages/404.tsx', null, '404.html', 'not-found'],
    ['pages/events/index.tsx', '/events', 'events/index.html', 'events'],
    ['pages/events/weddings.tsx', '/events/weddings', 'events/weddings/index.html', 'events-weddings'],
    ['pages/index.tsx', '/', 'index.html', 'home'],
    ['pages/services.tsx', '/services', 'services/index.html', 'services'],
  ]);
});

test("a page at one of the generator's own paths is refused, naming its file", async () => {
  const reserved = ['assets.tsx', 'assets/gear.tsx', '404/index.tsx', 'index/index.tsx', 'index/more.tsx', 'admin.tsx'];
  reserved.push('admin/users.tsx', 'services/index/index.tsx');
  const lines = await failure(pagesFolder(['index.tsx', '404.tsx', 'services.tsx', 'assets-guide.tsx', ...reserved]));
  assert.is(lines.length, reserved.length, lines.join('\n'));
  const refused = lines.filter((line) => /: route: .* is reserved/.test(line)).map((line) => line.split(': route: ')[0]);
  assert.equal(refused.sort(), reserved.map((file) => `pages/${file}`).sort(), lines.join('\n'));
  assert.match(lines.join('\n'), /^pages\/assets\/gear\.tsx: route: \/assets\/gear is reserved: \/assets and every path under it/m);
});

test('a missing 404 page and a file name that makes no route are reported together; two files for one route are refused', async () => {
  const lines = await failure(pagesFolder(['index.tsx', 'Our Team.tsx']));
  assert.is(lines.length, 2, lines.join('\n'));
  assert.match(itemAt(lines, 0, 'problem'), /^pages\/Our Team\.tsx: file name: /);
  assert.is(lines[1], 'pages/404.tsx: file: the 404 page is missing');
  const twice = await failure(pagesFolder(['index.tsx', '404.tsx', 'services.tsx', 'services/index.tsx']));
  assert.equal(twice, ['pages/services/index.tsx: route: duplicates the route of pages/services.tsx']);
});

test('a page whose views leave its own route is refused, naming the file', async () => {
  const root = pagesFolder(['404.tsx']);
  writeFileSync(path.join(root, 'pages/shop.tsx'), 'export const views = () => ["/shop", "/elsewhere"];\n');
  const views = async () =>
    withViews(root, await discoverPageFiles(root, await loadConfig(root)), {}, (file) => import(pathToFileURL(file).href));
  assert.match(await rejection(views), /pages\/shop\.tsx: views: "\/elsewhere" must be \/shop\/ followed by/);
});

test.run();
