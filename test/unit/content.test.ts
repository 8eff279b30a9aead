// The content and its validation, through the build's own function (generator/content/load.ts
// validateContent, with the routes found in pages/): the content passes; broken content fails
// with one line per problem naming the file, the field and what is expected, all in one pass;
// lists that are only layout choices can grow and shrink. Each test breaks the content as it is
// (test/helpers/content.ts), picking its positions and names from it, so it means the same
// whatever the owner has written. The rules that hold for any content: test/unit/schema.test.ts.

import { icons } from 'lucide-react';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WrittenContent } from '../../content/schema/index.ts';
import { content, LINK_ROUTES, services } from '../helpers/content.ts';
import { itemAt, only } from '../helpers/lists.ts';
import { PATHS } from '../helpers/site.ts';
import { assertLine, loose, unusedId, validate } from '../helpers/validate.ts';

// ---------------------------------------------------------------------------------------------
// The content as it is

test('the content passes the build validation for the routes in pages/', () => {
  assert.equal(validate(), []);
});

test('every icon named in the content exists in lucide-react', () => {
  const pascal = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  for (const name of services.items.map((s) => s.icon)) assert.ok(pascal(name) in icons, `unknown lucide icon '${name}'`);
});

// ---------------------------------------------------------------------------------------------
// Links are pages: the files in pages/

test('a nav link to a page that does not exist says that routes are the files in pages/', () => {
  const page = unusedId('/events', PATHS);
  const lines = validate((m) => m.site.nav.push({ label: 'Events', href: page }));
  assert.equal(lines, [
    `content/site.yaml: nav.${content.site.nav.length}.href: '${page}' is not a page; routes are the files in pages/ (${[...LINK_ROUTES].sort().join(', ')})`,
  ]);
});

test('the same nav link is valid once pages/ has the page', () => {
  const page = unusedId('/events', PATHS);
  assert.equal(
    validate((m) => m.site.nav.push({ label: 'Events', href: page }), [...PATHS, page]),
    [],
  );
});

test('links must be pages (with an optional #fragment) or https/tel/mailto URLs', () => {
  const service = itemAt(services.items, 0, 'service').id;
  const ok = ['/', '/contact', `/services#${service}`, 'https://example.com/x', 'tel:+15550102400', 'mailto:a@b.example'];
  for (const href of ok)
    assert.equal(
      validate((m) => (m.home.banner.cta.href = href)),
      [],
      href,
    );
  const missing = unusedId('/booking', PATHS);
  const bad: [string, RegExp][] = [
    ['#', /expected a link like '\/contact', .*got '#'/],
    [missing, new RegExp(`'${missing}' is not a page; routes are the files in pages/`)],
    ['/contact/', /leave out the trailing slash/],
    ['/services#', /invalid fragment/],
    ['contact', /expected a link like/],
    ['http://example.com', /expected a link like/],
    ['javascript:alert(1)', /expected a link like/],
  ];
  for (const [href, message] of bad)
    assertLine(
      validate((m) => (m.home.banner.cta.href = href)),
      'content/home.yaml: banner.cta.href',
      message,
    );
});

test('nav and footer quick links must be pages of this site, not other URLs', () => {
  const lines = validate((m) => (itemAt(m.site.footer.quickLinks, 0, 'quick link').href = 'https://example.com'));
  assertLine(lines, 'content/site.yaml: footer.quickLinks.0.href', /expected a page of this site like '\/contact'/);
});

// ---------------------------------------------------------------------------------------------
// Every problem in one pass, with helpful messages

