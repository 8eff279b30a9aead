// Every page of pages/ shows its content: each item of content/ reaches the built HTML, in the
// content's order, formatted as the product asks (prices with '/event' unless 'Custom') and
// linked where it leads. Expected values come from the content (test/helpers/content.ts) and
// the pages' own exports, never from constants here: an owner's edit that the schema accepts
// keeps this suite green, and the rules that hold for any content are tested on the schema
// (test/unit/schema.test.ts). Today's values are described in docs/decisions.md.
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseHTML } from 'linkedom';
import { isRemote } from '../../content/media.ts';
import type { Link, Step } from '../../content/schema.ts';
import { isCustomPrice } from '../../content/schema.ts';
import { PHOTOS_PER_PAGE } from '../../components/widgets/GalleryViews.ts';
import { contact, gallery, home, metaOf, notFound, pricing, services, site, team } from '../helpers/content.ts';
import { ALL_PAGES, PAGES, ROOT, page, text } from '../helpers/site.ts';

const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];
const texts = (root: ParentNode, selector: string) => all(root, selector).map((el) => text(el));
const main = async (file: string) => (await page(file)).querySelector('main#main')!;
/** What the page shows of a content text (the HTML collapses runs of white space). */
const shown = (value: string) => value.replace(/\s+/g, ' ').trim();

/** The one link in `root` whose visible text is `link.label`; it must lead to `link.href`. */
function assertLink(root: ParentNode, link: Link, where: string): Element {
  const found = all(root, 'a').filter((a) => text(a) === shown(link.label));
  assert.is(found.length, 1, `${where}: one '${link.label}' link (found ${found.length})`);
  assert.is(found[0].getAttribute('href'), link.href, `${where}: '${link.label}' leads to ${link.href}`);
  return found[0];
}

/** The section (or article) headed by the element with this id, whose text must be `title`. */
function sectionHeaded(root: ParentNode, id: string, title: string): Element {
  const heading = root.querySelector(`#${id}`);
  assert.ok(heading, `a heading #${id}`);
  assert.is(text(heading), shown(title), `#${id} reads the content's title`);
  const section = heading!.closest('section, article');
  assert.ok(section, `#${id} heads a section`);
  return section!;
}

/** Document order of two elements: true when a starts before b. (linkedom's
 * compareDocumentPosition is unreliable across subtrees, so count in document order.) */
function before(a: Element, b: Element): boolean {
  const order = [...a.ownerDocument.querySelectorAll('*')];
  const [i, j] = [order.indexOf(a), order.indexOf(b)];
  assert.ok(i >= 0 && j >= 0, 'both elements are in the document');
  return i < j;
}

function assertInOrder(elements: Element[], what: string): void {
  for (let i = 1; i < elements.length; i++) assert.ok(before(elements[i - 1], elements[i]), `${what}: part ${i + 1} follows part ${i}`);
}

/** A numbered process: one list item per step, in order, with its two-digit number, title and text. */
function assertSteps(section: Element, steps: readonly Step[], where: string): void {
  const items = all(section, 'ol > li');
  assert.is(items.length, steps.length, `${where}: one item per step`);
  steps.forEach((step, i) => {
    assert.is(text(items[i].querySelector('.step__number')), String(step.number).padStart(2, '0'), `${where}: step ${i + 1}'s number`);
    assert.is(text(items[i].querySelector('h3')), shown(step.title), `${where}: step ${i + 1}'s title`);
    assert.is(text(items[i].querySelector('.step__text')), shown(step.description), `${where}: step ${i + 1}'s text`);
  });
}

/** A FAQ: every question as a native <details>/<summary>, in order, with its answer. */
function assertFaq(section: Element, items: readonly { question: string; answer: string }[], where: string): void {
  const details = all(section, 'details');
  assert.is(details.length, items.length, `${where}: one <details> per question`);
  items.forEach((item, i) => {
    assert.is(text(details[i].querySelector('summary')), shown(item.question), `${where}: question ${i + 1}`);
    assert.is(text(details[i].querySelector('.faq__answer')), shown(item.answer), `${where}: answer ${i + 1}`);
  });
}


