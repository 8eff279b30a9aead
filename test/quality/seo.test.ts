// SEO: unique titles and descriptions, canonical URLs, Open Graph and Twitter tags with
// the OG image (a real 1200×630 file), sitemap.xml and robots.txt, a noindex 404, and JSON-LD
// that parses and has the properties schema.org and Google expect for each type.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { jsonForScript } from '../../components/JsonLd.tsx';
import { isCustomPrice } from '../../content/schema/index.ts';
import { itemAt } from '../helpers/lists.ts';
import { contact, pricing, services, site } from '../helpers/loaded-content.ts';
import { page, ROUTES, siteDir } from '../helpers/site-under-test.ts';

const test = suite('seo');
const SITE = site.url; // the test build uses the content's URL (no SITE_URL)

const meta = (d: Document, key: string) => d.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

type Json = Record<string, unknown>;
async function jsonLd(file: string): Promise<Json[]> {
  const d = await page(file);
  return [...d.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));
}
const ofType = (blocks: Json[], type: string) => blocks.filter((b) => b['@type'] === type);

test('every page has its own title and meta description, a canonical URL and Open Graph / Twitter tags', async () => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { route, file } of ROUTES) {
    const d = await page(file);
    const title = d.querySelector('title')?.textContent ?? '';
    const description = meta(d, 'description') ?? '';
    // The page's own part comes first and is at most 60 characters (the schema holds content
    // titles to it), so search results show it whole; the brand follows (test/html/pages/every-page.test.ts).
    const own = title.slice(0, -` | ${site.brand}`.length);
    assert.ok(own.trim().length > 0 && own.length <= 60, `${route}: the page's own title "${own}" has 1-60 characters`);
    assert.ok(description.length >= 50 && description.length <= 160, `${route}: description length ${description.length}`);
    titles.add(title);
    descriptions.add(description);
    const canonical = d.querySelector('link[rel="canonical"]')?.getAttribute('href');
    assert.is(canonical, route === '/' ? `${SITE}/` : `${SITE}${route}`, `${route}: canonical`);
    assert.is(meta(d, 'og:url'), canonical);
    assert.is(meta(d, 'og:title'), title);
    assert.is(meta(d, 'og:description'), description);
    assert.is(meta(d, 'og:type'), 'website');
    assert.is(meta(d, 'og:site_name'), site.brand);
    assert.is(meta(d, 'twitter:card'), 'summary_large_image');
    assert.is(meta(d, 'twitter:title'), title);
    assert.is(meta(d, 'twitter:description'), description);
    assert.ok(meta(d, 'og:image:alt'), `${route}: og:image:alt`);
    assert.is(meta(d, 'twitter:image'), meta(d, 'og:image'));
    assert.is(meta(d, 'robots'), null, `${route} is indexable`);
  }
  assert.is(titles.size, ROUTES.length, 'titles are unique');
  assert.is(descriptions.size, ROUTES.length, 'descriptions are unique');
});

test('the Open Graph image is an absolute URL to a 1200×630 PNG of the site', async () => {
  const d = await page('index.html');
  const url = meta(d, 'og:image')!;
  assert.ok(url.startsWith(`${SITE}/assets/`), url);
  const file = path.join(await siteDir(), url.slice(SITE.length));
  const { width, height, format } = await sharp(file).metadata();
  assert.equal([width, height, format], [1200, 630, 'png']);
  assert.is(meta(d, 'og:image:width'), '1200');
  assert.is(meta(d, 'og:image:height'), '630');
});

test('the 404 page is noindex and has no canonical URL', async () => {
  const d = await page('404.html');
  assert.is(meta(d, 'robots'), 'noindex');
  assert.is(d.querySelector('link[rel="canonical"]'), null);
});

test('sitemap.xml lists exactly the routes of pages/ as absolute URLs; robots.txt points to it', async () => {
  const dir = await siteDir();
  const xml = readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]).sort();
  assert.equal(locs, ROUTES.map(({ route }) => (route === '/' ? `${SITE}/` : `${SITE}${route}`)).sort());
  const robots = readFileSync(path.join(dir, 'robots.txt'), 'utf8');
  assert.match(robots, /^User-agent: \*$/m);
  assert.match(robots, new RegExp(`^Sitemap: ${SITE.replace(/\./g, '\\.')}/sitemap\\.xml$`, 'm'));
  assert.not.match(robots, /^Disallow: \/\s*$/m);
});