test('every problem is reported in one pass: types, counts, duplicates and cross-field rules together', () => {
  const { members } = content.team;
  const { items } = content.services;
  const firstMember = itemAt(members, 0, 'team member');
  const firstService = itemAt(items, 0, 'service');
  const lines = validate((m) => {
    loose(m.team).title = 5;
    // A copy of the first member, with a badge: a repeated slug and a second badge.
    m.team.members.push({ ...itemAt(m.team.members, 0, 'team member'), badge: 'X' });
    const service = itemAt(m.services.items, 0, 'service');
    loose(service).features = [...service.features, 7];
    m.services.items.push({ ...service });
    loose(itemAt(m.pricing.tabs, 0, 'pricing tab').tiers[0]).price = 1650;
    m.gallery.photos = m.gallery.photos.slice(0, 40);
    loose(m.contact.process.steps[1]).number = '2';
    loose(m.notFound).mesage = 'x';
  });
  assertLine(lines, 'content/team.yaml: title', /expected text, got the number 5/);
  assertLine(lines, `content/team.yaml: members.${members.length}.slug`, new RegExp(`duplicate member slug '${firstMember.slug}'`));
  assertLine(lines, 'content/team.yaml: members', /expected exactly one member with a badge, found 2/);
  assertLine(lines, `content/services.yaml: items.0.features.${firstService.features.length}`, /expected text, got the number 7/);
  assertLine(lines, `content/services.yaml: items.${items.length}.id`, new RegExp(`duplicate service id '${firstService.id}'`));
  assertLine(lines, 'content/pricing.yaml: tabs.0.tiers.0.price', /expected a price like \$1,650, got the number 1650/);
  assertLine(lines, 'content/gallery.yaml: photos', /expected at least 55 photos, found 40/);
  assertLine(lines, 'content/contact.yaml: process.steps.1.number', /expected a step number like 1, got '2'/);
  assertLine(lines, 'content/not-found.yaml: mesage', /unknown field 'mesage'/);
});

test('a list over its maximum still has its entries checked in the same pass', () => {
  const count = itemAt(content.pricing.tabs, 0, 'pricing tab').tiers.length;
  const lines = validate((m) => {
    const tab = itemAt(m.pricing.tabs, 0, 'pricing tab');
    const { tiers } = tab;
    const first = itemAt(tiers, 0, 'tier');
    const extra = Array.from({ length: 5 - count }, (_, i) => ({
      ...first,
      name: unusedId(
        `Extra ${i}`,
        tiers.map((t) => t.name),
      ),
      popular: undefined,
    }));
    tab.tiers = [...tiers, ...extra, { ...first, name: 'Too many', popular: undefined, price: 5 as unknown as string }];
    loose(m.gallery.photos[0]).categories = ['decor', 'decor', 'lighting', 'weddings'];
  });
  assertLine(lines, 'content/pricing.yaml: tabs.0.tiers', /expected at most 4 tiers .*found 6/);
  assertLine(lines, 'content/pricing.yaml: tabs.0.tiers.5.price', /got the number 5/);
  assertLine(lines, 'content/gallery.yaml: photos.0.categories', /expected at most 3 categories, found 4/);
  assertLine(lines, 'content/gallery.yaml: photos.0.categories.3', /unknown category 'weddings'/);
  assertLine(lines, 'content/gallery.yaml: photos.0.categories.1', /duplicate category 'decor'/);
});

test('a wrong type gets the same helpful message as a wrong text', () => {
  const firstTier = (m: WrittenContent) => itemAt(itemAt(m.pricing.tabs, 0, 'pricing tab').tiers, 0, 'tier');
  const number = validate((m) => (loose(firstTier(m)).price = 1650));
  assert.equal(number, ['content/pricing.yaml: tabs.0.tiers.0.price: expected a price like $1,650, got the number 1650']);
  const typo = validate((m) => (firstTier(m).price = '$1400'));
  assert.equal(typo, [
    "content/pricing.yaml: tabs.0.tiers.0.price: expected a price like $1,650, got '$1400' (whole dollars with thousands separators, under $10,000,000, or 'Custom')",
  ]);
  assertLine(
    validate((m) => (loose(m.site).brand = ['Elevate'])),
    'content/site.yaml: brand',
    /expected text, got a list/,
  );
  assertLine(
    validate((m) => (loose(m.services.items[0]).id = 3)),
    'content/services.yaml: items.0.id',
    /expected text like 'dj-services', got the number 3/,
  );
  assertLine(
    validate((m) => (loose(m.site.booking).timeoutMs = '8000')),
    'content/site.yaml: booking.timeoutMs',
    /expected a number of milliseconds like 8000, got '8000'/,
  );
  assertLine(
    validate((m) => (loose(m.team).members = {})),
    'content/team.yaml: members',
    /expected a list of team members, got an object/,
  );
});