// ---------------------------------------------------------------------------------------------
// Every page

test('each page has exactly one h1', async () => {
  for (const file of ALL_PAGES) {
    const doc = await page(file);
    assert.is(doc.querySelectorAll('h1').length, 1, `${file} has one h1`);
  }
});

test('heading levels never skip a level (h1 → h2 → h3) inside main', async () => {
  for (const file of ALL_PAGES) {
    const levels = all(await main(file), 'h1, h2, h3, h4, h5, h6').map((h) => Number(h.tagName[1]));
    assert.is(levels[0], 1, `${file} opens with its h1`);
    levels.forEach((level, i) => {
      if (i > 0) assert.ok(level <= levels[i - 1] + 1, `${file}: h${level} follows h${levels[i - 1]}`);
    });
  }
});

test("every page's title is its meta title and the brand, 'Page | Brand', with its own description", async () => {
  for (const p of PAGES) {
    const meta = await metaOf(p.file, p.route);
    const doc = await page(p.outFile);
    assert.is(text(doc.querySelector('title')), `${meta.title} | ${site.brand}`, p.file);
    assert.is(doc.querySelector('meta[name="description"]')?.getAttribute('content'), meta.description, p.file);
  }
});

// ---------------------------------------------------------------------------------------------
// Home

test('home opens with the muted looping hero video, its poster described, and no title text over it', async () => {
  const m = await main('index.html');
  const hero = m.firstElementChild!;
  assert.ok(hero.matches('[data-widget="HeroVideo"]'), 'the video hero comes first');
  const video = hero.querySelector(':scope > video');
  assert.ok(video, 'a <video>');
  for (const attr of ['muted', 'loop', 'playsinline']) assert.ok(video!.hasAttribute(attr), `video ${attr}`);
  // The page's script starts it once the page has painted; without JavaScript, a copy autoplays.
  assert.match(hero.querySelector('noscript')?.innerHTML ?? '', /<video[^>]* autoplay[^>]* muted[^>]* loop[^>]* playsinline/);
  assert.is(hero.querySelector('img')?.getAttribute('alt'), home.hero.posterAlt);
  assert.is(hero.querySelectorAll('h1, h2, h3, p').length, 0, 'no title text over the video');
  assert.is(text(hero), '', 'no visible text in the hero');
});

test("home's h1 is the banner's title, with its text and its call to action", async () => {
  const m = await main('index.html');
  const banner = sectionHeaded(m, 'banner-title', home.banner.title);
  assert.is(m.querySelector('h1'), banner.querySelector('#banner-title'), 'the banner title is the h1');
  assert.ok(text(banner).includes(shown(home.banner.text)), 'the banner text');
  assertLink(banner, home.banner.cta, 'banner');
});

test('home: a card per featured service, in order, with its summary, linking to its block on /services', async () => {
  const section = sectionHeaded(await main('index.html'), 'services-title', home.services.title);
  assert.ok(text(section).includes(shown(home.services.intro)), 'the intro');
  const featured = services.items.filter((s) => s.featured);
  const cards = all(section, '.service-card');
  assert.is(cards.length, featured.length, 'one card per featured service');
  featured.forEach((service, i) => {
    const a = cards[i].querySelector('h3 a');
    assert.is(text(a), shown(service.title), `card ${i + 1}`);
    assert.is(a?.getAttribute('href'), `/services#${service.id}`, `${service.title} links to its block`);
    assert.ok(text(cards[i]).includes(shown(service.summary!)), `${service.title}: its summary`);
  });
  assertLink(section, home.services.cta, 'home services');
});

