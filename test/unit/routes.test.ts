import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { widgetName } from '../../framework/build/widget.ts';
import { fileForUrlPath, isExternal } from '../../generator/check/check.ts';
import { contentHash, hashedAssetPath } from '../../generator/hash.ts';
import { canonicalUrl, isPageFile, type PageRoute, pagesPerTemplate, routeFromFile, urlPathOf } from '../../generator/routes.ts';

test('index.tsx is / and is written as index.html', () => {
  assert.equal(routeFromFile('index.tsx'), { route: '/', outFile: 'index.html' });
});

test('services.tsx is /services, written in directory style', () => {
  assert.equal(routeFromFile('services.tsx'), { route: '/services', outFile: 'services/index.html' });
});

test('404.tsx becomes 404.html with no route of its own', () => {
  assert.equal(routeFromFile('404.tsx'), { route: null, outFile: '404.html' });
});

test('nested pages and nested index files', () => {
  assert.equal(routeFromFile('events/weddings.tsx'), { route: '/events/weddings', outFile: 'events/weddings/index.html' });
  assert.equal(routeFromFile('events/index.tsx'), { route: '/events', outFile: 'events/index.html' });
});

test('file names with capitals or spaces are refused', () => {
  assert.throws(() => routeFromFile('About Us.tsx'), /lower-case/);
  assert.throws(() => routeFromFile('Services.tsx'), /lower-case/);
  assert.throws(() => routeFromFile('services.ts'), /not a page file/);
});

test('files and folders starting with _ are not pages', () => {
  assert.ok(isPageFile('services.tsx'));
  assert.not.ok(isPageFile('_helpers.tsx'));
  assert.not.ok(isPageFile('_parts/hero.tsx'));
});

test('canonical URLs have no trailing slash except the root', () => {
  assert.is(canonicalUrl('https://x.example/', '/'), 'https://x.example/');
  assert.is(canonicalUrl('https://x.example', '/team'), 'https://x.example/team');
});

test('asset URLs carry a content hash that changes with the bytes', () => {
  const a = contentHash('one');
  const b = contentHash('two');
  assert.is.not(a, b);
  assert.is(a, contentHash('one'));
  assert.match(a, /^[A-Za-z0-9]{10}$/);
  assert.is(hashedAssetPath('assets/video/hero.mp4', a), `assets/hero-${a}.mp4`);
  assert.is(hashedAssetPath('favicon', a), `assets/favicon-${a}`);
});

test('URL paths map to directory-style files', () => {
  const files = new Set(['index.html', 'services/index.html', 'assets/a.css']);
  assert.is(fileForUrlPath('/', files), 'index.html');
  assert.is(fileForUrlPath('/services', files), 'services/index.html');
  assert.is(fileForUrlPath('/services/', files), 'services/index.html');
  assert.is(fileForUrlPath('/assets/a.css', files), 'assets/a.css');
  assert.is(fileForUrlPath('/nope', files), null);
});

test('external URLs', () => {
  assert.ok(isExternal('https://x.example'));
  assert.ok(isExternal('tel:+15550102400'));
  assert.ok(isExternal('mailto:a@b.example'));
  assert.not.ok(isExternal('/contact'));
  assert.not.ok(isExternal('#main'));
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

test.run();