test('an unknown gallery category names the photo and the allowed ids', () => {
  const lines = validate((m) => (loose(m.gallery.photos[12]).categories[0] = 'weddings'));
  assertLine(
    lines,
    'content/gallery.yaml: photos.12.categories.0',
    /unknown category 'weddings'; expected one of dj-services, photobooth, .*rental/,
  );
  assert.ok(!lines.some((l) => /expected one of all/.test(l)), "'all' is a filter, not a photo category");
  assertLine(
    validate((m) => (loose(m.gallery.photos[0]).categories[0] = 'all')),
    'content/gallery.yaml: photos.0.categories.0',
    /unknown category 'all'/,
  );
});

test('a missing field is reported as required, a blank text as empty', () => {
  assertLine(
    validate((m) => delete loose(m.gallery.photos[3]).caption),
    'content/gallery.yaml: photos.3.caption',
    /^.*: required$/,
  );
  assertLine(
    validate((m) => (itemAt(m.gallery.photos, 5, 'photo').caption = '   ')),
    'content/gallery.yaml: photos.5.caption',
    /must not be empty/,
  );
});

test('a misspelt field is reported, not silently ignored', () => {
  const lines = validate((m) => {
    const nf = loose(m.notFound);
    nf.mesage = nf.message;
    delete nf.message;
  });
  assertLine(lines, 'content/not-found.yaml: message', /required/);
  assertLine(lines, 'content/not-found.yaml: mesage', /unknown field 'mesage'/);
});

test('a photo is the path of an image inside assets/photos/', () => {
  assertLine(
    validate((m) => (loose(m.team.familyPhoto).image = { file: 'team/family.jpg' })),
    'content/team.yaml: familyPhoto.image',
    /expected text like 'gallery\/01\.jpg' \(a file inside assets\/photos\/\), got an object/,
  );
  assertLine(
    validate((m) => (m.team.familyPhoto.image = 'team/family.gif')),
    'content/team.yaml: familyPhoto.image',
    /'team\/family\.gif' is a \.gif file; the build takes \.jpg, \.jpeg, \.png, \.webp, \.avif files: save it as one of them/,
  );
  assertLine(
    validate((m) => (m.team.familyPhoto.image = 'assets/photos/team/family.jpg')),
    'content/team.yaml: familyPhoto.image',
    /starts with 'assets\/photos\/', which the build adds; write 'team\/family\.jpg'/,
  );
});

test('duplicate ids are reported on the second entry', () => {
  const { photos } = content.gallery;
  assertLine(
    validate((m) => (itemAt(m.gallery.photos, 7, 'photo').id = itemAt(m.gallery.photos, 2, 'photo').id)),
    'content/gallery.yaml: photos.7.id',
    new RegExp(`duplicate photo id '${itemAt(photos, 2, 'photo').id}'`),
  );
  assertLine(
    validate((m) => (itemAt(m.gallery.photos, 9, 'photo').image = itemAt(m.gallery.photos, 4, 'photo').image)),
    'content/gallery.yaml: photos.9.image',
    new RegExp(`duplicate photo file '${itemAt(photos, 4, 'photo').image.file.replace('assets/photos/', '')}'`),
  );
});

// ---------------------------------------------------------------------------------------------
// Lists that are layout choices grow and shrink

test('another team member, service, feature, testimonial, question and step are valid', () => {
  const lines = validate((m) => {
    const slug = unusedId(
      'alex-moreau',
      m.team.members.map((x) => x.slug),
    );
    m.team.members.push({ slug, name: 'Alex Moreau', role: 'Lighting Technician', bio: 'Alex rigs and runs our lights.' });
    const id = unusedId(
      'kids-parties',
      m.services.items.map((s) => s.id),
    );
    const title = unusedId(
      'Kids Parties',
      m.services.items.map((s) => s.title),
    );
    const features = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
    const service = itemAt(m.services.items, 0, 'service');
    m.services.items.push({ ...service, id, title, features, featured: true, summary: 'Games, music and a booth.' });
    service.features.push('Another feature');
    m.home.testimonials.items.push({ ...itemAt(m.home.testimonials.items, 0, 'testimonial'), name: 'Another Client' });
    m.services.faq.items.push({ question: 'Another question?', answer: 'Another answer.' });
    m.home.process.steps.push({ number: m.home.process.steps.length + 1, title: 'Another step', description: 'Another step.' });
  });
  assert.equal(lines, []);
});