test('home: the booking process, its numbered steps and its call to action', async () => {
  const section = sectionHeaded(await main('index.html'), 'process-title', home.process.title);
  assertSteps(section, home.process.steps, 'home process');
  assertLink(section, home.process.cta, 'home process');
});

test('home: the about section with its paragraphs, its described photos and its call to action', async () => {
  const about = sectionHeaded(await main('index.html'), 'about-title', home.about.title);
  for (const paragraph of home.about.paragraphs) assert.ok(text(about).includes(shown(paragraph)), paragraph);
  assert.equal(
    all(about, '.about__photos img').map((img) => img.getAttribute('alt')),
    home.about.photos.map((p) => p.alt),
  );
  assertLink(about, home.about.cta, 'about');
});

test('home: every testimonial (quote, name, role) and the Google reviews button with its tooltip', async () => {
  const section = sectionHeaded(await main('index.html'), 'testimonials-title', home.testimonials.title);
  const quotes = all(section, 'figure');
  assert.equal(
    quotes.map((q) => [text(q.querySelector('blockquote')), text(q.querySelector('.testimonial__name')), text(q.querySelector('.testimonial__role'))]),
    home.testimonials.items.map((t) => [shown(t.quote), shown(t.name), shown(t.role)]),
  );
  const reviews = section.querySelector('a[target="_blank"]')!;
  assert.ok(reviews, 'an external reviews link');
  assert.is(reviews.getAttribute('href'), site.googleReviews.href);
  assert.ok(text(reviews).includes(shown(site.googleReviews.label)), 'its label');
  assert.match(reviews.getAttribute('rel')!, /noopener/);
  assert.match(reviews.getAttribute('rel')!, /noreferrer/);
  const tip = section.querySelector(`#${reviews.getAttribute('aria-describedby')}`);
  assert.is(text(tip), shown(site.googleReviews.tooltip));
});

test('home: the sections come in order, the closing call to action last', async () => {
  const m = await main('index.html');
  const closing = sectionHeaded(m, 'closing-title', home.closing.title);
  assert.ok(text(closing).includes(shown(home.closing.text)), 'the closing text');
  assertLink(closing, home.closing.cta, 'closing');
  assertInOrder(
    [
      m.querySelector('[data-widget="HeroVideo"]')!,
      sectionHeaded(m, 'banner-title', home.banner.title),
      sectionHeaded(m, 'services-title', home.services.title),
      sectionHeaded(m, 'process-title', home.process.title),
      sectionHeaded(m, 'about-title', home.about.title),
      sectionHeaded(m, 'testimonials-title', home.testimonials.title),
      closing,
    ],
    'home',
  );
  assert.is(m.lastElementChild, closing, 'the closing call to action ends the page');
});

// ---------------------------------------------------------------------------------------------
// Services

test('services, gallery and contact open with their dark hero holding the h1, its title and subtitle', async () => {
  for (const [file, hero] of [
    ['services/index.html', services.hero],
    ['gallery/index.html', gallery.hero],
    ['contact/index.html', contact.hero],
  ] as const) {
    const first = (await main(file)).firstElementChild!;
    assert.ok(first.classList.contains('page-hero'), `${file} starts with its hero`);
    assert.is(text(first.querySelector('h1')), shown(hero.title), `${file}: the h1 is the hero's title`);
    assert.is(text(first.querySelector('.page-hero__subtitle')), shown(hero.subtitle), `${file}: the subtitle`);
  }
});

test('the services page has a block per service, in order: its anchor, title, description and every feature', async () => {
  const blocks = all(await main('services/index.html'), 'article.service-block');
  assert.is(blocks.length, services.items.length, 'one block per service');
  services.items.forEach((service, i) => {
    const block = blocks[i];
    assert.is(block.getAttribute('id'), service.id, `block ${i + 1}'s anchor`);
    assert.is(text(block.querySelector('h2')), shown(service.title));
    assert.is(text(block.querySelector('.service-block__description')), shown(service.description), `${service.title}: description`);
    assert.equal(texts(block, '.service-block__features li'), service.features.map(shown), `${service.title}: features`);
  });
});

