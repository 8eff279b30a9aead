// The content and its validation, through the build's own function (generator/content.ts
// validateContent, with the routes found in pages/): the real content passes; broken content
// fails with one line per problem naming the file, the field and what is expected, all in one
// pass; counts that are only layout choices can grow. The site's literal texts (the spec) are
// asserted once, on the built pages, in test/html/pages.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync, readFileSync } from 'node:fs';
import { icons } from 'lucide-react';
import * as content from '../../content/index.ts';
import * as schemaModule from '../../content/schema.ts';
import { isCustomPrice } from '../../content/schema.ts';
import { validateContent } from '../../generator/content.ts';
import { PATHS } from '../helpers/site.ts';

const { site, home, services, pricing, team, gallery, contact, notFound } = content;
const MODULES = { site, home, services, pricing, team, gallery, contact, notFound };
type Modules = typeof MODULES;

/** The build's lines for these modules: 'content/gallery.ts: photos.12.caption: required'. */
function validate(change: (m: Modules) => void = () => {}, routes: readonly string[] = PATHS): string[] {
  const modules = structuredClone(MODULES);
  change(modules);
  return validateContent(modules, schemaModule, routes).map((e) => e.message);
}

function assertLine(lines: string[], start: string, message: RegExp): void {
  const hit = lines.find((l) => l.startsWith(`${start}: `) && message.test(l));
  assert.ok(hit, `expected a line '${start}: …' matching ${message}, got:\n${lines.join('\n') || '(no problems)'}`);
}

/** Loosens the types of a module so a test can break it. */
const loose = (value: unknown) => value as Record<string, any>;

// ---------------------------------------------------------------------------------------------
// The real content

test('the content passes the build validation for the routes in pages/', () => {
  assert.equal(validate(), []);
});

