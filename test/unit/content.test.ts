// The content modules: they pass their schemas, they carry the spec's facts, and the schemas
// reject broken content with a message that names the field.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { icons } from 'lucide-react';
import { site, home, services, pricing, team, gallery, contact, notFound } from '../../content/index.ts';
import {
  contentSchemas,
  contentErrors,
  isCustomPrice,
  isValidHref,
  priceSchema,
  PHOTO_CATEGORY_IDS,
  type ContentName,
} from '../../content/schema.ts';

const modules: Record<ContentName, unknown> = { site, home, services, pricing, team, gallery, contact, notFound };

/** The issues of a failed parse as 'path: message' lines. */
function issues(name: ContentName, value: unknown): string[] {
  const result = contentSchemas[name].safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.map(String).join('.')}: ${i.message}`);
}

function assertIssue(lines: string[], path: string, message: RegExp): void {
  const hit = lines.find((l) => l.startsWith(`${path}: `) && message.test(l));
  assert.ok(hit, `expected an issue at ${path} matching ${message}, got:\n${lines.join('\n') || '(no issues)'}`);
}

const clone = <T>(value: T): T => structuredClone(value);

// ---------------------------------------------------------------------------------------------
// The real content is valid

for (const name of Object.keys(contentSchemas) as ContentName[]) {
  test(`content/${name} passes its schema`, () => {
    assert.equal(contentErrors(name, modules[name]), []);
  });
}

test('every icon named in the content exists in lucide-react', () => {
  const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  const names = [...home.services.cards.map((c) => c.icon), ...services.items.map((s) => s.icon)];
  for (const name of names) assert.ok(pascal(name) in icons, `unknown lucide icon '${name}'`);
});

// ---------------------------------------------------------------------------------------------
// Site identity

test('site identity and contact details are the published ones', () => {
  assert.is(site.brand, 'Elevate Events');
  assert.equal(site.phone, { display: '(555) 010-2400', href: 'tel:+15550102400' });
  assert.equal(site.email, { display: 'hello@elevate-events.example', href: 'mailto:hello@elevate-events.example' });
  assert.is(site.url, 'https://www.elevate-events.example');
  assert.is(site.serviceArea, 'Serving the greater metropolitan area');
  assert.equal(site.socials, [
    { name: 'Facebook', href: 'https://www.facebook.com/elevateevents' },
    { name: 'Instagram', href: 'https://www.instagram.com/elevateevents' },
  ]);
  assert.is(site.googleReviews.tooltip, 'See all our 5-star reviews on Google');
  assert.match(site.googleReviews.href, /^https:\/\//);
});

test('office hours are Monday–Friday 9:00 AM–6:00 PM and Saturday 10:00 AM–2:00 PM', () => {
  assert.equal(site.officeHours, [
    { days: 'Monday–Friday', hours: '9:00 AM–6:00 PM' },
    { days: 'Saturday', hours: '10:00 AM–2:00 PM' },
  ]);
});

test('navigation has the six links in spec order; footer quick links and legal texts', () => {
  assert.equal(
    site.nav.map((l) => `${l.label} ${l.href}`),
    ['Home /', 'Services /services', 'Pricing /pricing', 'Team /team', 'Gallery /gallery', 'Contact /contact'],
  );
  assert.equal(site.footer.quickLinks.map((l) => l.label), ['Home', 'Services', 'Gallery', 'Contact']);
  assert.is(site.footer.bookLabel, 'Book a Consultation');
  assert.equal(site.footer.legal, ['Privacy Policy', 'Terms of Service']);
});

test('the booking widget uses the HoneyBook placement id', () => {
  assert.is(site.booking.provider, 'HoneyBook');
  assert.is(site.booking.placementId, '5f0c3a9e8b7d6c5a4b3c2d1e');
  assert.is(
    site.booking.scriptUrl,
    'https://widget.honeybook.com/assets_users_production/websiteplacements/placement-controller.min.js',
  );
  assert.is(site.booking.pixelUrl, 'https://www.honeybook.com/p.png?pid=5f0c3a9e8b7d6c5a4b3c2d1e');
});

// ---------------------------------------------------------------------------------------------
// Home

test('home has the spec sections, texts and link targets', () => {
  assert.not.ok('title' in home.hero, 'the hero has no title text');
  assert.is(home.banner.title, 'Elevate Your Events with Premium Entertainment');
  assert.equal(home.banner.cta, { label: 'Book Your Experience', href: '/contact' });
  assert.is(home.services.title, 'Our Premium Services');
  assert.equal(home.services.cards.map((c) => c.title), [
    'DJ Services',
    'Photobooth Rentals',
    'Sound & Lighting Rentals',
    'Custom Decor',
  ]);
  assert.equal(home.services.cta, { label: 'Explore All Services', href: '/services' });
  assert.is(home.process.title, 'Simplified Booking Process');
  assert.equal(home.process.steps.map((s) => `${s.number} ${s.title}`), [
    '1 Initial Consultation',
    '2 Customized Proposal',
    '3 Planning & Preparation',
    '4 Flawless Execution',
  ]);
  assert.equal(home.process.cta, { label: 'Start Planning Now', href: '/contact' });
  assert.equal(home.about.cta, { label: 'View Our Gallery', href: '/gallery' });
  assert.is(home.about.photos.length, 4);
  assert.match(home.about.paragraphs.join(' '), /over a decade/);
  assert.is(home.testimonials.title, 'What Our Clients Say');
  assert.is(home.testimonials.items.length, 3);
  assert.equal(home.closing.cta, { label: 'Get in Touch', href: '/contact' });
  assert.is(home.meta.title, 'Premium Event Entertainment');
});

// ---------------------------------------------------------------------------------------------
// Services

test('the services page has six services with five features each', () => {
  assert.is(services.hero.title, 'Premium Entertainment Services');
  assert.equal(services.items.map((s) => s.title), [
    'DJ Services',
    'Photobooth Rentals',
    'Sound & Lighting Rentals',
    'Custom Decor',
    'Full-Service Packages',
    'Corporate Events',
  ]);
  for (const item of services.items) assert.is(item.features.length, 5, `${item.title} features`);
  assert.equal(services.quoteCta, { label: 'Request a Custom Quote', href: '/contact' });
  assert.equal(services.closing.cta, { label: 'Get Your Custom Quote', href: '/contact' });
  assert.is(services.howItWorks.title, 'How It Works');
  assert.is(services.howItWorks.steps.length, 4);
});

test('every home service card links to its service block on /services', () => {
  const ids = services.items.map((s) => s.id);
  for (const card of home.services.cards) {
    const [route, fragment] = card.href.split('#');
    assert.is(route, '/services');
    assert.ok(fragment && ids.includes(fragment), `${card.title}: '${card.href}' names no service block`);
  }
});

test('the services FAQ covers lead time, equipment, songs, contract and payment with the spec facts', () => {
  const qs = services.faq.items.map((i) => i.question.toLowerCase());
  assert.ok(qs.some((q) => q.includes('advance')), 'booking lead time');
  assert.ok(qs.some((q) => q.includes('equipment')), 'equipment');
  assert.ok(qs.some((q) => q.includes('song')), 'song requests');
  assert.ok(qs.some((q) => q.includes('contract') && q.includes('payment')), 'contract and payment');
  const answers = services.faq.items.map((i) => i.answer).join(' ');
  assert.match(answers, /6–9 months ahead/);
  assert.match(answers, /weddings/);
  assert.match(answers, /other events, 3–6 months/);
  assert.match(answers, /50% deposit secures your date/);
  assert.match(answers, /balance is due two weeks before the event/);
});

// ---------------------------------------------------------------------------------------------
// Pricing

test('pricing lists the spec tiers with thousands separators and the popular flags', () => {
  const rows = pricing.tabs.map((tab) => ({
    id: tab.id,
    label: tab.label,
    tiers: tab.tiers.map((t) => `${t.name} ${t.price}${'popular' in t && t.popular ? ' popular' : ''}`),
  }));
  assert.equal(rows, [
    { id: 'dj', label: 'DJ Services', tiers: ['Essential DJ $900', 'Premium DJ $1,500 popular', 'Luxury DJ $2,500'] },
    {
      id: 'photobooth',
      label: 'Photobooth',
      tiers: ['Classic 360 Booth $675', 'Open-Air Booth $900 popular', 'Luxury 360 Experience $1,400'],
    },
  ]);
  assert.is(pricing.meta.title, 'Pricing & Packages');
  assert.is(pricing.popularLabel, 'Most Popular');
  assert.is(pricing.priceSuffix, '/event');
  assert.match(pricing.disclaimer, /illustrative/);
  assert.match(pricing.disclaimer, /peak season and holiday pricing/);
  assert.equal(pricing.customQuote.label, 'Contact Us For Custom Quote');
  assert.equal(pricing.customQuote.href, '/contact');
});

test('every tier has a "Book Consultation" button to /contact', () => {
  for (const tier of pricing.tabs.flatMap((t) => t.tiers)) {
    assert.is(tier.buttonText, 'Book Consultation');
    assert.is(tier.href, '/contact');
  }
});

test('every tier feature uses the wording of the price tables, one list item each', () => {
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
  for (const tier of pricing.tabs.flatMap((t) => t.tiers)) {
    const expected = facts[tier.name];
    assert.ok(expected, `unexpected tier ${tier.name}`);
    assert.is(tier.features.length, expected.length, `${tier.name}: one item per feature`);
    expected.forEach((phrase, i) =>
      assert.ok(tier.features[i]?.toLowerCase().includes(phrase.toLowerCase()), `${tier.name} feature ${i}: "${tier.features[i]}" says "${phrase}"`),
    );
  }
});

test("'/event' is shown for every price except 'Custom'", () => {
  assert.ok(isCustomPrice('Custom'));
  assert.not.ok(isCustomPrice('$900'));
  assert.not.ok(isCustomPrice('$1,500'));
  for (const tier of pricing.tabs.flatMap((t) => t.tiers)) assert.not.ok(isCustomPrice(tier.price), tier.name);
});

test('prices must use thousands separators', () => {
  assert.ok(priceSchema.safeParse('$1,400').success);
  assert.ok(priceSchema.safeParse('Custom').success);
  const typo = priceSchema.safeParse('$1400');
  assert.not.ok(typo.success);
  assert.match(typo.error?.issues[0]?.message ?? '', /invalid price '\$1400'.*thousands separators/);
});

// ---------------------------------------------------------------------------------------------
// Team

test('team: four members with roles, one DJR badge, the 15-year and 300+ claims', () => {
  assert.is(team.title, 'Meet Our Team');
  assert.is(team.meta.title, 'Meet Our Team');
  assert.equal(
    team.members.map((m) => `${m.name}: ${m.role}`),
    [
      'Marcus Reed: Founder & Lead DJ',
      'Sofia Alvarez: Event Director',
      'Jordan Kim: Lighting & Production Lead',
      'Priya Nair: Photobooth & Guest Experience Manager',
    ],
  );
  const badged = team.members.filter((m) => 'badge' in m);
  assert.equal(badged.map((m) => [m.name, 'badge' in m ? m.badge : '']), [['Marcus Reed', 'DJR']]);
  for (const m of team.members) assert.is(m.image?.file, `assets/photos/team/${m.slug}.jpg`);
  assert.match(team.intro, /over 15 years/);
  assert.match(team.intro, /300\+ luxury events/);
  assert.equal(team.stats.map((s) => s.value), ['15+', '300+']);
  assert.is(team.join.title, 'Join Our Team');
  assert.is(team.join.cta.href, '/contact');
});

// ---------------------------------------------------------------------------------------------
// Gallery

test('the gallery has at least 55 photos covering every category at least four times', () => {
  assert.ok(gallery.photos.length >= 55, `${gallery.photos.length} photos`);
  for (const id of PHOTO_CATEGORY_IDS) {
    const used = gallery.photos.filter((p) => (p.categories as string[]).includes(id)).length;
    assert.ok(used >= 4, `${id} used ${used} times`);
  }
  gallery.photos.forEach((p, i) => {
    assert.is(p.image.file, `assets/photos/gallery/${String(i + 1).padStart(2, '0')}.jpg`);
    assert.ok(p.categories.length >= 1 && p.categories.length <= 3, p.id);
  });
});

test('gallery categories match the scenes of the sample photos (scripts/samples/gallery-themes.json)', () => {
  const file = new URL('../../scripts/samples/gallery-themes.json', import.meta.url);
  if (!existsSync(file)) return; // a real business replaced the sample photos and their generator
  const themes = JSON.parse(readFileSync(file, 'utf8')) as { file: string; theme: string; categories: string[] }[];
  const byFile = new Map(themes.map((t) => [t.file, t]));
  for (const p of gallery.photos) {
    const theme = byFile.get(p.image.file);
    if (!theme) continue;
    assert.equal([...p.categories].sort(), [...theme.categories].sort(), `${p.id} (${theme.theme}): ${p.caption}`);
  }
});

test('the gallery filters, videos and texts match the spec', () => {
  assert.is(gallery.hero.title, 'Our Event Gallery');
  assert.is(gallery.highlights.title, 'Event Highlights');
  assert.equal(gallery.highlights.videos.map((v) => v.caption), ["New Year's Eve Celebration", 'Halloween 2024 Event']);
  for (const v of gallery.highlights.videos) assert.match(v.video.poster.file, /^assets\/video\/.+-poster\.jpg$/);
  assert.is(gallery.highlights.fallbackText, 'Your browser does not support the video tag.');
  assert.is(gallery.portfolio.title, 'Event Portfolio');
  assert.equal(
    gallery.portfolio.categories.map((c) => `${c.id}=${c.label}`),
    [
      'all=All',
      'dj-services=DJ Services',
      'photobooth=Photobooth',
      'lighting=Lighting',
      'decor=Decor',
      'wedding=Weddings',
      'corporateAV=Corporate & A/V',
      'rental=Rentals',
    ],
  );
  assert.is(gallery.unavailableText, 'Image unavailable');
  assert.is(gallery.cta.label, 'Get in Touch');
  assert.is(gallery.cta.href, '/contact');
  assert.is(gallery.banner.title, 'Plan Your Event');
  assert.is(gallery.banner.cta.href, '/contact');
});

// ---------------------------------------------------------------------------------------------
// Contact and 404

test('contact: sections, three steps and the FAQ facts', () => {
  assert.is(contact.hero.title, 'Get In Touch');
  assert.is(contact.form.title, 'Send Us a Message');
  assert.is(contact.details.followLabel, 'Follow Us');
  assert.is(contact.process.title, 'Simplified Booking Process');
  assert.equal(contact.process.steps.map((s) => s.title), ['Reach Out', 'Personalized Proposal', 'Enjoy Your Event']);
  assert.is(contact.faq.items.length, 3);
  const answers = contact.faq.items.map((i) => i.answer).join(' ');
  assert.match(answers, /within 24–48 hours on business days/);
  assert.match(answers, /50% deposit secures your date/);
  assert.match(answers, /balance is due two weeks before the event/);
  assert.match(answers, /travel fees may apply for events outside our usual service area/);
});

test('404: code, title, message and both links', () => {
  assert.is(`${notFound.code} ${notFound.title}`, '404 Page Not Found');
  assert.is(notFound.message, "The page you're looking for doesn't exist or has been moved.");
  assert.equal(notFound.home, { label: 'Return to Home', href: '/' });
  assert.equal(notFound.help, { label: 'Contact Us for Help', href: '/contact' });
  assert.is(notFound.meta.title, 'Page Not Found');
});

test('every "Get in Touch" and "Book" link in the content leads to /contact', () => {
  const found: string[] = [];
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (!value || typeof value !== 'object') return;
    const rec = value as Record<string, unknown>;
    const label = rec.label ?? rec.buttonText;
    if (typeof label === 'string' && typeof rec.href === 'string' && /get in touch|book/i.test(label)) {
      found.push(label);
      assert.is(rec.href, '/contact', label);
    }
    Object.values(rec).forEach(walk);
  };
  walk(modules);
  assert.ok(found.length >= 8, `found ${found.length} such links`);
});

// ---------------------------------------------------------------------------------------------
// Invalid content fails with a useful path and message

test('an unknown gallery category names the photo and the allowed ids', () => {
  const bad = clone(gallery);
  (bad.photos[12]!.categories as string[])[0] = 'weddings';
  const lines = issues('gallery', bad);
  assertIssue(lines, 'photos.12.categories.0', /unknown category 'weddings'; expected one of dj-services, photobooth, .*rental/);
  assert.ok(!lines.some((l) => /expected one of all/.test(l)), "'all' is a filter, not a photo category");
});

test("'all' is not a photo category", () => {
  const bad = clone(gallery);
  (bad.photos[0]!.categories as string[])[0] = 'all';
  assertIssue(issues('gallery', bad), 'photos.0.categories.0', /unknown category 'all'/);
});

test('a missing caption is reported as required', () => {
  const bad = clone(gallery) as unknown as { photos: Record<string, unknown>[] };
  delete bad.photos[3]!.caption;
  assertIssue(issues('gallery', bad), 'photos.3.caption', /required/);
});

test('an empty or blank text is rejected', () => {
  const bad = clone(gallery);
  bad.photos[5]!.caption = '   ';
  assertIssue(issues('gallery', bad), 'photos.5.caption', /must not be empty/);
});

test('fewer than 55 photos, or a category used fewer than four times, fails', () => {
  const few = clone(gallery);
  few.photos = few.photos.slice(0, 40);
  assertIssue(issues('gallery', few), 'photos', /at least 55 photos, found 40/);

  const thin = clone(gallery);
  let kept = 0;
  for (const p of thin.photos) {
    if (!(p.categories as string[]).includes('rental')) continue;
    if (kept < 3) kept += 1;
    else p.categories = p.categories.filter((c) => c !== 'rental').concat(p.categories.length === 1 ? ['decor'] : []);
  }
  assertIssue(issues('gallery', thin), 'photos', /category 'rental' is used by 3 photos; expected at least 4/);
});

test('duplicate photo ids are reported on the second entry', () => {
  const bad = clone(gallery);
  bad.photos[7]!.id = bad.photos[2]!.id;
  assertIssue(issues('gallery', bad), 'photos.7.id', /duplicate photo id 'g03'/);
});

test('a service with four features fails', () => {
  const bad = clone(services);
  bad.items[0]!.features = bad.items[0]!.features.slice(0, 4);
  assertIssue(issues('services', bad), 'items.0.features', /exactly 5 features/);
});

test('duplicate service ids fail', () => {
  const bad = clone(services);
  bad.items[1]!.id = 'dj-services';
  assertIssue(issues('services', bad), 'items.1.id', /duplicate service id 'dj-services'/);
});

test('two popular tiers in one tab fail', () => {
  const bad = clone(pricing) as unknown as { tabs: { tiers: { popular?: boolean }[] }[] };
  bad.tabs[0]!.tiers[0]!.popular = true;
  assertIssue(issues('pricing', bad), 'tabs.0.tiers', /exactly one popular tier, found 2/);
});

test('a tab with no popular tier or with two tiers fails', () => {
  const none = clone(pricing) as unknown as { tabs: { tiers: { popular?: boolean }[] }[] };
  delete none.tabs[1]!.tiers[1]!.popular;
  assertIssue(issues('pricing', none), 'tabs.1.tiers', /exactly one popular tier, found 0/);
  const two = clone(pricing);
  two.tabs[1]!.tiers = two.tabs[1]!.tiers.slice(0, 2) as never;
  assertIssue(issues('pricing', two), 'tabs.1.tiers', /exactly 3 tiers/);
});

test('links must be routes of the site or https/tel/mailto URLs', () => {
  for (const ok of ['/', '/contact', '/services#dj-services', 'https://example.com/x', 'tel:+15550102400', 'mailto:a@b.example']) {
    assert.ok(isValidHref(ok), ok);
  }
  for (const bad of ['#', '/booking', 'contact', 'http://example.com', 'javascript:alert(1)', '/contact/']) {
    assert.not.ok(isValidHref(bad), bad);
  }
  const badHome = clone(home);
  (badHome.banner.cta as { href: string }).href = '#';
  assertIssue(issues('home', badHome), 'banner.cta.href', /invalid link '#'; expected a route/);
});

test('a misspelt field is reported, not silently ignored', () => {
  const bad = clone(notFound) as Record<string, unknown>;
  bad.mesage = bad.message;
  delete bad.message;
  const lines = issues('notFound', bad);
  assertIssue(lines, 'message', /required/);
  assert.ok(lines.some((l) => /Unrecognized key.*mesage/.test(l)), lines.join('\n'));
});

test('a photo must be a photo() reference under assets/', () => {
  const bad = clone(team);
  (bad.familyPhoto as { image: unknown }).image = 'team/family.jpg';
  assertIssue(issues('team', bad), 'familyPhoto.image', /expected object|photo/i);
  const wrongFile = clone(team);
  wrongFile.familyPhoto.image.file = 'photos/team/family.gif';
  assertIssue(issues('team', wrongFile), 'familyPhoto.image.file', /under assets\//);
});

test('a media path must stay inside assets/: no .., no absolute path', () => {
  const cases: [string, RegExp][] = [
    ['assets/../../elsewhere/secret.jpg', /uses '\.\.', which can lead outside assets\//],
    ['assets/photos/../../package.jpg', /uses '\.\.'/],
    ['/etc/secret.jpg', /is an absolute path/],
    ['C:/Users/secret.jpg', /is an absolute path/],
    ['assets/./photos/team/family.jpg', /is not a plain path/],
    ['assets//photos/team/family.jpg', /is not a plain path/],
    ['assets\\..\\secret.jpg', /uses '\\'; .* with '\/' between folders/],
  ];
  for (const [file, message] of cases) {
    const bad = clone(team);
    bad.familyPhoto.image.file = file;
    assertIssue(issues('team', bad), 'familyPhoto.image.file', message);
  }
});

test('a local video source or poster must stay inside assets/', () => {
  const bad = clone(home);
  bad.hero.video.sources[0]!.src = 'assets/../../elsewhere/secret.mp4';
  bad.hero.video.sources[1]!.src = '/home/someone/secret.mp4';
  bad.hero.video.poster.file = 'assets/video/../../../secret.jpg';
  const lines = issues('home', bad);
  assertIssue(lines, 'hero.video.sources.0.src', /uses '\.\.', which can lead outside assets\/.*or an absolute https:\/\/ URL/);
  assertIssue(lines, 'hero.video.sources.1.src', /is an absolute path/);
  assertIssue(lines, 'hero.video.poster.file', /uses '\.\.'/);
  const remote = clone(home);
  remote.hero.video.sources[0]!.src = 'https://cdn.example.com/hero.webm';
  assert.equal(issues('home', remote), []);
  remote.hero.video.sources[0]!.src = 'file:///etc/passwd';
  assertIssue(issues('home', remote), 'hero.video.sources.0.src', /not an absolute https:\/\/ URL/);
});

test('contentErrors prints one line per problem as content/<file>.ts: <path>: <message>', () => {
  const bad = clone(gallery);
  (bad.photos[12]!.categories as string[])[0] = 'weddings';
  const lines = contentErrors('gallery', bad);
  assert.is(lines.length, 1);
  assert.match(lines[0]!, /^content\/gallery\.ts: photos\.12\.categories\.0: unknown category 'weddings'/);
  const nf = clone(notFound) as Record<string, unknown>;
  nf.title = '';
  assert.equal(contentErrors('notFound', nf), ['content/not-found.ts: title: must not be empty']);
});

test.run();