test('services: the quote button after the blocks, then How It Works, the FAQ and the closing call to action', async () => {
  const m = await main('services/index.html');
  const blocks = all(m, 'article.service-block');
  const quote = assertLink(m.querySelector('.service-blocks')!.parentElement!, services.quoteCta, 'services quote');
  const how = sectionHeaded(m, 'how-title', services.howItWorks.title);
  assertSteps(how, services.howItWorks.steps, 'How It Works');
  const faq = sectionHeaded(m, 'faq-title', services.faq.title);
  assertFaq(faq, services.faq.items, 'services FAQ');
  const closing = sectionHeaded(m, 'closing-title', services.closing.title);
  assert.ok(text(closing).includes(shown(services.closing.text)), 'the closing text');
  assertLink(closing, services.closing.cta, 'services closing');
  assertInOrder([blocks.at(-1)!, quote, how, faq, closing], 'services');
});

// ---------------------------------------------------------------------------------------------
// Pricing

async function tiers(m?: Element) {
  m ??= await main('pricing/index.html');
  return all(m, 'article.tier').map((t) => ({
    el: t,
    name: text(t.querySelector('h3')),
    price: text(t.querySelector('.tier__amount')),
    suffix: t.querySelector('.tier__suffix') ? text(t.querySelector('.tier__suffix')) : null,
    popular: t.querySelector('.tier__badge') ? text(t.querySelector('.tier__badge')) : null,
    description: text(t.querySelector('.tier__description')),
    features: texts(t, '.tier__features li'),
    panel: t.closest('[id^="panel-"]')?.getAttribute('id'),
  }));
}
const contentTiers = () => pricing.tabs.flatMap((tab) => tab.tiers.map((tier) => ({ tab, tier })));

test('pricing: the title, the intro and the disclaimer as a static note (not an alert)', async () => {
  const m = await main('pricing/index.html');
  assert.is(text(m.querySelector('h1')), shown(pricing.title));
  assert.ok(text(m).includes(shown(pricing.intro)), 'the intro');
  const note = m.querySelector('[role="note"]')!;
  assert.is(text(note), shown(pricing.disclaimer));
  assert.is(m.querySelectorAll('[role="alert"]').length, 0);
});

test('pricing: a tab per content tab, the first the default, each panel with its heading and its tiers in order', async () => {
  const m = await main('pricing/index.html');
  const tabs = all(m, '.pricing-tabs__tab');
  assert.equal(tabs.map((t) => [text(t), t.getAttribute('href')]), pricing.tabs.map((t) => [shown(t.label), `#panel-${t.id}`]));
  assert.equal(tabs.map((t) => t.hasAttribute('data-default')), pricing.tabs.map((_, i) => i === 0), 'the first tab is the default');
  for (const tab of pricing.tabs) assert.is(text(m.querySelector(`#panel-${tab.id} h2`)), shown(tab.heading), `${tab.id}: its heading`);
  assert.equal(
    (await tiers()).map((t) => [t.panel, t.name]),
    contentTiers().map(({ tab, tier }) => [`panel-${tab.id}`, shown(tier.name)]),
  );
});

test("every tier shows its price as written, per event unless 'Custom'", async () => {
  const shownTiers = await tiers();
  contentTiers().forEach(({ tier }, i) => {
    const t = shownTiers[i];
    assert.is(t.price, tier.price, `${tier.name} costs ${tier.price}`);
    // The format the schema holds every price to: whole dollars with thousands separators.
    assert.match(t.price, /^(\$[1-9]\d{0,2}(,\d{3})*|Custom)$/, `${tier.name}: ${t.price}`);
    assert.is(t.suffix, isCustomPrice(tier.price) ? null : shown(pricing.priceSuffix), `${tier.name}: the suffix`);
  });
});