test('one of each list, two steps and two about photos are enough', () => {
  const lines = validate((m) => {
    m.team.members = m.team.members.filter((x) => x.badge);
    const service = itemAt(m.services.items, 0, 'service');
    m.services.items = [{ ...service, featured: true, summary: service.summary ?? 'A summary.', features: service.features.slice(0, 1) }];
    m.home.testimonials.items = m.home.testimonials.items.slice(0, 1);
    m.services.faq.items = m.services.faq.items.slice(0, 1);
    m.home.process.steps = m.home.process.steps.slice(0, 2);
    m.home.about.photos = m.home.about.photos.slice(0, 2);
    for (const tab of m.pricing.tabs) tab.tiers = [{ ...itemAt(tab.tiers, 0, 'tier'), popular: undefined }];
  });
  assert.equal(lines, []);
});

test('sensible minimums: at least one team member, service, testimonial, question; at least two steps', () => {
  const lines = validate((m) => {
    m.team.members = [];
    m.services.items = [];
    m.home.testimonials.items = [];
    m.services.faq.items = [];
    m.contact.process.steps = m.contact.process.steps.slice(0, 1);
  });
  assertLine(lines, 'content/team.yaml: members', /at least 1 member/);
  assertLine(lines, 'content/services.yaml: items', /at least 1 service/);
  assertLine(lines, 'content/home.yaml: testimonials.items', /at least 1 testimonial/);
  assertLine(lines, 'content/services.yaml: faq.items', /at least 1 question/);
  assertLine(lines, 'content/contact.yaml: process.steps', /at least 2 steps/);
});

test('the home page cards are the featured services, each with a summary', () => {
  const featured = services.items.findIndex((s) => s.featured);
  assertLine(
    validate((m) => delete itemAt(m.services.items, featured, 'featured service').summary),
    `content/services.yaml: items.${featured}.summary`,
    /required for a featured service/,
  );
  assertLine(
    validate((m) => m.services.items.forEach((s) => delete s.featured)),
    'content/services.yaml: items',
    /mark at least one service `featured: true`/,
  );
});

test('steps are numbered 1, 2, 3 … in order', () => {
  const last = content.home.process.steps.length - 1;
  assertLine(
    validate((m) => (itemAt(m.home.process.steps, last, 'step').number = last + 2)),
    `content/home.yaml: process.steps.${last}.number`,
    new RegExp(`expected step number ${last + 1}, got ${last + 2}`),
  );
});

test('the about mosaic takes an even number of photos', () => {
  const odd = content.home.about.photos.length + 1;
  assertLine(
    validate((m) => m.home.about.photos.push(itemAt(m.home.about.photos, 0, 'about photo'))),
    'content/home.yaml: about.photos',
    new RegExp(`expected an even number of photos \\(two columns\\), found ${odd}`),
  );
});

