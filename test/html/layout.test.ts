// The shared layout in the built HTML: document head, header, navigation, footer, 404.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { site } from '../../content/index.ts';
import { ALL_PAGES, ROUTES, TEST_DATE, exists, page, raw, text } from '../helpers/site.ts';

test('every route is written in directory style, plus 404.html and serve.json', async () => {
  for (const file of [...ALL_PAGES, 'serve.json']) assert.ok(await exists(file), `${file} exists`);
});

test('every page is a complete document: doctype, lang, charset, viewport, title, description, favicon', async () => {
  for (const file of ALL_PAGES) {
    const html = await raw(file);
    assert.ok(html.startsWith('<!doctype html><html lang="en">'), `${file} starts with the doctype and lang`);
    const doc = await page(file);
    assert.ok(doc.querySelector('meta[charset="utf-8"]'), `${file} charset`);
    assert.is(doc.querySelector('meta[name="viewport"]')?.getAttribute('content'), 'width=device-width, initial-scale=1');
    assert.match(text(doc.querySelector('title')), / \| Elevate Events$/, `${file} title ends with the brand`);
    assert.ok(doc.querySelector('meta[name="description"]')?.getAttribute('content'), `${file} description`);
    assert.ok(doc.querySelector('link[rel="icon"]'), `${file} favicon`);
  }
});

test('titles and descriptions are unique per page', async () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const file of ALL_PAGES) {
    const doc = await page(file);
    titles.add(text(doc.querySelector('title')));
    descriptions.add(doc.querySelector('meta[name="description"]')!.getAttribute('content')!);
  }
  assert.is(titles.size, ALL_PAGES.length);
  assert.is(descriptions.size, ALL_PAGES.length);
});

test('canonical URLs come from the site URL; the 404 page has none and is noindex', async () => {
  for (const { route, file } of ROUTES) {
    const doc = await page(file);
    const expected = route === '/' ? `${site.url}/` : `${site.url}${route}`;
    assert.is(doc.querySelector('link[rel="canonical"]')?.getAttribute('href'), expected);
  }
  const notFound = await page('404.html');
  assert.is(notFound.querySelector('link[rel="canonical"]'), null);
  assert.is(notFound.querySelector('meta[name="robots"]')?.getAttribute('content'), 'noindex');
});

test('the header has the logo link and the six nav links in order', async () => {
  for (const file of ALL_PAGES) {
    const doc = await page(file);
    const logo = doc.querySelector('header .wordmark');
    assert.is(logo?.getAttribute('href'), '/', `${file} logo links home`);
    const links = [...doc.querySelectorAll('header nav a')].map((a) => [text(a), a.getAttribute('href')]);
    assert.equal(links, [
      ['Home', '/'],
      ['Services', '/services'],
      ['Pricing', '/pricing'],
      ['Team', '/team'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
    ]);
  }
});

test('the current nav link, and only it, is marked aria-current="page"', async () => {
  for (const { route, file } of ROUTES) {
    const doc = await page(file);
    const current = [...doc.querySelectorAll('header nav a[aria-current="page"]')];
    assert.is(current.length, 1, `${file} has one current link`);
    assert.is(current[0].getAttribute('href'), route);
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

test('the header is solid on /pricing and /team, and overlays the hero elsewhere', async () => {
  for (const { route, file } of ROUTES) {
    const doc = await page(file);
    const expected = route === '/pricing' || route === '/team' ? 'solid' : 'overlay';
    assert.is(doc.querySelector('header.site-header')?.getAttribute('data-header'), expected, route);
  }
});

test('the footer has the blurb, socials, quick links, contact details and booking text', async () => {
  for (const file of ALL_PAGES) {
    const doc = await page(file);
    const footer = doc.querySelector('footer')!;
    assert.ok(text(footer).includes(site.blurb), 'brand blurb');
    const hrefs = [...footer.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    assert.ok(hrefs.includes('https://www.facebook.com/elevateevents'), 'Facebook');
    assert.ok(hrefs.includes('https://www.instagram.com/elevateevents'), 'Instagram');
    const quick = [...footer.querySelectorAll('.site-footer__links a')].map((a) => [text(a), a.getAttribute('href')]);
    assert.equal(quick, [
      ['Home', '/'],
      ['Services', '/services'],
      ['Gallery', '/gallery'],
      ['Contact', '/contact'],
    ]);
    const phone = footer.querySelector('a[href="tel:+15550102400"]');
    assert.is(text(phone), '(555) 010-2400');
    const email = footer.querySelector('a[href="mailto:hello@elevate-events.example"]');
    assert.is(text(email), 'hello@elevate-events.example');
    assert.ok(text(footer).includes('Book a Consultation'));
  }
});

test('social links open in a new tab safely and have accessible names', async () => {
  const doc = await page('index.html');
  for (const a of doc.querySelectorAll('footer .socials a')) {
    assert.is(a.getAttribute('target'), '_blank');
    assert.is(a.getAttribute('rel'), 'noopener noreferrer');
    assert.match(text(a), /^(Facebook|Instagram) \(opens in a new tab\)$/);
  }
});

test('the footer copyright carries the build year', async () => {
  const doc = await page('index.html');
  assert.ok(text(doc.querySelector('.site-footer__copyright')).startsWith(`© ${TEST_DATE.getUTCFullYear()} Elevate Events`));
});

test('Privacy Policy and Terms of Service are plain text marked coming soon, never dead links', async () => {
  const doc = await page('index.html');
  const legal = text(doc.querySelector('.site-footer__legal'));
  assert.match(legal, /Privacy Policy \(coming soon\)/);
  assert.match(legal, /Terms of Service \(coming soon\)/);
  for (const a of doc.querySelectorAll('a')) {
    assert.not.match(a.getAttribute('href') ?? '', /^#?$/, 'no empty or # links');
  }
});

test('the 404 page says so and links home and to contact', async () => {
  const doc = await page('404.html');
  const main = doc.querySelector('main')!;
  assert.ok(text(main).includes('404'));
  assert.ok(text(main).includes('Page Not Found'));
  assert.ok(text(main).includes("The page you're looking for doesn't exist or has been moved."));
  const links = [...main.querySelectorAll('a')].map((a) => [text(a), a.getAttribute('href')]);
  assert.ok(links.some(([label, href]) => label === 'Return to Home' && href === '/'));
  assert.ok(links.some(([label, href]) => label === 'Contact Us for Help' && href === '/contact'));
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