test("the popular tier of each tab, and only it, is marked with the 'Most Popular' badge", async () => {
  const shownTiers = await tiers();
  contentTiers().forEach(({ tier }, i) => {
    const t = shownTiers[i];
    assert.is(t.popular, tier.popular ? shown(pricing.popularLabel) : null, `${tier.name}: the badge`);
    assert.is(t.el.classList.contains('tier--popular'), Boolean(tier.popular), `${tier.name}: highlighted`);
  });
});

test('every tier lists its description and its features, one list item each, in order', async () => {
  const shownTiers = await tiers();
  contentTiers().forEach(({ tier }, i) => {
    assert.is(shownTiers[i].description, shown(tier.description), `${tier.name}: description`);
    assert.equal(shownTiers[i].features, tier.features.map(shown), `${tier.name}: features`);
  });
});

test("every tier card has its button, and the page ends with the custom quote's button and text", async () => {
  const m = await main('pricing/index.html');
  const shownTiers = await tiers(m);
  contentTiers().forEach(({ tier }, i) => assertLink(shownTiers[i].el, { label: tier.buttonText, href: tier.href }, tier.name));
  const quote = assertLink(m.querySelector('.custom-quote')!, pricing.customQuote, 'custom quote');
  assert.ok(text(quote.parentElement!).includes(shown(pricing.customQuote.text)), 'the custom quote text');
  assert.ok(before(shownTiers.at(-1)!.el, quote), 'after the tiers');
});

// ---------------------------------------------------------------------------------------------
// Team

test('team: the title, the intro, the figures and the described family photo', async () => {
  const m = await main('team/index.html');
  assert.is(text(m.querySelector('h1')), shown(team.title));
  assert.ok(text(m).includes(shown(team.intro)), 'the intro');
  assert.equal(
    all(m, '.stats__item').map((s) => [text(s.querySelector('.stats__value')), text(s.querySelector('.stats__label'))]),
    team.stats.map((s) => [shown(s.value), shown(s.label)]),
  );
  assert.is(m.querySelector('.team-intro img')?.getAttribute('alt'), team.familyPhoto.alt);
});

test('team: a card per member, in order: photo with initials beneath, name, role, bio; the badge on its member only', async () => {
  const cards = all(await main('team/index.html'), 'article.team-card');
  assert.is(cards.length, team.members.length, 'one card per member');
  team.members.forEach((member, i) => {
    const card = cards[i];
    assert.is(text(card.querySelector('.team-card__name')), shown(member.name));
    assert.is(text(card.querySelector('.team-card__role')), shown(member.role), `${member.name}: role`);
    assert.is(text(card.querySelector('.team-card__bio')), shown(member.bio), `${member.name}: bio`);
    assert.ok(card.querySelector('[data-widget="Avatar"] .avatar__initials'), `${member.name}: initials beneath the photo`);
    assert.is(Boolean(card.querySelector('[data-widget="Avatar"] img')), Boolean(member.image), `${member.name}: a photo when there is one`);
    const badge = card.querySelector('.team-card__badge');
    assert.is(badge ? text(badge) : null, member.badge ?? null, `${member.name}: badge`);
  });
});

test("team: the 'Join Our Team' block and its one link", async () => {
  const section = sectionHeaded(await main('team/index.html'), 'join-title', team.join.title);
  assert.ok(text(section).includes(shown(team.join.text)), 'its text');
  assert.is(all(section, 'a').length, 1);
  assertLink(section, team.join.cta, 'join');
});

// ---------------------------------------------------------------------------------------------
// Gallery

