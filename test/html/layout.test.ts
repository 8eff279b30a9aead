// The shared layout in the built HTML of every page in pages/: document head (its canonical URL
// and robots tag: test/quality/seo.test.ts), header, navigation, footer, which show
// content/site.yaml and link only to pages that exist.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { metaOf, site } from '../helpers/loaded-content.ts';
import { linksIn, shown, shownLinks } from '../helpers/page-content.ts';
import { ALL_PAGES, builtText, exists, PAGES, PATHS, page, ROUTES, TEST_DATE, text } from '../helpers/site-under-test.ts';

// The title and description of every page: pages/every-page.test.ts.
test('every page is a complete document: doctype, lang, charset, viewport, favicon', async () => {
  for (const file of ALL_PAGES) {
    const html = await builtText(file);
    assert.ok(html.startsWith('<!doctype html><html lang="en">'), `${file} starts with the doctype and lang`);
    const doc = await page(file);
    assert.ok(doc.querySelector('meta[charset="utf-8"]'), `${file} charset`);
    assert.is(doc.querySelector('meta[name="viewport"]')?.getAttribute('content'), 'width=device-width, initial-scale=1');
    assert.ok(doc.querySelector('link[rel="icon"]'), `${file} favicon`);
  }
});

test('the header has the logo link and the navigation of content/site.yaml, in its order, on every page', async () => {
  for (const file of ALL_PAGES) {
    const doc = await page(file);
    const logo = doc.querySelector('header .wordmark');
    assert.is(logo?.getAttribute('href'), '/', `${file} logo links home`);
    assert.equal(linksIn(doc, 'header nav a'), shownLinks(site.nav), `${file} navigation`);
  }
});

test('every header and footer link leads to a page in pages/', async () => {
  const routes = new Set(PATHS);
  for (const file of ALL_PAGES) {
    const doc = await page(file);
    for (const a of doc.querySelectorAll('header a, footer a')) {
      const href = a.getAttribute('href') ?? '';
      if (!href.startsWith('/')) continue;
      assert.ok(routes.has(href.replace(/#.*/s, '')), `${file}: '${href}' is a page`);
    }
  }
});

test('the current nav link, and only it, is marked aria-current="page"', async () => {
  const inNav = new Set(site.nav.map((l) => l.href));
  for (const { route, file } of ROUTES) {
    const current = [...(await page(file)).querySelectorAll('header nav a[aria-current="page"]')];
    assert.equal(
      current.map((a) => a.getAttribute('href')),
      inNav.has(route) ? [route] : [],
      `${file} current link`,
    );
  }
  const notFound = await page('404.html');
  assert.is(notFound.querySelectorAll('header nav a[aria-current]').length, 0);
});

test('the menu button controls the menu panel', async () => {
  const doc = await page('index.html');
  const button = doc.querySelector('header .nav__toggle');
  assert.ok(button);
  const id = button!.getAttribute('aria-controls')!;
  assert.ok(doc.getElementById(id), 'aria-controls points at the panel');
  assert.is(button!.getAttribute('popovertarget'), id, 'works without JavaScript as a popover invoker');
});

test("the header style is the page's meta.header: solid, or overlay over the hero by default", async () => {
  for (const p of PAGES) {
    const meta = await metaOf(p.file, p.route);
    const header = (await page(p.outFile)).querySelector('header.site-header');
    assert.is(header?.getAttribute('data-header'), meta.header ?? 'overlay', p.file);
  }
});

test('the footer has the blurb, socials, quick links, contact details and booking link of content/site.yaml', async () => {
  for (const file of ALL_PAGES) {
    const footer = (await page(file)).querySelector('footer')!;
    assert.ok(text(footer).includes(site.blurb), 'brand blurb');
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const social of site.socials) assert.ok(hrefs.includes(social.href), social.name);
    assert.equal(linksIn(footer, '.site-footer__links a'), shownLinks(site.footer.quickLinks));
    assert.equal(linksIn(footer, 'a[href^="tel:"], a[href^="mailto:"]'), shownLinks([site.phone, site.email], 'display'));
    assert.equal(linksIn(footer, '.site-footer__book'), [[site.footer.bookLabel, site.footer.bookHref]]);
  }
});

test('social links open in a new tab safely and have accessible names', async () => {
  const doc = await page('index.html');
  for (const a of doc.querySelectorAll('footer .socials a')) {
    assert.is(a.getAttribute('target'), '_blank');
    assert.is(a.getAttribute('rel'), 'noopener noreferrer');
    assert.ok(
      site.socials.some((s) => text(a) === `${s.name} (opens in a new tab)`),
      text(a),
    );
  }
});

test('the footer copyright carries the build year and the copyright line of content/site.yaml', async () => {
  const doc = await page('index.html');
  assert.is(text(doc.querySelector('.site-footer__copyright')), `© ${TEST_DATE.getUTCFullYear()} ${site.footer.copyright}`);
});

test('the footer links every legal page of content/site.yaml to its built page, each entry a link alone, no dead links', async () => {
  for (const link of site.footer.legal) {
    const target = ROUTES.find((r) => r.route === link.href);
    assert.ok(target && (await exists(target.file)), `${link.href} is a built page`);
  }
  for (const file of ALL_PAGES) {
    const doc = await page(file);
    const entries = [...doc.querySelectorAll('footer .site-footer__legal > li')];
    assert.equal(
      entries.map((li) => [text(li), li.querySelectorAll('a').length]),
      site.footer.legal.map((l) => [shown(l.label), 1]),
      `${file}: each legal entry is its link and nothing else (no "coming soon" marker)`,
    );
    assert.equal(linksIn(doc, 'footer .site-footer__legal a'), shownLinks(site.footer.legal), file);
    for (const a of doc.querySelectorAll('a')) {
      assert.not.match(a.getAttribute('href') ?? '', /^#?$/, `${file}: no empty or # links`);
    }
  }
});

test('a skip link leads to the main content', async () => {
  for (const file of ALL_PAGES) {
    const doc = await page(file);
    const skip = doc.querySelector('body > a.skip-link');
    assert.is(skip?.getAttribute('href'), '#main');
    assert.ok(doc.getElementById('main'));
  }
});

test.run();
