// Every page against the product specification (docs/decisions.md), read from the built HTML.
// This is the one place that states the spec's texts, counts and order; the other suites check
// the output against the content and the pages that exist.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALL_PAGES, page, text } from '../helpers/site.ts';

/** The pages the spec describes, by output file. */
const SPEC_PAGES = {
  home: 'index.html',
  services: 'services/index.html',
  pricing: 'pricing/index.html',
  team: 'team/index.html',
  gallery: 'gallery/index.html',
  contact: 'contact/index.html',
  notFound: '404.html',
};

const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];
const texts = (root: ParentNode, selector: string) => all(root, selector).map((el) => text(el));
const main = async (file: string) => (await page(file)).querySelector('main#main')!;

/** Every link in `root` whose visible text is exactly `label`. */
function linksNamed(root: ParentNode, label: string): Element[] {
  return all(root, 'a').filter((a) => text(a) === label);
}

/** The one link with this text; fails unless there is exactly one. */
function link(root: ParentNode, label: string): Element {
  const found = linksNamed(root, label);
  assert.is(found.length, 1, `one '${label}' link (found ${found.length})`);
  return found[0];
}

/** The section whose heading (h1–h3) reads `title`. */
function sectionTitled(root: ParentNode, title: string): Element {
  const heading = all(root, 'h1, h2, h3').find((h) => text(h) === title);
  assert.ok(heading, `a heading '${title}'`);
  const section = heading!.closest('section, article');
  assert.ok(section, `'${title}' heads a section`);
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

test('the spec pages have their titles in the form "Page | Elevate Events" and a meta description', async () => {
  const expected: [string, string][] = [
    [SPEC_PAGES.home, 'Premium Event Entertainment | Elevate Events'],
    [SPEC_PAGES.services, 'Services | Elevate Events'],
    [SPEC_PAGES.pricing, 'Pricing & Packages | Elevate Events'],
    [SPEC_PAGES.team, 'Meet Our Team | Elevate Events'],
    [SPEC_PAGES.gallery, 'Gallery | Elevate Events'],
    [SPEC_PAGES.contact, 'Contact | Elevate Events'],
    [SPEC_PAGES.notFound, 'Page Not Found | Elevate Events'],
  ];
  for (const [file, title] of expected) {
    const doc = await page(file);
    assert.is(text(doc.querySelector('title')), title, file);
    const description = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    assert.ok(description.length >= 50, `${file} has a real description`);
  }
});

test('the navigation starts with the six spec links in order, on every page', async () => {
  for (const file of ALL_PAGES) {
    const links = [...(await page(file)).querySelectorAll('header nav a')].map((a) => `${text(a)} ${a.getAttribute('href')}`);
    assert.equal(
      links.slice(0, 6),
      ['Home /', 'Services /services', 'Pricing /pricing', 'Team /team', 'Gallery /gallery', 'Contact /contact'],
      file,
    );
  }
});

test("the footer: quick links, the socials, 'Book a Consultation' → /contact and the legal texts (coming soon)", async () => {
  const footer = (await page(SPEC_PAGES.home)).querySelector('footer')!;
  assert.equal(
    [...footer.querySelectorAll('.site-footer__links a')].map((a) => `${text(a)} ${a.getAttribute('href')}`),
    ['Home /', 'Services /services', 'Gallery /gallery', 'Contact /contact'],
  );
  assert.equal(
    [...footer.querySelectorAll('.socials a')].map((a) => `${text(a)} ${a.getAttribute('href')}`),
    [
      'Facebook (opens in a new tab) https://www.facebook.com/elevateevents',
      'Instagram (opens in a new tab) https://www.instagram.com/elevateevents',
    ],
  );
  assert.is(link(footer, 'Book a Consultation').getAttribute('href'), '/contact');
  assert.is(text(footer.querySelector('a[href^="tel:"]')), '(555) 010-2400');
  assert.is(text(footer.querySelector('a[href^="mailto:"]')), 'hello@elevate-events.example');
  const legal = text(footer.querySelector('.site-footer__legal'));
  assert.match(legal, /Privacy Policy \(coming soon\)/);
  assert.match(legal, /Terms of Service \(coming soon\)/);
  assert.ok(text(footer.querySelector('.site-footer__copyright')).includes('Elevate Events'), 'the brand in the copyright');
});

test("every 'Get in Touch', 'Book…' and quote button leads to /contact", async () => {
  let count = 0;
  for (const file of Object.values(SPEC_PAGES)) {
    for (const a of all(await main(file), 'a')) {
      if (/^(Get in Touch|Book|Start Planning Now|Request a Custom Quote|Get Your Custom Quote|Contact Us)/i.test(text(a))) {
        assert.is(a.getAttribute('href'), '/contact', `${file}: '${text(a)}'`);
        count++;
      }
    }
  }
  // Home 3, services 2, pricing 6 + 1, team 1, gallery 2, 404 1.
  assert.ok(count >= 16, `found ${count} contact buttons`);
});

test('the header is dark over the hero on the spec pages except the light pages /pricing and /team', async () => {
  for (const file of Object.values(SPEC_PAGES)) {
    const header = (await page(file)).querySelector('header.site-header');
    const solid = file === SPEC_PAGES.pricing || file === SPEC_PAGES.team;
    assert.is(header?.getAttribute('data-header'), solid ? 'solid' : 'overlay', file);
    assert.is(header?.getAttribute('data-scrolled'), solid ? 'true' : 'false', file);
  }
});

test('services, gallery and contact open with their dark hero holding the h1', async () => {
  for (const file of ['services/index.html', 'gallery/index.html', 'contact/index.html']) {
    const first = (await main(file)).firstElementChild;
    assert.ok(first?.classList.contains('page-hero'), `${file} starts with its hero`);
    assert.ok(first?.querySelector('h1'), `${file}: the h1 is in the hero`);
  }
});

// ---------------------------------------------------------------------------------------------
// Home

test('home opens with the muted looping hero video and no title text over it', async () => {
  const m = await main('index.html');
  const hero = m.firstElementChild!;
  assert.ok(hero.matches('[data-widget="HeroVideo"]'), 'the video hero comes first');
  const video = hero.querySelector(':scope > video');
  assert.ok(video, 'a <video>');
  for (const attr of ['muted', 'loop', 'playsinline']) assert.ok(video!.hasAttribute(attr), `video ${attr}`);
  // The page's script starts it once the page has painted; without JavaScript, a copy autoplays.
  assert.match(hero.querySelector('noscript')?.innerHTML ?? '', /<video[^>]* autoplay[^>]* muted[^>]* loop[^>]* playsinline/);
  assert.is(hero.querySelectorAll('h1, h2, h3, p').length, 0, 'no title text over the video');
  assert.is(text(hero), '', 'no visible text in the hero');
});

test("home's h1 is the banner 'Elevate Your Events with Premium Entertainment' with 'Book Your Experience' → /contact", async () => {
  const m = await main('index.html');
  const h1 = m.querySelector('h1')!;
  assert.is(text(h1), 'Elevate Your Events with Premium Entertainment');
  const banner = h1.closest('section')!;
  assert.is(link(banner, 'Book Your Experience').getAttribute('href'), '/contact');
});

test("home: 'Our Premium Services' has the four service cards and 'Explore All Services' → /services", async () => {
  const section = sectionTitled(await main('index.html'), 'Our Premium Services');
  assert.equal(texts(section, 'h3'), ['DJ Services', 'Photobooth Rentals', 'Sound & Lighting Rentals', 'Custom Decor']);
  for (const a of all(section, 'h3 a')) assert.match(a.getAttribute('href')!, /^\/services#[a-z-]+$/);
  assert.is(link(section, 'Explore All Services').getAttribute('href'), '/services');
});

test("home: 'Simplified Booking Process' has four numbered steps and 'Start Planning Now' → /contact", async () => {
  const section = sectionTitled(await main('index.html'), 'Simplified Booking Process');
  const steps = all(section, 'ol > li');
  assert.is(steps.length, 4);
  assert.equal(texts(section, 'ol h3'), ['Initial Consultation', 'Customized Proposal', 'Planning & Preparation', 'Flawless Execution']);
  assert.equal(texts(section, '.step__number'), ['01', '02', '03', '04']);
  assert.is(link(section, 'Start Planning Now').getAttribute('href'), '/contact');
});

test("home: the about section claims over a decade, shows four photos and 'View Our Gallery' → /gallery", async () => {
  const m = await main('index.html');
  const about = m.querySelector('.about')!;
  assert.ok(about, 'an about section');
  assert.match(text(about), /over a decade/i);
  const photos = all(about, 'img');
  assert.is(photos.length, 4);
  for (const img of photos) assert.ok(img.getAttribute('alt'), 'each photo has alt text');
  assert.is(link(about, 'View Our Gallery').getAttribute('href'), '/gallery');
});

test("home: 'What Our Clients Say' has three testimonials and the Google reviews button with its tooltip", async () => {
  const section = sectionTitled(await main('index.html'), 'What Our Clients Say');
  const quotes = all(section, 'figure');
  assert.is(quotes.length, 3);
  for (const q of quotes) {
    assert.ok(text(q.querySelector('blockquote')).length > 40, 'a quote');
    assert.ok(text(q.querySelector('.testimonial__name')), 'a name');
    assert.ok(text(q.querySelector('.testimonial__role')), 'a role');
  }
  const reviews = section.querySelector('a[target="_blank"]')!;
  assert.ok(reviews, 'an external reviews link');
  assert.match(reviews.getAttribute('href')!, /^https:\/\//);
  assert.match(reviews.getAttribute('rel')!, /noopener/);
  assert.match(reviews.getAttribute('rel')!, /noreferrer/);
  const tip = section.querySelector(`#${reviews.getAttribute('aria-describedby')}`);
  assert.is(text(tip), 'See all our 5-star reviews on Google');
});

test("home ends with the 'Get in Touch' call to action → /contact, after the testimonials", async () => {
  const m = await main('index.html');
  const touch = link(m, 'Get in Touch');
  assert.is(touch.getAttribute('href'), '/contact');
  assert.ok(before(sectionTitled(m, 'What Our Clients Say'), touch), 'after the testimonials');
});

test('home sections come in the spec order', async () => {
  const m = await main('index.html');
  const order = [
    m.querySelector('[data-widget="HeroVideo"]')!,
    sectionTitled(m, 'Elevate Your Events with Premium Entertainment'),
    sectionTitled(m, 'Our Premium Services'),
    sectionTitled(m, 'Simplified Booking Process'),
    m.querySelector('.about')!,
    sectionTitled(m, 'What Our Clients Say'),
    link(m, 'Get in Touch'),
  ];
  for (let i = 1; i < order.length; i++) assert.ok(before(order[i - 1], order[i]), `section ${i} follows section ${i - 1}`);
});

// ---------------------------------------------------------------------------------------------
// Services

test("services: hero 'Premium Entertainment Services'", async () => {
  const m = await main('services/index.html');
  assert.is(text(m.querySelector('h1')), 'Premium Entertainment Services');
});

test('the services page has six service blocks with a description and five features each', async () => {
  const m = await main('services/index.html');
  const blocks = all(m, 'article.service-block');
  assert.equal(
    blocks.map((b) => text(b.querySelector('h2'))),
    ['DJ Services', 'Photobooth Rentals', 'Sound & Lighting Rentals', 'Custom Decor', 'Full-Service Packages', 'Corporate Events'],
  );
  for (const b of blocks) {
    assert.ok(text(b.querySelector('.service-block__description')).length > 80, 'a description');
    assert.is(b.querySelectorAll('.service-block__features li').length, 5, `${text(b.querySelector('h2'))} has five features`);
  }
});

test("the home service cards link to anchors that exist on /services", async () => {
  const home = await main('index.html');
  const services = await page('services/index.html');
  for (const a of all(sectionTitled(home, 'Our Premium Services'), 'h3 a')) {
    const id = a.getAttribute('href')!.split('#')[1];
    assert.ok(services.getElementById(id)?.matches('article.service-block'), `#${id} is a service block`);
  }
});

test("services: 'Request a Custom Quote' → /contact, then the four-step 'How It Works'", async () => {
  const m = await main('services/index.html');
  const quote = link(m, 'Request a Custom Quote');
  assert.is(quote.getAttribute('href'), '/contact');
  const how = sectionTitled(m, 'How It Works');
  assert.is(how.querySelectorAll('ol > li').length, 4);
  assert.equal(texts(how, '.step__number'), ['01', '02', '03', '04']);
  assert.ok(before(all(m, 'article.service-block')[5], quote), 'after the six blocks');
  assert.ok(before(quote, how), 'before How It Works');
});

test('services FAQ covers lead time, equipment, song requests, and contract and payment, with the facts', async () => {
  const m = await main('services/index.html');
  const faq = sectionTitled(m, 'Frequently Asked Questions');
  const items = all(faq, 'details');
  assert.is(items.length, 4);
  for (const d of items) assert.ok(d.querySelector('summary'), 'a native <summary>');
  const questions = texts(faq, 'summary').join(' | ');
  assert.match(questions, /advance/i);
  assert.match(questions, /equipment/i);
  assert.match(questions, /song/i);
  assert.match(questions, /contract/i);
  const body = text(faq);
  assert.match(body, /6–9 months/);
  assert.match(body, /3–6 months/);
  assert.match(body, /50% deposit/);
  assert.match(body, /two weeks before the event/);
});

test("services ends with 'Get Your Custom Quote' → /contact", async () => {
  const m = await main('services/index.html');
  const closing = link(m, 'Get Your Custom Quote');
  assert.is(closing.getAttribute('href'), '/contact');
  assert.ok(before(sectionTitled(m, 'Frequently Asked Questions'), closing), 'after the FAQ');
});

// ---------------------------------------------------------------------------------------------
// Pricing

async function tiers() {
  const m = await main('pricing/index.html');
  return all(m, 'article.tier').map((t) => ({
    el: t,
    name: text(t.querySelector('h3')),
    price: text(t.querySelector('.tier__amount')),
    suffix: text(t.querySelector('.tier__suffix')),
    popular: text(t.querySelector('.tier__badge')),
    features: texts(t, '.tier__features li'),
    panel: t.closest('[id^="panel-"]')?.getAttribute('id'),
  }));
}

test("pricing: the title and the disclaimer as a static note (not an alert)", async () => {
  const m = await main('pricing/index.html');
  assert.is(text(m.querySelector('h1')), 'Pricing & Packages');
  const note = m.querySelector('[role="note"]')!;
  assert.ok(note, 'a note');
  assert.match(text(note), /illustrative/i);
  assert.match(text(note), /peak season/i);
  assert.match(text(note), /holiday pricing/i);
  assert.is(m.querySelectorAll('[role="alert"]').length, 0);
});

test('pricing has two tabs, DJ Services first (default) and Photobooth, each with three tiers', async () => {
  const m = await main('pricing/index.html');
  assert.equal(texts(m, '.pricing-tabs__tab'), ['DJ Services', 'Photobooth']);
  const t = await tiers();
  assert.equal(
    t.map((x) => [x.panel, x.name]),
    [
      ['panel-dj', 'Essential DJ'],
      ['panel-dj', 'Premium DJ'],
      ['panel-dj', 'Luxury DJ'],
      ['panel-photobooth', 'Classic 360 Booth'],
      ['panel-photobooth', 'Open-Air Booth'],
      ['panel-photobooth', 'Luxury 360 Experience'],
    ],
  );
});

test('pricing lists every tier at its price per event, with thousands separators', async () => {
  const byName = new Map((await tiers()).map((t) => [t.name, t]));
  const expected: [string, string][] = [
    ['Essential DJ', '$900'],
    ['Premium DJ', '$1,500'],
    ['Luxury DJ', '$2,500'],
    ['Classic 360 Booth', '$675'],
    ['Open-Air Booth', '$900'],
    ['Luxury 360 Experience', '$1,400'],
  ];
  for (const [name, price] of expected) {
    assert.is(byName.get(name)?.price, price, `${name} costs ${price}`);
    assert.is(byName.get(name)?.suffix, '/event', `${name} is per event`);
  }
});

test("Premium DJ and Open-Air Booth, and only they, are marked 'Most Popular'", async () => {
  const popular = (await tiers()).filter((t) => t.popular);
  assert.equal(popular.map((t) => [t.name, t.popular]), [
    ['Premium DJ', 'Most Popular'],
    ['Open-Air Booth', 'Most Popular'],
  ]);
  for (const t of popular) assert.ok(t.el.classList.contains('tier--popular'), `${t.name} is highlighted`);
});

test('every tier lists the features of the price tables, one list item each, in their wording', async () => {
  const facts: Record<string, string[]> = {
    'Essential DJ': ['4 hours', 'standard sound', 'wireless mic'],
    'Premium DJ': ['6 hours', 'enhanced sound', 'premium lighting', 'mic', 'MC', 'custom playlist'],
    'Luxury DJ': [
      'extended hours',
      'ceremony and reception',
      'subwoofers',
      'extensive lighting',
      'multiple wireless mics',
      'MC',
      'playlist',
      'dance floor lighting',
      'monogram projection',
      'pre-event venue visit',
    ],
    'Classic 360 Booth': ['3 hours', 'digital gallery', 'standard props', 'custom print design', 'attendant'],
    'Open-Air Booth': ['4 hours', 'instant sharing', 'premium props', 'backdrops', 'attendant', 'social sharing'],
    'Luxury 360 Experience': [
      '5 hours',
      'custom surround and lighting',
      'instant sharing',
      'custom props',
      'multiple backdrops',
      'attendant',
      'social sharing',
      'custom branded experience',
    ],
  };
  const all = await tiers();
  assert.equal(all.map((t) => t.name).sort(), Object.keys(facts).sort());
  for (const tier of all) {
    const expected = facts[tier.name];
    assert.is(tier.features.length, expected.length, `${tier.name}: one item per feature`);
    expected.forEach((phrase, i) =>
      assert.ok(tier.features[i]?.toLowerCase().includes(phrase.toLowerCase()), `${tier.name} feature ${i}: "${tier.features[i]}" says "${phrase}"`),
    );
  }
});

test("every tier card has a 'Book Consultation' link to /contact, and the page ends with 'Contact Us For Custom Quote' → /contact", async () => {
  const m = await main('pricing/index.html');
  for (const t of await tiers()) {
    const book = linksNamed(t.el, 'Book Consultation');
    assert.is(book.length, 1, `${t.name} has its button`);
    assert.is(book[0].getAttribute('href'), '/contact');
  }
  assert.is(link(m, 'Contact Us For Custom Quote').getAttribute('href'), '/contact');
});

// ---------------------------------------------------------------------------------------------
// Team

test("team: 'Meet Our Team', over 15 years and 300+ luxury events, and the family photo", async () => {
  const m = await main('team/index.html');
  assert.is(text(m.querySelector('h1')), 'Meet Our Team');
  const stats = texts(m, '.stats__item');
  assert.ok(stats.some((s) => /15\+/.test(s) && /years/i.test(s)), '15+ years');
  assert.ok(stats.some((s) => /300\+/.test(s) && /luxury events/i.test(s)), '300+ luxury events');
  assert.match(text(m), /over 15 years/i);
  assert.ok(m.querySelector('.team-intro img[alt]')?.getAttribute('alt'), 'the family photo, described');
});

test("team: four member cards with photo (initials fallback), name, role and bio; exactly one shows 'DJR'", async () => {
  const m = await main('team/index.html');
  const cards = all(m, 'article.team-card');
  assert.is(cards.length, 4);
  for (const card of cards) {
    assert.ok(card.querySelector('[data-widget="Avatar"] .avatar__initials'), 'an avatar with initials underneath');
    assert.ok(text(card.querySelector('.team-card__name')), 'a name');
    assert.ok(text(card.querySelector('.team-card__role')), 'a role');
    assert.ok(text(card.querySelector('.team-card__bio')).length > 40, 'a bio');
  }
  assert.equal(
    cards.map((c) => `${text(c.querySelector('.team-card__name'))}: ${text(c.querySelector('.team-card__role'))}`),
    [
      'Marcus Reed: Founder & Lead DJ',
      'Sofia Alvarez: Event Director',
      'Jordan Kim: Lighting & Production Lead',
      'Priya Nair: Photobooth & Guest Experience Manager',
    ],
  );
  const badges = all(m, '.team-card__badge');
  assert.equal(badges.map((b) => [text(b.closest('article')!.querySelector('.team-card__name')), text(b)]), [['Marcus Reed', 'DJR']]);
});

test("team: the 'Join Our Team' block links to /contact", async () => {
  const section = sectionTitled(await main('team/index.html'), 'Join Our Team');
  const a = all(section, 'a');
  assert.is(a.length, 1);
  assert.is(a[0].getAttribute('href'), '/contact');
});

// ---------------------------------------------------------------------------------------------
// Gallery

test("gallery: hero 'Our Event Gallery', then 'Event Highlights' with the two captioned videos", async () => {
  const m = await main('gallery/index.html');
  assert.is(text(m.querySelector('h1')), 'Our Event Gallery');
  const highlights = sectionTitled(m, 'Event Highlights');
  const videos = all(highlights, 'figure');
  assert.is(videos.length, 2);
  assert.equal(texts(highlights, 'figcaption'), ["New Year's Eve Celebration", 'Halloween 2024 Event']);
  for (const f of videos) {
    // Without scripting: the <video controls> in <noscript>; with it, a play link to the MP4
    // over the poster, and the same video in a <template> for the entry.
    const noscript = f.querySelector('noscript')!;
    assert.match(noscript.innerHTML, /<video[^>]* controls/, 'playable');
    assert.match(noscript.innerHTML, /<video[^>]* poster="[^"]+"/, 'with a poster');
    assert.match(noscript.innerHTML, /Your browser does not support the video tag\./);
    assert.match(f.querySelector('a.highlight-video__start')?.getAttribute('href') ?? '', /\.mp4$/, 'the play link opens the MP4');
    assert.ok(f.querySelector('a.highlight-video__start img'), 'the poster under the play link');
    assert.ok(f.querySelector('template.highlight-video__player'), 'the player for the entry');
  }
});

test("gallery: 'Event Portfolio' has the eight filters and at least 55 photos covering every category", async () => {
  const section = sectionTitled(await main('gallery/index.html'), 'Event Portfolio');
  assert.equal(
    all(section, '.portfolio__filter').map((b) => `${b.getAttribute('data-filter')}=${text(b)}`),
    ['all=All', 'dj-services=DJ Services', 'photobooth=Photobooth', 'lighting=Lighting', 'decor=Decor', 'wedding=Weddings', 'corporateAV=Corporate & A/V', 'rental=Rentals'],
  );
  const tiles = all(section, '.tile');
  assert.ok(tiles.length >= 55, `${tiles.length} photos`);
  for (const id of ['dj-services', 'photobooth', 'lighting', 'decor', 'wedding', 'corporateAV', 'rental']) {
    const n = tiles.filter((t) => t.getAttribute('data-categories')!.split(' ').includes(id)).length;
    assert.ok(n >= 4, `${id}: ${n} photos`);
  }
  // The text a tile shows when its photo fails (the entry adds it then).
  assert.is(section.querySelector('.portfolio')?.getAttribute('data-unavailable-text'), 'Image unavailable');
});

test("gallery ends with a 'Get in Touch' call to action and the 'Plan Your Event' banner, both → /contact", async () => {
  const m = await main('gallery/index.html');
  const touch = link(m, 'Get in Touch');
  assert.is(touch.getAttribute('href'), '/contact');
  const plan = sectionTitled(m, 'Plan Your Event');
  const planLinks = all(plan, 'a');
  assert.is(planLinks.length, 1);
  assert.is(planLinks[0].getAttribute('href'), '/contact');
  assert.ok(before(sectionTitled(m, 'Event Portfolio'), touch), 'the call to action follows the portfolio');
  assert.ok(before(touch, plan), 'the banner is last');
  assert.is(m.lastElementChild, plan, "'Plan Your Event' is the final section");
});

// ---------------------------------------------------------------------------------------------
// Contact

test("contact: hero 'Get In Touch'", async () => {
  assert.is(text((await main('contact/index.html')).querySelector('h1')), 'Get In Touch');
});

test('contact details: phone and e-mail links, the service area, office hours and the two socials', async () => {
  const m = await main('contact/index.html');
  const details = m.querySelector('.contact-details')!;
  const phone = details.querySelector('a[href^="tel:"]')!;
  assert.is(phone.getAttribute('href'), 'tel:+15550102400');
  assert.is(text(phone), '(555) 010-2400');
  const email = details.querySelector('a[href^="mailto:"]')!;
  assert.is(email.getAttribute('href'), 'mailto:hello@elevate-events.example');
  assert.is(text(email), 'hello@elevate-events.example');
  assert.match(text(details), /Serving the greater metropolitan area/);
  const hours = all(details, '.hours > div').map((row) => [text(row.querySelector('dt')), text(row.querySelector('dd'))]);
  assert.equal(hours, [
    ['Monday–Friday', '9:00 AM–6:00 PM'],
    ['Saturday', '10:00 AM–2:00 PM'],
  ]);
  assert.match(text(details), /Follow Us/);
  const socials = all(details, '.contact-socials a').map((a) => [text(a), a.getAttribute('href')]);
  assert.equal(socials, [
    ['Facebook', 'https://www.facebook.com/elevateevents'],
    ['Instagram', 'https://www.instagram.com/elevateevents'],
  ]);
});

test("contact: the details column comes before 'Send Us a Message' with the booking form", async () => {
  const m = await main('contact/index.html');
  const form = sectionTitled(m, 'Send Us a Message');
  const booking = form.querySelector('[data-widget="BookingWidget"]');
  assert.ok(booking, 'the booking widget');
  assert.is(booking!.getAttribute('data-pid'), '5f0c3a9e8b7d6c5a4b3c2d1e', 'the HoneyBook placement id');
  assert.is(booking!.getAttribute('data-script'), 'https://widget.honeybook.com/assets_users_production/websiteplacements/placement-controller.min.js');
  assert.is(booking!.getAttribute('data-pixel'), 'https://www.honeybook.com/p.png?pid=5f0c3a9e8b7d6c5a4b3c2d1e');
  assert.ok(before(m.querySelector('.contact-details')!, form), 'details on the left, form on the right');
});

test("contact: a three-step 'Simplified Booking Process' and a three-question FAQ with the facts", async () => {
  const m = await main('contact/index.html');
  const process = sectionTitled(m, 'Simplified Booking Process');
  assert.equal(texts(process, 'ol h3'), ['Reach Out', 'Personalized Proposal', 'Enjoy Your Event']);
  const faq = sectionTitled(m, 'Frequently Asked Questions');
  assert.is(faq.querySelectorAll('details').length, 3);
  const body = text(faq);
  assert.match(body, /24–48 hours on business days/);
  assert.match(body, /50% deposit secures your date/);
  assert.match(body, /two weeks before the event/);
  assert.match(body, /travel fees may apply/i);
  assert.ok(before(process, faq), 'process, then FAQ');
});

// ---------------------------------------------------------------------------------------------
// 404

test("the 404 page reads '404 Page Not Found', has its message and both links", async () => {
  const m = await main('404.html');
  assert.is(text(m.querySelector('h1')), '404 Page Not Found');
  assert.match(text(m), /The page you're looking for doesn't exist or has been moved\./);
  assert.is(link(m, 'Return to Home').getAttribute('href'), '/');
  assert.is(link(m, 'Contact Us for Help').getAttribute('href'), '/contact');
  assert.ok(m.querySelector('[data-widget="NotFoundLogger"]'), 'the path logger');
});

test.run();