test('gallery: the highlights, each a captioned video with its poster, playable with and without JavaScript', async () => {
  const highlights = sectionHeaded(await main('gallery/index.html'), 'highlights-title', gallery.highlights.title);
  const figures = all(highlights, 'figure');
  assert.equal(texts(highlights, 'figcaption'), gallery.highlights.videos.map((v) => shown(v.caption)));
  assert.is(figures.length, gallery.highlights.videos.length);
  gallery.highlights.videos.forEach(({ caption, video }, i) => {
    const f = figures[i];
    // Without scripting: the <video controls> in <noscript>; with it, a play link to the file
    // every browser plays (the MP4 when there is one) over the poster, and the same video in a
    // <template> for the entry.
    const player = parseHTML(`<!doctype html><body>${f.querySelector('noscript')!.innerHTML}`).document.querySelector('video');
    assert.ok(player?.hasAttribute('controls'), `${caption}: playable without JavaScript`);
    assert.ok(player?.getAttribute('poster'), `${caption}: with a poster`);
    const webmFirst = video.sources.map((s) => s.type).sort((a, b) => Number(a !== 'video/webm') - Number(b !== 'video/webm'));
    assert.equal(all(player!, 'source').map((s) => s.getAttribute('type')), webmFirst, `${caption}: every source, WebM first`);
    assert.is(text(player), shown(gallery.highlights.fallbackText), `${caption}: the fallback text`);
    const start = f.querySelector('a.highlight-video__start');
    const file = video.sources.find((s) => s.type === 'video/mp4') ?? video.sources[0];
    const href = start?.getAttribute('href') ?? '';
    assert.ok(isRemote(file.src) ? href === file.src : href.endsWith(path.extname(file.src)), `${caption}: the play link opens ${file.src} (${href})`);
    assert.is(start?.getAttribute('aria-label'), `${gallery.highlights.playLabel}: ${caption}`);
    assert.ok(start?.querySelector('img'), `${caption}: the poster under the play link`);
    assert.ok(f.querySelector('template.highlight-video__player'), `${caption}: the player for the entry`);
  });
});

test('gallery: the filter links of the content, All current; a tile per photo, in order, with its caption and categories', async () => {
  const section = sectionHeaded(await main('gallery/index.html'), 'portfolio-title', gallery.portfolio.title);
  assert.equal(
    all(section, '.portfolio__filter').map((b) => [b.getAttribute('data-filter'), text(b), b.getAttribute('aria-current')]),
    gallery.portfolio.categories.map((c) => [c.id, shown(c.label), c.id === 'all' ? 'page' : null]),
  );
  const tiles = all(section, '.tile');
  // /gallery shows the first page of photos; the others are on /gallery/2 … (test/html/gallery-views.test.ts).
  assert.is(tiles.length, Math.min(gallery.photos.length, PHOTOS_PER_PAGE), 'one tile per photo of the first page');
  const label = new Map(gallery.portfolio.categories.map((c) => [c.id, shown(c.label)]));
  gallery.photos.slice(0, PHOTOS_PER_PAGE).forEach((photo, i) => {
    const tile = tiles[i];
    assert.is(tile.querySelector('img')?.getAttribute('alt'), photo.caption, `photo ${photo.id}: its caption is the alt text`);
    assert.is(text(tile.querySelector('.tile__categories')), photo.categories.map((c) => label.get(c)).join(', '), `photo ${photo.id}: category names`);
    assert.is(text(tile.querySelector('.tile__caption')), shown(photo.caption), `photo ${photo.id}: caption on hover`);
    assert.match(tile.querySelector('a.tile__link')?.getAttribute('href') ?? '', /^\/assets\/img\/.+\.jpg$/, `photo ${photo.id}: links its large image`);
  });
  // The text a tile shows when its photo fails (the entry adds it then).
  assert.is(section.querySelector('.portfolio')?.getAttribute('data-unavailable-text'), gallery.unavailableText);
});