test('a media path must stay inside its folder: no .., no absolute path, no control character', () => {
  const cases: [string, RegExp][] = [
    ['../../elsewhere/secret.jpg', /uses '\.\.', which can lead outside assets\/photos\//],
    ['team/../../../package.jpg', /uses '\.\.'/],
    ['/etc/secret.jpg', /is an absolute path/],
    ['C:/Users/secret.jpg', /is an absolute path/],
    ['./team/family.jpg', /has an empty folder name or '\.'/],
    ['team//family.jpg', /has an empty folder name or '\.'/],
    ['team\\..\\secret.jpg', /uses '\.\.', which can lead outside assets\/photos\//],
    ['team\\family.jpg', /uses '\\'; write '\/' between folders, as in 'team\/family\.jpg'$/],
    ['team/fam\u0007ily.jpg', /holds a control character \(U\+0007\)/],
    ['https://example.com/photos/family.jpg', /is a web address; this field takes a file in assets\/photos\/: save the file there/],
  ];
  for (const [file, message] of cases) {
    assertLine(
      validate((m) => (m.team.familyPhoto.image = file)),
      'content/team.yaml: familyPhoto.image',
      message,
    );
  }
});

test('every refused photo path says what to write instead, and never suggests a path that is refused too', () => {
  const paths = [
    '../../elsewhere/secret.jpg',
    '/etc/secret.jpg',
    'C:\\Users\\me\\Pictures\\family.jpg',
    '..\\..\\family.jpg',
    'team\\..\\secret.jpg',
    'team\\family.jpg',
    'team\\\\family.jpg',
    './team/family.jpg',
    'team//family.jpg',
    'https://example.com/photos/family.jpg',
    'http://example.com/family.jpg',
    'team/family',
    'team/family.gif',
    'team/fam\u0007ily.jpg',
  ];
  for (const file of paths) {
    const line = only(
      validate((m) => (m.team.familyPhoto.image = file)),
      `problem with ${JSON.stringify(file)}`,
    );
    assert.match(line, /; .*\b(write|delete|save|copy)\b/, line);
    // Every path the message suggests ('team/family.jpg') is one the field takes.
    const suggested = [...line.matchAll(/(?:write|such as|as in) '([^']+\.[a-z]+)'/g)].map((m) => m[1]!);
    assert.ok(suggested.length > 0 || /delete it|save it as|whole name/.test(line), line);
    for (const suggestion of suggested) {
      assert.equal(
        validate((m) => (m.team.familyPhoto.image = suggestion)).filter((l) => !/file not found/.test(l)),
        [],
        `${line}\nsuggests '${suggestion}'`,
      );
    }
  }
});

test('a photo named as a phone or camera names it is accepted: capitals, spaces, accents', () => {
  for (const file of ['team/IMG_1234.JPG', 'team/first dance.jpg', 'team/Café Noël.JPEG', 'team/Photo 2024-06-01 at 10.15.png']) {
    assert.equal(
      validate((m) => (m.team.familyPhoto.image = file)),
      [],
      file,
    );
  }
});

test('a local video source or poster must stay inside assets/video/', () => {
  const n = content.home.hero.video.sources.length;
  const lines = validate((m) => {
    itemAt(m.home.hero.video.sources, 0, 'hero video source').src = '../../elsewhere/secret.mp4';
    m.home.hero.video.sources.push({ src: '/home/someone/secret.mp4' });
    m.home.hero.video.poster = '../../../secret.jpg';
  });
  assertLine(
    lines,
    'content/home.yaml: hero.video.sources.0.src',
    /uses '\.\.', which can lead outside assets\/video\/.*or an absolute https:\/\/ URL/,
  );
  assertLine(lines, `content/home.yaml: hero.video.sources.${n}.src`, /is an absolute path/);
  assertLine(lines, 'content/home.yaml: hero.video.poster', /uses '\.\.'/);
  assert.equal(
    validate((m) => (itemAt(m.home.hero.video.sources, 0, 'hero video source').src = 'https://cdn.example.com/hero.webm')),
    [],
  );
  assertLine(
    validate((m) => (itemAt(m.home.hero.video.sources, 0, 'hero video source').src = 'file:///etc/passwd')),
    'content/home.yaml: hero.video.sources.0.src',
    /not an absolute https:\/\/ URL/,
  );
});

test("the gallery's count and page texts must keep the placeholders the page fills in", () => {
  const lines = validate((m) => {
    m.gallery.portfolio.countText = 'Showing the photos';
    m.gallery.portfolio.pageText = 'Page {page}';
  });
  assertLine(lines, 'content/gallery.yaml: portfolio.countText', /must hold \{count\}/);
  assertLine(lines, 'content/gallery.yaml: portfolio.pageText', /must hold \{page\} and \{pages\}/);
  assert.equal(
    validate((m) => {
      m.gallery.portfolio.countText = '{count} Fotos';
      m.gallery.portfolio.pageText = 'Seite {page} von {pages}';
    }),
    [],
  );
});

test.run();