test('every icon named in the content exists in lucide-react', () => {
  const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  for (const name of services.items.map((s) => s.icon)) assert.ok(pascal(name) in icons, `unknown lucide icon '${name}'`);
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

test("'/event' is shown for every price except 'Custom'", () => {
  assert.ok(isCustomPrice('Custom'));
  assert.ok(isCustomPrice(' custom '));
  assert.not.ok(isCustomPrice('$900'));
  assert.not.ok(isCustomPrice('$1,500'));
});

// ---------------------------------------------------------------------------------------------
// Links are pages: the files in pages/

test('a nav link to a page that does not exist says that routes are the files in pages/', () => {
  const lines = validate((m) => m.site.nav.push({ label: 'Events', href: '/no-such-page' }));
  const at = site.nav.length;
  assert.equal(lines, [
    `content/site.ts: nav.${at}.href: '/no-such-page' is not a page; routes are the files in pages/ (${[...PATHS].sort().join(', ')})`,
  ]);
});

test('the same nav link is valid once pages/ has the page', () => {
  assert.equal(validate((m) => m.site.nav.push({ label: 'Events', href: '/no-such-page' }), [...PATHS, '/no-such-page']), []);
});

test('links must be pages (with an optional #fragment) or https/tel/mailto URLs', () => {
  const ok = ['/', '/contact', '/services#dj-services', 'https://example.com/x', 'tel:+15550102400', 'mailto:a@b.example'];
  for (const href of ok) assert.equal(validate((m) => (m.home.banner.cta.href = href)), [], href);
  const bad: [string, RegExp][] = [
    ['#', /expected a link like '\/contact', .*got '#'/],
    ['/booking', /'\/booking' is not a page; routes are the files in pages\//],
    ['/contact/', /leave out the trailing slash/],
    ['/services#', /invalid fragment/],
    ['contact', /expected a link like/],
    ['http://example.com', /expected a link like/],
    ['javascript:alert(1)', /expected a link like/],
  ];
  for (const [href, message] of bad) assertLine(validate((m) => (m.home.banner.cta.href = href)), 'content/home.ts: banner.cta.href', message);
});

test('nav and footer quick links must be pages of this site, not other URLs', () => {
  const lines = validate((m) => (m.site.footer.quickLinks[0].href = 'https://example.com'));
  assertLine(lines, 'content/site.ts: footer.quickLinks.0.href', /expected a page of this site like '\/contact'/);
});

// ---------------------------------------------------------------------------------------------
// Every problem in one pass, with helpful messages

test('every problem is reported in one pass: types, counts, duplicates and cross-field rules together', () => {
  // Positions and names come from the content as it is, so adding a member, a service or a
  // feature leaves this test meaning the same.
  const at = { member: -1, feature: -1, slug: '', id: '' };
  const lines = validate((m) => {
    loose(m.team).title = 5;
    at.slug = m.team.members[0].slug;
    at.member = m.team.members.push({ ...m.team.members[1], slug: at.slug, badge: 'X' }) - 1;
    at.feature = m.services.items[2].features.length;
    loose(m.services.items[2]).features = [...m.services.items[2].features, 7];
    at.id = m.services.items[0].id;
    m.services.items[3].id = at.id;
    loose(m.pricing.tabs[0].tiers[0]).price = 1650;
    m.gallery.photos = m.gallery.photos.slice(0, 40);
    loose(m.contact.process.steps[1]).number = '2';
    loose(m.notFound).mesage = 'x';
  });
  assertLine(lines, 'content/team.ts: title', /expected text, got the number 5/);
  assertLine(lines, `content/team.ts: members.${at.member}.slug`, new RegExp(`duplicate member slug '${at.slug}'`));
  assertLine(lines, 'content/team.ts: members', /expected exactly one member with a badge, found 2/);
  assertLine(lines, `content/services.ts: items.2.features.${at.feature}`, /expected text, got the number 7/);
  assertLine(lines, 'content/services.ts: items.3.id', new RegExp(`duplicate service id '${at.id}'`));
  assertLine(lines, 'content/pricing.ts: tabs.0.tiers.0.price', /expected text like '\$1,650', got the number 1650/);
  assertLine(lines, 'content/gallery.ts: photos', /expected at least 55 photos, found 40/);
  assertLine(lines, 'content/contact.ts: process.steps.1.number', /expected a step number like 1, got '2'/);
  assertLine(lines, 'content/not-found.ts: notFound', /unknown field 'mesage'/);
});

test('a list over its maximum still has its entries checked in the same pass', () => {
  const lines = validate((m) => {
    const tiers = m.pricing.tabs[0].tiers;
    m.pricing.tabs[0].tiers = [...tiers, { ...tiers[0], name: 'Four' }, { ...tiers[0], name: 'Five', price: 5 as unknown as string }];
    loose(m.gallery.photos[0]).categories = ['decor', 'decor', 'lighting', 'weddings'];
  });
  assertLine(lines, 'content/pricing.ts: tabs.0.tiers', /expected at most 4 tiers .*found 5/);
  assertLine(lines, 'content/pricing.ts: tabs.0.tiers.4.price', /got the number 5/);
  assertLine(lines, 'content/gallery.ts: photos.0.categories', /expected at most three categories, found 4/);
  assertLine(lines, 'content/gallery.ts: photos.0.categories.3', /unknown category 'weddings'/);
  assertLine(lines, 'content/gallery.ts: photos.0.categories.1', /duplicate category 'decor'/);
});

test('a wrong type gets the same helpful message as a wrong text', () => {
  const number = validate((m) => (loose(m.pricing.tabs[0].tiers[0]).price = 1650));
  assert.equal(number, ["content/pricing.ts: tabs.0.tiers.0.price: expected text like '$1,650', got the number 1650"]);
  const typo = validate((m) => (m.pricing.tabs[0].tiers[0].price = '$1400'));
  assert.equal(typo, [
    "content/pricing.ts: tabs.0.tiers.0.price: expected text like '$1,650', got '$1400' (whole dollars with thousands separators, or 'Custom')",
  ]);
  assertLine(validate((m) => (loose(m.site).brand = ['Elevate'])), 'content/site.ts: brand', /expected text, got a list/);
  assertLine(validate((m) => (loose(m.services.items[0]).id = 3)), 'content/services.ts: items.0.id', /expected text like 'dj-services', got the number 3/);
  assertLine(validate((m) => (loose(m.site.booking).timeoutMs = '8000')), 'content/site.ts: booking.timeoutMs', /expected a number of milliseconds like 8000, got '8000'/);
  assertLine(validate((m) => (loose(m.team).members = {})), 'content/team.ts: members', /expected a list of team members, got an object/);
});

test('an unknown gallery category names the photo and the allowed ids', () => {
  const lines = validate((m) => (loose(m.gallery.photos[12]).categories[0] = 'weddings'));
  assertLine(lines, 'content/gallery.ts: photos.12.categories.0', /unknown category 'weddings'; expected one of dj-services, photobooth, .*rental/);
  assert.ok(!lines.some((l) => /expected one of all/.test(l)), "'all' is a filter, not a photo category");
  assertLine(validate((m) => (loose(m.gallery.photos[0]).categories[0] = 'all')), 'content/gallery.ts: photos.0.categories.0', /unknown category 'all'/);
});

test('a missing field is reported as required, a blank text as empty', () => {
  assertLine(validate((m) => delete loose(m.gallery.photos[3]).caption), 'content/gallery.ts: photos.3.caption', /^.*: required$/);
  assertLine(validate((m) => (m.gallery.photos[5].caption = '   ')), 'content/gallery.ts: photos.5.caption', /must not be empty/);
});

test('a misspelt field is reported, not silently ignored', () => {
  const lines = validate((m) => {
    const nf = loose(m.notFound);
    nf.mesage = nf.message;
    delete nf.message;
  });
  assertLine(lines, 'content/not-found.ts: message', /required/);
  assertLine(lines, 'content/not-found.ts: notFound', /unknown field 'mesage'/);
});

test('a photo must be a photo() reference to an image under assets/', () => {
  assertLine(validate((m) => (loose(m.team.familyPhoto).image = 'team/family.jpg')), 'content/team.ts: familyPhoto.image', /expected a photo: photo\('folder\/name\.jpg'\)/);
  assertLine(
    validate((m) => (m.team.familyPhoto.image.file = 'photos/team/family.gif')),
    'content/team.ts: familyPhoto.image.file',
    /'photos\/team\/family\.gif' is not under assets\/; expected a \.jpg, \.jpeg, \.png, \.webp, \.avif file under assets\//,
  );
});

// ---------------------------------------------------------------------------------------------
// Requirements that stay fixed

test('fewer than 55 photos, or a category used fewer than four times, fails', () => {
  assertLine(validate((m) => (m.gallery.photos = m.gallery.photos.slice(0, 40))), 'content/gallery.ts: photos', /at least 55 photos, found 40/);
  const lines = validate((m) => {
    let kept = 0;
    for (const p of m.gallery.photos) {
      if (!p.categories.includes('rental')) continue;
      if (kept < 3) kept += 1;
      else p.categories = p.categories.filter((c) => c !== 'rental').concat(p.categories.length === 1 ? ['decor'] : []);
    }
  });
  assertLine(lines, 'content/gallery.ts: photos', /category 'rental' is used by 3 photos; expected at least 4/);
});

test('duplicate ids are reported on the second entry', () => {
  assertLine(validate((m) => (m.gallery.photos[7].id = m.gallery.photos[2].id)), 'content/gallery.ts: photos.7.id', /duplicate photo id 'g03'/);
  assertLine(validate((m) => (m.services.items[1].id = 'dj-services')), 'content/services.ts: items.1.id', /duplicate service id 'dj-services'/);
});

test('one popular tier per tab: two fail, none fails when the tab has several tiers', () => {
  assertLine(validate((m) => (m.pricing.tabs[0].tiers[0].popular = true)), 'content/pricing.ts: tabs.0.tiers', /exactly one popular tier, found 2/);
  assertLine(validate((m) => delete m.pricing.tabs[1].tiers[1].popular), 'content/pricing.ts: tabs.1.tiers', /exactly one popular tier, found 0/);
});

// ---------------------------------------------------------------------------------------------
// Counts that are layout choices can grow

test('a fifth team member and a seventh service with six features are valid', () => {
  const lines = validate((m) => {
    m.team.members.push({ slug: 'alex-moreau', name: 'Alex Moreau', role: 'Lighting Technician', bio: 'Alex rigs and runs our lights.' });
    const features = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    m.services.items.push({ ...m.services.items[0], id: 'kids-parties', title: 'Kids Parties', features, featured: undefined, summary: undefined });
  });
  assert.equal(lines, []);
});

test('one to four tiers per tab; five do not fit', () => {
  for (const n of [1, 2, 3, 4]) {
    const lines = validate((m) => {
      const tiers = m.pricing.tabs[0].tiers;
      const popular = tiers.find((t) => t.popular)!;
      const others = tiers.filter((t) => !t.popular).map((t, i) => ({ ...t, name: `${t.name} ${i}` }));
      m.pricing.tabs[0].tiers = [popular, ...others, { ...others[0], name: 'Extra' }].slice(0, n);
    });
    assert.equal(lines, [], `${n} tier(s)`);
  }
  const five = validate((m) => {
    const tiers = m.pricing.tabs[0].tiers;
    m.pricing.tabs[0].tiers = [...tiers, { ...tiers[0], name: 'Four' }, { ...tiers[0], name: 'Five' }];
  });
  assertLine(five, 'content/pricing.ts: tabs.0.tiers', /at most 4 tiers/);
});

test('sensible minimums: at least one team member, service, testimonial, question; at least two steps', () => {
  const lines = validate((m) => {
    m.team.members = [];
    m.services.items = [];
    m.home.testimonials.items = [];
    m.services.faq.items = [];
    m.contact.process.steps = m.contact.process.steps.slice(0, 1);
  });
  assertLine(lines, 'content/team.ts: members', /at least 1 team members/);
  assertLine(lines, 'content/services.ts: items', /at least 1 services/);
  assertLine(lines, 'content/home.ts: testimonials.items', /at least 1 testimonials/);
  assertLine(lines, 'content/services.ts: faq.items', /at least 1 questions/);
  assertLine(lines, 'content/contact.ts: process.steps', /at least 2 steps/);
});

test('the home page cards are the featured services, each with a summary', () => {
  assertLine(
    validate((m) => delete m.services.items[0].summary),
    'content/services.ts: items.0.summary',
    /required for a featured service/,
  );
  assertLine(
    validate((m) => m.services.items.forEach((s) => delete s.featured)),
    'content/services.ts: items',
    /mark at least one service `featured: true`/,
  );
});

test('steps are numbered 1, 2, 3 … in order', () => {
  assertLine(validate((m) => (m.home.process.steps[2].number = 4)), 'content/home.ts: process.steps.2.number', /expected step number 3, got 4/);
});

test('the about mosaic takes an even number of photos', () => {
  assertLine(
    validate((m) => (m.home.about.photos = m.home.about.photos.slice(0, 3))),
    'content/home.ts: about.photos',
    /expected an even number of photos \(two columns\), found 3/,
  );
  assert.equal(validate((m) => (m.home.about.photos = m.home.about.photos.slice(0, 2))), []);
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
    assertLine(validate((m) => (m.team.familyPhoto.image.file = file)), 'content/team.ts: familyPhoto.image.file', message);
  }
});

test('a local video source or poster must stay inside assets/', () => {
  const lines = validate((m) => {
    m.home.hero.video.sources[0].src = 'assets/../../elsewhere/secret.mp4';
    m.home.hero.video.sources[1].src = '/home/someone/secret.mp4';
    m.home.hero.video.poster.file = 'assets/video/../../../secret.jpg';
  });
  assertLine(lines, 'content/home.ts: hero.video.sources.0.src', /uses '\.\.', which can lead outside assets\/.*or an absolute https:\/\/ URL/);
  assertLine(lines, 'content/home.ts: hero.video.sources.1.src', /is an absolute path/);
  assertLine(lines, 'content/home.ts: hero.video.poster.file', /uses '\.\.'/);
  assert.equal(validate((m) => (m.home.hero.video.sources[0].src = 'https://cdn.example.com/hero.webm')), []);
  assertLine(
    validate((m) => (m.home.hero.video.sources[0].src = 'file:///etc/passwd')),
    'content/home.ts: hero.video.sources.0.src',
    /not an absolute https:\/\/ URL/,
  );
});

test.run();