test('gallery ends with its call to action and then its banner', async () => {
  const m = await main('gallery/index.html');
  const cta = sectionHeaded(m, 'cta-title', gallery.cta.title);
  assert.ok(text(cta).includes(shown(gallery.cta.text)), 'the call to action text');
  assertLink(cta, { label: gallery.cta.label, href: gallery.cta.href }, 'gallery call to action');
  const banner = sectionHeaded(m, 'plan-title', gallery.banner.title);
  assert.ok(text(banner).includes(shown(gallery.banner.text)), 'the banner text');
  assert.is(all(banner, 'a').length, 1);
  assertLink(banner, gallery.banner.cta, 'gallery banner');
  assertInOrder([sectionHeaded(m, 'portfolio-title', gallery.portfolio.title), cta, banner], 'gallery');
  assert.is(m.lastElementChild, banner, 'the banner is the final section');
});

// ---------------------------------------------------------------------------------------------
// Contact

test('contact details: the labels of content/contact.ts with the phone, e-mail, area, hours and socials of content/site.ts', async () => {
  const m = await main('contact/index.html');
  const details = sectionHeaded(m, 'contact-details-title', contact.details.title);
  const d = contact.details;
  assert.equal(texts(details, '.contact-details__label'), [d.phoneLabel, d.emailLabel, d.locationLabel, d.hoursLabel, d.followLabel].map(shown));
  const phone = details.querySelector('a[href^="tel:"]')!;
  assert.is(phone.getAttribute('href'), site.phone.href);
  assert.is(text(phone), shown(site.phone.display));
  const email = details.querySelector('a[href^="mailto:"]')!;
  assert.is(email.getAttribute('href'), site.email.href);
  assert.is(text(email), shown(site.email.display));
  assert.ok(text(details).includes(shown(site.serviceArea)), 'the service area');
  assert.equal(
    all(details, '.hours > div').map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]),
    site.officeHours.map((h) => [shown(h.days), shown(h.hours)]),
  );
  assert.equal(
    all(details, '.contact-socials a').map((a) => [text(a), a.getAttribute('href')]),
    site.socials.map((s) => [shown(s.name), s.href]),
  );
});

test('contact: the details column comes before the booking form, which carries the configured placement', async () => {
  const m = await main('contact/index.html');
  const form = sectionHeaded(m, 'form-title', contact.form.title);
  assert.ok(text(form).includes(shown(contact.form.intro)), 'the intro');
  const booking = form.querySelector('[data-widget="BookingWidget"]');
  assert.ok(booking, 'the booking widget');
  assert.is(booking!.getAttribute('data-pid'), site.booking.placementId, 'the placement id');
  assert.is(booking!.getAttribute('data-script'), site.booking.scriptUrl);
  assert.is(booking!.getAttribute('data-pixel'), site.booking.pixelUrl);
  assert.ok(before(m.querySelector('.contact-details')!, form), 'details on the left, form on the right');
});

test('contact: the booking process, then the FAQ', async () => {
  const m = await main('contact/index.html');
  const process = sectionHeaded(m, 'process-title', contact.process.title);
  assertSteps(process, contact.process.steps, 'contact process');
  const faq = sectionHeaded(m, 'faq-title', contact.faq.title);
  assertFaq(faq, contact.faq.items, 'contact FAQ');
  assert.ok(before(process, faq), 'process, then FAQ');
});

// ---------------------------------------------------------------------------------------------
// 404

test('the 404 page: its code and title as the h1, its message, both links and the path logger', async () => {
  const m = await main('404.html');
  assert.is(text(m.querySelector('h1')), shown(`${notFound.code} ${notFound.title}`));
  assert.is(text(m.querySelector('.not-found__message')), shown(notFound.message));
  assert.equal(
    all(m, '.not-found__actions a').map((a) => [text(a), a.getAttribute('href')]),
    [notFound.home, notFound.help].map((l) => [shown(l.label), l.href]),
  );
  assert.ok(m.querySelector('[data-widget="NotFoundLogger"]'), 'the path logger');
});

test.run();