test('every page describes the business as an EntertainmentBusiness with contact, hours, area and socials', async () => {
  for (const { route, file } of ROUTES) {
    const [b] = ofType(await jsonLd(file), 'EntertainmentBusiness');
    assert.ok(b, `${route}: EntertainmentBusiness`);
    assert.is(b['@context'], 'https://schema.org');
    assert.is(b.name, site.brand);
    assert.is(b.telephone, site.phone.href.replace('tel:', ''));
    assert.is(b.email, site.email.display);
    assert.is(b.url, `${SITE}/`);
    assert.match(String(b.image), /^https:\/\/.+\.png$/);
    assert.match(String(b.logo), /^https:\/\//);
    assert.ok((b.areaServed as Json)?.name, 'areaServed');
    assert.equal(
      b.sameAs,
      site.socials.map((s) => s.href),
    );
    assert.match(String(b.priceRange), /^\$[\d,]+–\$[\d,]+$/);
    const hours = b.openingHoursSpecification as Json[];
    assert.is(hours.length, site.officeHours.length);
    for (const h of hours) {
      assert.is(h['@type'], 'OpeningHoursSpecification');
      assert.ok((h.dayOfWeek as string[]).every((day) => /^https:\/\/schema\.org\/(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day$/.test(day)));
      assert.match(String(h.opens), /^\d\d:\d\d$/);
      assert.match(String(h.closes), /^\d\d:\d\d$/);
    }
  }
  assert.equal(await jsonLd('404.html'), [], 'the 404 page has no structured data');
});

test('/services and /contact carry a FAQPage of their FAQs (Question with acceptedAnswer)', async () => {
  for (const [file, faq] of [
    ['services/index.html', services.faq],
    ['contact/index.html', contact.faq],
  ] as const) {
    const [f] = ofType(await jsonLd(file), 'FAQPage');
    assert.ok(f, `${file}: FAQPage`);
    const entities = f.mainEntity as Json[];
    assert.is(entities.length, faq.items.length);
    faq.items.forEach((item, i) => {
      const q = itemAt(entities, i, `${file}: Question`);
      assert.is(q['@type'], 'Question');
      assert.is(q.name, item.question);
      const a = q.acceptedAnswer as Json;
      assert.is(a['@type'], 'Answer');
      assert.is(a.text, item.answer);
    });
  }
  for (const { file } of ROUTES.filter((r) => r.route !== '/services' && r.route !== '/contact')) {
    assert.is(ofType(await jsonLd(file), 'FAQPage').length, 0, `${file} has no FAQPage`);
  }
});

test('/pricing lists every tier as an Offer with a numeric price in USD', async () => {
  const [svc] = ofType(await jsonLd('pricing/index.html'), 'Service');
  assert.ok(svc, 'a Service with the packages');
  const catalog = svc.hasOfferCatalog as Json;
  assert.is(catalog['@type'], 'OfferCatalog');
  const offers = (catalog.itemListElement as Json[]).flatMap((c) => {
    assert.is(c['@type'], 'OfferCatalog');
    return c.itemListElement as Json[];
  });
  const tiers = pricing.tabs.flatMap((t) => t.tiers);
  assert.is(offers.length, tiers.length);
  tiers.forEach((tier, i) => {
    const o = itemAt(offers, i, `Offer of ${tier.name}`);
    assert.is(o['@type'], 'Offer');
    assert.is(o.name, tier.name);
    if (!isCustomPrice(tier.price)) {
      assert.is(typeof o.price, 'number');
      assert.is(o.price, Number(tier.price.replace(/[$,]/g, '')), `${tier.name}: ${tier.price}`);
      assert.is(o.priceCurrency, 'USD');
    }
  });
});

test('JSON-LD text cannot close its <script> element', () => {
  const out = jsonForScript({ a: '</script><script>alert(1)</script>', b: '<!--' });
  assert.not.match(out, /<\/script/i);
  assert.not.match(out, /<!--/);
  assert.equal(JSON.parse(out), { a: '</script><script>alert(1)</script>', b: '<!--' });
});

test.run();
