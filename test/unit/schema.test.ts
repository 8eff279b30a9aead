// The content's rules, through the build's own validation with the routes of pages/: each row
// changes the content (positions and names picked from it, never today's values) and expects every
// line the build prints, naming the file, the field and what is expected. A row that changes one
// entry is also saved in the editor (admin/save-rules.ts), which must refuse it in the same words.
import { isDeepStrictEqual } from 'node:util';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { entryProblems } from '../../admin/save-rules.ts';
import {
  CUSTOM_PRICE,
  isCustomPrice,
  MIN_GALLERY_PHOTOS,
  MIN_PHOTOS_PER_CATEGORY,
  PHOTO_CATEGORY_IDS,
  type WrittenContent,
} from '../../content/schema/index.ts';
import { BOOKING_DOMAINS, MAX_BRAND, SOCIAL_NETWORKS, unbreakablePhoneNumber } from '../../content/schema/site.ts';
import { contentFileOf } from '../../generator/content/read-file.ts';
import { buttonLabelPaths, MAX_BUTTON_LABEL, setAt, type ValuePath } from '../helpers/button-labels.ts';
import { itemAt, only } from '../helpers/lists.ts';
import { CONTENT_FOLDER, content, LINK_ROUTES, services, writtenContent } from '../helpers/loaded-content.ts';
import { PATHS } from '../helpers/site-under-test.ts';
import { assertLine, loose, unusedId, validate } from '../helpers/validate.ts';

type Change = (m: WrittenContent) => void;
type Category = (typeof PHOTO_CATEGORY_IDS)[number];
type TeamMember = WrittenContent['team']['members'][number];
type Tier = WrittenContent['pricing']['tabs'][number]['tiers'][number];
type GalleryPhoto = WrittenContent['gallery']['photos'][number];

/**
 * A change and the lines it gives, each `[field, message]`: a text is the whole line and the
 * lines must be exactly those; a pattern must match one line among any others. No lines: valid.
 */
type Row = [what: string, change: Change, ...expected: [field: string, message: string | RegExp][]];

function check([what, change, ...expected]: Row): void {
  const lines = validate(change);
  if (expected.every(([, m]) => typeof m === 'string'))
    assert.equal(lines.sort(), expected.map(([field, m]) => `${field}: ${m}`).sort(), what);
  else for (const [field, message] of expected) assertLine(lines, field, message as RegExp);
  checkSave(what, change, lines);
}

const STORED = { written: writtenContent() as unknown as Record<string, unknown> };
/** Without the stored files, the editor takes the build's content for them. */
const BUILT = { parsed: content as unknown as Record<string, unknown> };

/** The editor saving the one entry `change` touches: each of the build's lines is a problem that blocks the save, in its words. */
function checkSave(what: string, change: Change, lines: string[]): void {
  const changed = writtenContent();
  change(changed);
  const [name, ...more] = Object.keys(changed).filter((n) => !isDeepStrictEqual(loose(changed)[n], STORED.written[n]));
  if (!name || more.length) return;
  for (const stored of [STORED, BUILT]) {
    const problems = entryProblems(name, loose(changed)[name], stored, LINK_ROUTES);
    for (const { message, blocks } of problems) assert.ok(blocks, `${what}: '${message}' blocks the save`);
    // The editor names the field in the owner's words where the build gives its file and path.
    const left = problems.map((p) => p.message);
    for (const problem of lines.map((line) => line.replace(/^\S+: \S+: /, ''))) {
      const i = left.findIndex((message) => message.endsWith(`: ${problem}`));
      assert.ok(i >= 0, `${what}: the editor says '${problem}', got:\n${left.join('\n')}`);
      left.splice(i, 1);
    }
    assert.equal(left, [], `${what}: the editor says no more`);
  }
}

const fileOf = (name: string) => contentFileOf(name, CONTENT_FOLDER);
const where = ([name, ...keys]: ValuePath) => `${fileOf(name)}: ${keys.join('.')}`;
const setIn = (m: WrittenContent, at: ValuePath, value: unknown) => setAt(m as unknown as Record<string, unknown>, at, value);
/** Rows that set one field to a value, each expecting one line on that field. */
const oneField = (rows: [at: ValuePath, value: unknown, message: string | RegExp][]) =>
  rows.map(([at, value, message]): Row => {
    const shown = typeof value === 'string' ? value.slice(0, 40) : JSON.stringify(value)?.slice(0, 40);
    return [`${at.join('.')} = ${shown}`, (m) => setIn(m, at, value), [where(at), message]];
  });
const TIER_PRICE: ValuePath = ['pricing', 'tabs', 0, 'tiers', 0, 'price'];
const VIDEO_URL: ValuePath = ['gallery', 'highlights', 'videos', 0, 'video', 'sources', 0, 'src'];
const photoAt = (m: WrittenContent, i: number) => itemAt(m.gallery.photos, i, 'photo');
const serviceAt = (m: WrittenContent, i: number) => itemAt(m.services.items, i, 'service');
/** The header's last link: changed in place, as the header's room for links and their labels may be full. */
const lastNavLink = (m: WrittenContent) => itemAt(m.site.nav, m.site.nav.length - 1, 'nav link');
const heroSource = (m: WrittenContent) => itemAt(m.home.hero.video.sources, 0, 'hero video source');
const firstTier = (m: WrittenContent) => itemAt(itemAt(m.pricing.tabs, 0, 'pricing tab').tiers, 0, 'tier');
const PRICE = 'content/pricing.yaml: tabs.0.tiers.0.price';
const FAMILY = 'content/team.yaml: familyPhoto.image';
const PORT = (url: string, port: string) =>
  `'${url}' has the port ${port}, which cannot exist; a port goes from 1 to 65535 (most URLs name none)`;

// Entries built for the test.
const member = (slug: string, badge?: string): TeamMember => ({
  slug,
  name: `Member ${slug}`,
  role: 'Role',
  bio: 'A short bio.',
  ...(badge ? { badge } : {}),
});
const tier = (name: string, popular?: boolean): Tier => ({
  name,
  price: '$1,000',
  description: 'A tier.',
  features: ['A feature'],
  buttonText: 'Book',
  href: '/contact',
  ...(popular === undefined ? {} : { popular: popular as true }),
});
const NEW_TAB = `content/pricing.yaml: tabs.${content.pricing.tabs.length}.tiers`;
const withTab =
  (tiers: Tier[]): Change =>
  (m) =>
    void m.pricing.tabs.push({ id: 'test-tab', label: 'Test', heading: 'Test packages', tiers });
const photos = (n: number, categories: (i: number) => Category[]): GalleryPhoto[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${i + 1}`,
    image: `gallery/p${i + 1}.jpg`,
    caption: `Photo ${i + 1}`,
    categories: categories(i),
  }));
const roundRobin = (i: number): Category[] => [PHOTO_CATEGORY_IDS[i % PHOTO_CATEGORY_IDS.length]!];
const others = PHOTO_CATEGORY_IDS.filter((c) => c !== 'rental');
/** 60 photos: the first `n` are rentals, the rest share the other categories. */
const rentalsOn = (n: number) => photos(60, (i) => (i < n ? ['rental'] : [others[i % others.length]!]));
const ALL_FILTER = { id: 'all' as const, label: 'Everything' };
const FILTERS = PHOTO_CATEGORY_IDS.map((id) => ({ id, label: `Label ${id}` }));

const page = unusedId('/events', PATHS);
const missingPage = unusedId('/booking', PATHS);
const firstMember = itemAt(content.team.members, 0, 'team member');
const firstService = itemAt(services.items, 0, 'service');
const featured = services.items.findIndex((s) => s.featured);
const lastStep = content.home.process.steps.length - 1;
const otherService = Math.max(services.items.length - 1, 1);
const videoSources = content.home.hero.video.sources.length;
const tierCount = itemAt(content.pricing.tabs, 0, 'pricing tab').tiers.length;
const gallery = content.gallery.photos;
const tabs = content.pricing.tabs.map((t) => t.id);
const missingTab = unusedId('no-such-tab', tabs);
const TABS = tabs.map((id) => `'${id}'`).join(', ');
const withoutEmail = <T>(value: T): T => JSON.parse(JSON.stringify(value).replaceAll('{email}', 'us'));
const PROVIDER = content.site.booking.provider;
const ICON = "expected a lucide icon name such as 'disc-3' (https://lucide.dev/icons)";

/** Photo paths the build refuses, and what it says. */
const REFUSED_PHOTOS = [
  [
    'team/family.gif',
    /'team\/family\.gif' is a \.gif file; the build takes \.jpg, \.jpeg, \.png, \.webp, \.avif files: save it as one of them/,
  ],
  ['assets/photos/team/family.jpg', /starts with 'assets\/photos\/', which the build adds; write 'team\/family\.jpg'/],
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
] as const;

const ROWS: Row[] = [
  ['the content as it is', () => {}],
  // Links are pages (the files in pages/), with an optional #fragment, or https/tel/mailto URLs.
  [
    'a nav link to no page',
    (m) => (lastNavLink(m).href = page),
    [
      `content/site.yaml: nav.${content.site.nav.length - 1}.href`,
      `'${page}' is not a page; routes are the files in pages/ (${[...LINK_ROUTES].sort().join(', ')})`,
    ],
  ],
  ...['/', '/contact', `/services#${firstService.id}`, 'https://example.com/x', 'tel:+15550102400', 'mailto:a@b.example'].map(
    (href): Row => [href, (m) => (m.home.banner.cta.href = href)],
  ),
  ...(
    [
      ['#', /expected a link like '\/contact', .*got '#'/],
      [missingPage, new RegExp(`'${missingPage}' is not a page; routes are the files in pages/`)],
      ['/contact/', /leave out the trailing slash/],
      ['/services#', /invalid fragment/],
      ['contact', /expected a link like/],
      ['http://example.com', /expected a link like/],
      ['javascript:alert(1)', /expected a link like/],
      ['https://example.com:123456/', PORT('https://example.com:123456/', '123456')],
    ] as const
  ).map(([href, message]): Row => [href, (m) => (m.home.banner.cta.href = href), ['content/home.yaml: banner.cta.href', message]]),
  // Every problem in one pass: types, counts, duplicates and cross-field rules together.
  [
    'many problems',
    (m) => {
      loose(m.team).title = 5;
      m.team.members.push({ ...itemAt(m.team.members, 0, 'team member'), badge: 'X' });
      const service = serviceAt(m, 0);
      loose(service).features = [...service.features, 7];
      m.services.items.push({ ...service });
      loose(firstTier(m)).price = 1650;
      m.gallery.photos = m.gallery.photos.slice(0, 40);
      loose(m.contact.process.steps[1]).number = '2';
      loose(m.notFound).mesage = 'x';
    },
    ['content/team.yaml: title', /expected text, got the number 5/],
    [`content/team.yaml: members.${content.team.members.length}.slug`, new RegExp(`duplicate member slug '${firstMember.slug}'`)],
    ['content/team.yaml: members', /expected exactly one member with a badge, found 2/],
    [`content/services.yaml: items.0.features.${firstService.features.length}`, /expected text, got the number 7/],
    [`content/services.yaml: items.${services.items.length}.id`, new RegExp(`duplicate service id '${firstService.id}'`)],
    [PRICE, /expected a price like \$1,650, got the number 1650/],
    ['content/gallery.yaml: photos', /expected at least 55 photos, found 40/],
    ['content/contact.yaml: process.steps.1.number', /expected a step number like 1, got '2'/],
    ['content/not-found.yaml: mesage', /unknown field 'mesage'/],
  ],
  [
    'a list over its maximum, its entries still checked',
    (m) => {
      const tab = itemAt(m.pricing.tabs, 0, 'pricing tab');
      const first = itemAt(tab.tiers, 0, 'tier');
      const names = tab.tiers.map((t) => t.name);
      const extra = Array.from({ length: 5 - tierCount }, (_, i) => ({
        ...first,
        name: unusedId(`Extra ${i}`, names),
        popular: undefined,
      }));
      tab.tiers = [...tab.tiers, ...extra, { ...first, name: 'Too many', popular: undefined, price: 5 as unknown as string }];
      loose(m.gallery.photos[0]).categories = ['decor', 'decor', 'lighting', 'weddings'];
    },
    ['content/pricing.yaml: tabs.0.tiers', /expected at most 4 tiers .*found 6/],
    ['content/pricing.yaml: tabs.0.tiers.5.price', /got the number 5/],
    ['content/gallery.yaml: photos.0.categories', /expected at most 3 categories, found 4/],
    ['content/gallery.yaml: photos.0.categories.3', /unknown category 'weddings'/],
    ['content/gallery.yaml: photos.0.categories.1', /duplicate category 'decor'/],
  ],
  ['a missing caption', (m) => delete loose(m.gallery.photos[3]).caption, ['content/gallery.yaml: photos.3.caption', /^.*: required$/]],
  [
    'a misspelt field',
    (m) => {
      const nf = loose(m.notFound);
      nf.mesage = nf.message;
      delete nf.message;
    },
    ['content/not-found.yaml: message', /required/],
    ['content/not-found.yaml: mesage', /unknown field 'mesage'/],
  ],
  [
    'deep and self-referencing values, never walked',
    (m) => {
      const deep: unknown[] = [];
      let inner = deep;
      for (let i = 0; i < 100_000; i++) inner = inner[0] = [] as unknown[];
      const looped: Record<string, unknown> = {};
      looped.self = looped;
      loose(photoAt(m, 3)).caption = deep;
      loose(m.team).familyPhotto = looped;
    },
    ['content/gallery.yaml: photos.3.caption', /expected text, got a list/],
    ['content/team.yaml: familyPhotto', /unknown field 'familyPhotto'/],
  ],
  // Duplicate ids are reported on the second entry.
  [
    'a repeated photo id',
    (m) => (photoAt(m, 7).id = photoAt(m, 2).id),
    ['content/gallery.yaml: photos.7.id', new RegExp(`duplicate photo id '${itemAt(gallery, 2, 'photo').id}'`)],
  ],
  [
    'a repeated photo file',
    (m) => (photoAt(m, 9).image = photoAt(m, 4).image),
    [
      'content/gallery.yaml: photos.9.image',
      new RegExp(`duplicate photo file '${itemAt(gallery, 4, 'photo').image.file.replace('assets/photos/', '')}'`),
    ],
  ],
  // A photo is the path of an image inside assets/photos/; a phone's or camera's names are fine.
  ...REFUSED_PHOTOS.map(([file, message]): Row => [file, (m) => (m.team.familyPhoto.image = file), [FAMILY, message]]),
  ...['team/IMG_1234.JPG', 'team/first dance.jpg', 'team/Café Noël.JPEG', 'team/Photo 2024-06-01 at 10.15.png'].map(
    (file): Row => [file, (m) => (m.team.familyPhoto.image = file)],
  ),
  // A local video source or poster stays inside assets/video/; a remote one is https://.
  [
    'video paths leading outside',
    (m) => {
      heroSource(m).src = '../../elsewhere/secret.mp4';
      m.home.hero.video.sources.push({ src: '/home/someone/secret.mp4' });
      m.home.hero.video.poster = '../../../secret.jpg';
    },
    ['content/home.yaml: hero.video.sources.0.src', /uses '\.\.', which can lead outside assets\/video\/.*or an absolute https:\/\/ URL/],
    [`content/home.yaml: hero.video.sources.${videoSources}.src`, /is an absolute path/],
    ['content/home.yaml: hero.video.poster', /uses '\.\.'/],
  ],
  ['a remote video', (m) => (heroSource(m).src = 'https://cdn.example.com/hero.webm')],
  // A service's pricing tab is a tab of the Pricing page (a rule across files: content/schema/cross-checks.ts).
  [
    "a service's pricing tab that is no tab",
    (m) => (serviceAt(m, 0).pricingTab = missingTab),
    [
      'content/services.yaml: items.0.pricingTab',
      `no tab '${missingTab}' on the Pricing page; the tabs of content/pricing.yaml are ${TABS}`,
    ],
  ],
  // The booking page's policy trusts the provider's hosts alone: a URL elsewhere, or a provider it has no hosts for, is refused.
  [
    'a booking provider the site cannot embed',
    (m) => (loose(m.site.booking).provider = 'Calendly'),
    ['content/site.yaml: booking.provider', new RegExp(`: unknown booking provider 'Calendly': the site can embed ${PROVIDER}`)],
  ],
  ...(['scriptUrl', 'pixelUrl'] as const).map(
    (key): Row => [
      `a booking ${key} on a look-alike of the provider's domain`,
      (m) =>
        (m.site.booking[key] = m.site.booking[key].replace(new URL(m.site.booking[key]).host, `widget.not${BOOKING_DOMAINS[PROVIDER]}`)),
      [
        `content/site.yaml: booking.${key}`,
        `host widget.not${BOOKING_DOMAINS[PROVIDER]} is not ${PROVIDER}'s (${BOOKING_DOMAINS[PROVIDER]}): the booking page's Content-Security-Policy trusts ${PROVIDER}'s hosts only. ` +
          `Use the URL from ${PROVIDER}'s embed code, or, if ${PROVIDER} really serves it from widget.not${BOOKING_DOMAINS[PROVIDER]}, add that domain to BOOKING_DOMAINS in content/schema/site.ts`,
      ],
    ],
  ),
  [
    `a booking script on another host of ${PROVIDER}`,
    (m) => (m.site.booking.scriptUrl = `https://cdn.${BOOKING_DOMAINS[PROVIDER]}/embed.js`),
  ],
  // Lists that are layout choices grow and shrink, within sensible bounds.
  [
    'another member, service, feature, testimonial, question and step',
    (m) => {
      const slugs = m.team.members.map((x) => x.slug);
      m.team.members.push({
        slug: unusedId('alex-moreau', slugs),
        name: 'Alex Moreau',
        role: 'Lighting Technician',
        bio: 'Alex rigs and runs our lights.',
      });
      const [ids, titles] = [m.services.items.map((s) => s.id), m.services.items.map((s) => s.title)];
      const [id, title] = [unusedId('kids-parties', ids), unusedId('Kids Parties', titles)];
      const service = serviceAt(m, 0);
      const features = ['One', 'Two', 'Three', 'Four', 'Five', 'Six'];
      m.services.items.push({ ...service, id, title, features, featured: true, summary: 'Games, music and a booth.' });
      service.features.push('Another feature');
      m.home.testimonials.items.push({ ...itemAt(m.home.testimonials.items, 0, 'testimonial'), name: 'Another Client' });
      m.services.faq.items.push({ question: 'Another question?', answer: 'Another answer.' });
      m.home.process.steps.push({ number: m.home.process.steps.length + 1, title: 'Another step', description: 'Another step.' });
    },
  ],
  [
    'one of each list, two steps and two about photos',
    (m) => {
      m.team.members = m.team.members.filter((x) => x.badge);
      const service = serviceAt(m, 0);
      m.services.items = [{ ...service, featured: true, summary: service.summary ?? 'A summary.', features: service.features.slice(0, 1) }];
      m.home.testimonials.items = m.home.testimonials.items.slice(0, 1);
      m.services.faq.items = m.services.faq.items.slice(0, 1);
      m.home.process.steps = m.home.process.steps.slice(0, 2);
      m.home.about.photos = m.home.about.photos.slice(0, 2);
      for (const tab of m.pricing.tabs) tab.tiers = [{ ...itemAt(tab.tiers, 0, 'tier'), popular: undefined }];
    },
  ],
  [
    'below the minimums',
    (m) => {
      m.team.members = [];
      m.services.items = [];
      m.home.testimonials.items = [];
      m.services.faq.items = [];
      m.contact.process.steps = m.contact.process.steps.slice(0, 1);
    },
    ['content/team.yaml: members', /at least 1 member/],
    ['content/services.yaml: items', /at least 1 service/],
    ['content/home.yaml: testimonials.items', /at least 1 testimonial/],
    ['content/services.yaml: faq.items', /at least 1 question/],
    ['content/contact.yaml: process.steps', /at least 2 steps/],
  ],
  // The editor's switch writes false when it is turned off: every service but one switched off.
  [
    'featured switched off',
    (m) => {
      for (const [i, service] of m.services.items.entries()) if (i !== featured) service.featured = false;
    },
  ],
  [
    'a featured service without a summary',
    (m) => delete serviceAt(m, featured).summary,
    [`content/services.yaml: items.${featured}.summary`, /required for a featured service/],
  ],
  [
    'no featured service',
    (m) => m.services.items.forEach((s) => delete s.featured),
    ['content/services.yaml: items', /mark at least one service `featured: true`/],
  ],
  [
    'an odd number of about photos',
    (m) => m.home.about.photos.push(itemAt(m.home.about.photos, 0, 'about photo')),
    [
      'content/home.yaml: about.photos',
      new RegExp(`expected an even number of photos \\(two columns\\), found ${content.home.about.photos.length + 1}`),
    ],
  ],
  [
    "gallery texts without the page's placeholders",
    (m) => {
      m.gallery.portfolio.countText = 'Showing the photos';
      m.gallery.portfolio.pageText = 'Page {page}';
    },
    ['content/gallery.yaml: portfolio.countText', /must hold \{count\}/],
    ['content/gallery.yaml: portfolio.pageText', /must hold \{page\} and \{pages\}/],
  ],
  [
    'gallery texts in another language',
    (m) => {
      m.gallery.portfolio.countText = '{count} Fotos';
      m.gallery.portfolio.pageText = 'Seite {page} von {pages}';
    },
  ],
  // Team: exactly one member wears the badge.
  ['one member with the badge', (m) => (m.team.members = [member('a', 'DJR')])],
  ['one badge among three', (m) => (m.team.members = [member('a'), member('b', 'DJR'), member('c')])],
  ...[[member('a'), member('b')], [member('a')]].map(
    (members): Row => [
      'no badge',
      (m) => (m.team.members = members),
      ['content/team.yaml: members', /expected exactly one member with a badge, found 0/],
    ],
  ),
  // Pricing: one popular tier in each tab of two or more; a switch turned off (false) is not popular.
  ...[
    [tier('A'), tier('B', true)],
    [tier('A', true), tier('B'), tier('C'), tier('D')],
    [tier('A')],
    [tier('A', true)],
    [tier('A', false), tier('B', true), tier('C', false)],
    [tier('A', false)],
  ].map((tiers): Row => [tiers.map((t) => t.name + (t.popular ? '*' : '')).join(' '), withTab(tiers)]),
  ...[
    [tier('A'), tier('B'), tier('C')],
    [tier('A', false), tier('B', false)],
  ].map((tiers): Row => ['no popular tier', withTab(tiers), [NEW_TAB, /expected exactly one popular tier, found 0/]]),
  [
    'two popular tiers',
    withTab([tier('A', true), tier('B'), tier('C', true)]),
    [NEW_TAB, /expected exactly one popular tier, found 2 \(A, C\)/],
  ],
  // Prices: whole dollars with thousands separators, under $10,000,000, or 'Custom'.
  ...['$1', '$675', '$900', '$1,400', '$12,500', '$999,999', '$1,000,000', '$9,999,999', CUSTOM_PRICE].map(
    (price): Row => [price, (m) => (firstTier(m).price = price)],
  ),
  ...['$1400', '$1,40', '$1,4000', '1,400', '$01', '$0', '$900.00', '$ 900', 'USD 900', '900$', 'custom', 'Call us'].map(
    (price): Row => [price, (m) => (firstTier(m).price = price), [PRICE, /expected a price like \$1,650/]],
  ),
  ...['$10,000,000', `$1${',000'.repeat(103)}`, '$99,999,999'].map(
    (price): Row => [price, (m) => (firstTier(m).price = price), [PRICE, /under \$10,000,000/]],
  ),
  // Gallery: enough photos, each category on enough of them, a filter button for each, 'All' first.
  [`${MIN_GALLERY_PHOTOS} photos`, (m) => (m.gallery.photos = photos(MIN_GALLERY_PHOTOS, roundRobin))],
  [
    'too few photos',
    (m) => (m.gallery.photos = photos(MIN_GALLERY_PHOTOS - 1, roundRobin)),
    ['content/gallery.yaml: photos', new RegExp(`expected at least ${MIN_GALLERY_PHOTOS} photos, found ${MIN_GALLERY_PHOTOS - 1}`)],
  ],
  ['a category on enough photos', (m) => (m.gallery.photos = rentalsOn(MIN_PHOTOS_PER_CATEGORY))],
  [
    'a category on too few photos',
    (m) => (m.gallery.photos = rentalsOn(MIN_PHOTOS_PER_CATEGORY - 1)),
    [
      'content/gallery.yaml: photos',
      new RegExp(`category 'rental' is used by ${MIN_PHOTOS_PER_CATEGORY - 1} photos; expected at least ${MIN_PHOTOS_PER_CATEGORY}`),
    ],
  ],
  [
    'a category on no photo',
    (m) => (m.gallery.photos = rentalsOn(0)),
    ['content/gallery.yaml: photos', /category 'rental' is used by 0 photos/],
  ],
  ['the filters in another order', (m) => (m.gallery.portfolio.categories = [ALL_FILTER, ...[...FILTERS].reverse()])],
  [
    'a missing filter',
    (m) => (m.gallery.portfolio.categories = [ALL_FILTER, ...FILTERS.filter((c) => c.id !== 'decor')]),
    ['content/gallery.yaml: portfolio.categories', /missing a filter button for 'decor'/],
  ],
  [
    "'All' last",
    (m) => (m.gallery.portfolio.categories = [...FILTERS, ALL_FILTER]),
    ['content/gallery.yaml: portfolio.categories.0.id', /expected 'all' as the first filter/],
  ],
  // Page titles and descriptions fit search results (the gallery's, lengthened by its views: content-phase.test.ts).
  ['a 60-character title', (m) => (m.team.meta.title = 'T'.repeat(60))],
  ...[50, 160].map((n): Row => [`a ${n}-character description`, (m) => (m.team.meta.description = 'D'.repeat(n))]),
  // Every text and list has a ceiling.
  [
    '100,000 features, the last a number',
    (m) => (loose(firstTier(m)).features = [...Array.from({ length: 100_000 }, (_, i) => `Feature ${i}`), 5]),
    ['content/pricing.yaml: tabs.0.tiers.0.features', /expected at most \d+ features, found 100001/],
    ['content/pricing.yaml: tabs.0.tiers.0.features.100000', /expected text, got the number 5/],
  ],
  // Icons: a lucide name, checked in the content pass with the other problems.
  [
    'unknown icons',
    (m) => {
      const first = serviceAt(m, 0);
      // Another service than the first: the last, or a copy of the first when it is the only one.
      if (m.services.items.length === 1) m.services.items.push({ ...first, id: `${first.id}-2` });
      first.icon = 'no-such-icon';
      const last = serviceAt(m, otherService);
      last.icon = 'constructor';
      last.title = '';
    },
    ['content/services.yaml: items.0.icon', `unknown icon 'no-such-icon'; ${ICON}`],
    [`content/services.yaml: items.${otherService}.icon`, `unknown icon 'constructor'; ${ICON}`],
    [`content/services.yaml: items.${otherService}.title`, 'must not be empty'],
  ],
  ...[...new Set(services.items.map((s) => s.icon))].map((icon): Row => [icon, (m) => (serviceAt(m, 0).icon = icon)]),
  // Social networks: those the site has an icon for, in any case.
  ...SOCIAL_NETWORKS.map(
    (name): Row => [
      name.toUpperCase(),
      (m) => {
        // The link to that network if there is one (two links to one network are refused), else the first.
        const link = m.site.socials.find((s) => s.name.toLowerCase() === name.toLowerCase()) ?? itemAt(m.site.socials, 0, 'social link');
        link.name = name.toUpperCase();
      },
    ],
  ),
  [
    'a social network twice, in another case',
    (m) => {
      const first = itemAt(m.site.socials, 0, 'social link');
      m.site.socials.push({ ...first, name: first.name.toUpperCase() });
    },
    [`content/site.yaml: socials.${content.site.socials.length}.name`, /duplicate social network/],
  ],
  [
    'two social links without a name: each is told so, and no duplicate',
    (m) => void m.site.socials.push(...([{ href: 'https://a.example' }, { href: 'https://b.example' }] as never[])),
    [`content/site.yaml: socials.${content.site.socials.length}.name`, 'required'],
    [`content/site.yaml: socials.${content.site.socials.length + 1}.name`, 'required'],
  ],
  // One field set to a value, and the one line it gives.
  ...oneField([
    [['site', 'footer', 'quickLinks', 0, 'href'], 'https://example.com', /expected a page of this site like '\/contact'/],
    // A wrong type gets the same helpful message as a wrong text.
    [TIER_PRICE, 1650, 'expected a price like $1,650, got the number 1650'],
    [
      TIER_PRICE,
      '$1400',
      "expected a price like $1,650, got '$1400' (whole dollars with thousands separators, under $10,000,000, or 'Custom')",
    ],
    [['site', 'brand'], ['Elevate'], /expected text, got a list/],
    [['site', 'brand'], 'B'.repeat(MAX_BRAND + 1), `a brand has at most ${MAX_BRAND} characters, to fit the header on a phone`],
    [['site', 'socials', 0, 'name'], 'TikTok', "no icon for the social network 'TikTok'; the site has icons for Facebook and Instagram"],
    [['services', 'items', 0, 'id'], 3, /expected text like 'dj-services', got the number 3/],
    [['site', 'booking', 'timeoutMs'], '8000', /expected a number of milliseconds like 8000, got '8000'/],
    [['site', 'booking', 'timeoutMs'], 500, 'expected 1000 to 60000 milliseconds (1 to 60 seconds), got the number 500'],
    [['team', 'members'], {}, /expected a list of team members, got an object/],
    [
      ['gallery', 'photos', 12, 'categories', 0],
      'weddings',
      /unknown category 'weddings'; expected one of dj-services, photobooth, .*rental/,
    ],
    [['gallery', 'photos', 0, 'categories', 0], 'all', /unknown category 'all'/],
    [['gallery', 'photos', 5, 'caption'], '   ', /must not be empty/],
    // A field whose value was deleted ('caption:'), which YAML reads as null.
    [['gallery', 'photos', 5, 'caption'], null, /: expected text, got an empty value$/],
    // A testimonial shows no photo, so the editor offers no upload for one.
    [['home', 'testimonials', 'items', 0, 'image'], 'testimonials/ana.jpg', /unknown field 'image'/],
    [
      ['team', 'familyPhoto', 'image'],
      { file: 'team/family.jpg' },
      /expected text like 'gallery\/01\.jpg' \(a file inside assets\/photos\/\), got an object/,
    ],
    [['home', 'hero', 'video', 'sources', 0, 'src'], 'file:///etc/passwd', /not an absolute https:\/\/ URL/],
    [VIDEO_URL, 'https://cdn.example.com:99999/clip.mp4', PORT('https://cdn.example.com:99999/clip.mp4', '99999')],
    [
      ['home', 'process', 'steps', lastStep, 'number'],
      lastStep + 2,
      new RegExp(`expected step number ${lastStep + 1}, got ${lastStep + 2}`),
    ],
    // Page titles and descriptions fit search results.
    [['team', 'meta', 'title'], 'T'.repeat(61), /at most 60 characters/],
    [['team', 'meta', 'description'], 'D'.repeat(49), /at least 50 characters/],
    [['team', 'meta', 'description'], 'D'.repeat(161), /at most 160 characters/],
    // Every text and list has a ceiling.
    [['gallery', 'photos', 0, 'caption'], 'x'.repeat(10 * 1024 * 1024), /has 10,485,760 characters; at most 1,000 fit/],
    [['gallery', 'photos', 0, 'caption'], '🎧'.repeat(1001), /has 1,001 characters; at most 1,000 fit/],
    [
      ['services', 'items', 0, 'icon'],
      'Disc3',
      "expected text like 'dj-services', got 'Disc3' (lower-case letters, digits and single dashes)",
    ],
    [['services', 'items', 0, 'title'], '\u200b', 'has no visible characters (U+200B); write the text, or remove the invisible characters'],
    // A legal page takes effect on a day of the calendar.
    [['terms', 'effectiveDate'], '2026-02-30', /expected a date like '2026-12-01'/],
    [['terms', 'effectiveDate'], '2026-13-01', /expected a date like '2026-12-01'/],
    [['terms', 'effectiveDate'], '1 December 2026', /expected a date like '2026-12-01'/],
    [['terms', 'effectiveDate'], '2026-1-5', /expected a date like '2026-12-01'/],
    // Office hours read as days of the week and times of a clock, as the structured data states them.
    [['site', 'officeHours', 0, 'days'], 'Weekdays', /expected days like "Monday–Friday", got 'Weekdays' \(a day, a range of days/],
    [['site', 'officeHours', 0, 'days'], 'Friday–Monday', /expected days like "Monday–Friday"/],
    [['site', 'officeHours', 0, 'hours'], 'By appointment', /expected hours like "9:00 AM–6:00 PM", got 'By appointment'/],
    [['site', 'officeHours', 0, 'hours'], '9:00 AM–13:00 PM', /expected hours like "9:00 AM–6:00 PM"/],
    // A heading, and the title and description in the tab and search results, are shown as written:
    // only the lead, the paragraphs and the bullet points are filled in.
    ...(
      [
        ['privacy', 'sections', 0, 'title'],
        ['privacy', 'meta', 'title'],
        ['terms', 'meta', 'description'],
      ] satisfies ValuePath[]
    ).map((at): [ValuePath, string, RegExp] => [
      at,
      'About {brand}: what we keep of what you tell us, and why',
      /'About \{brand\}.*' is shown as written: \{brand\}, .* are filled in only in the lead/,
    ]),
  ]),
  ['a leap day', (m) => void (m.terms.effectiveDate = '2028-02-29')],
  // Counted as characters, as zod's max(60) counts the title alone: an emoji is one, not two.
  ['a gallery title of 30 emoji, which fits with its views', (m) => void (m.gallery.meta.title = '📸'.repeat(30))],
  // A legal page gives the e-mail address: one {email} anywhere is enough.
  [
    'a legal page without {email}',
    (m) => void (m.privacy = withoutEmail(m.privacy)),
    ['content/privacy.yaml: sections', /no text gives the e-mail address/],
  ],
  ['{email} in the lead only', (m) => void (m.terms = { ...withoutEmail(m.terms), lead: 'Questions? Write to {email}.' })],
];

test('the content passes, and each change gives exactly its lines', () => {
  for (const row of ROWS) check(row);
});

test('a nav link to a page is valid once pages/ has the page', () => {
  const lines = validate((m) => (lastNavLink(m).href = page), [...PATHS, page]);
  assert.equal(lines, []);
});

test('every refused photo path says what to write instead, and never suggests a path that is refused too', () => {
  const paths: string[] = [...REFUSED_PHOTOS.map(([file]) => file), 'C:\\Users\\me\\Pictures\\family.jpg', '..\\..\\family.jpg'];
  paths.push('team\\\\family.jpg', 'http://example.com/family.jpg', 'team/family');
  const photoAs = (file: string) => validate((m) => (m.team.familyPhoto.image = file));
  for (const file of paths) {
    const line = only(photoAs(file), `problem with ${JSON.stringify(file)}`);
    assert.match(line, /; .*\b(write|delete|save|copy)\b/, line);
    const suggested = [...line.matchAll(/(?:write|such as|as in) '([^']+\.[a-z]+)'/g)].map((m) => m[1]!);
    assert.ok(suggested.length > 0 || /delete it|save it as|whole name/.test(line), line);
    for (const suggestion of suggested) {
      const lines = photoAs(suggestion).filter((l) => !/file not found/.test(l));
      assert.equal(lines, [], `${line}\nsuggests '${suggestion}'`);
    }
  }
});

// ---------------------------------------------------------------------------------------------
// Rules over every field of a kind, found in the content whatever it holds

/** Every text field of the content whose value passes `match`: its path and value. */
function textFields(match: (value: string) => boolean): [ValuePath, string][] {
  const found: [ValuePath, string][] = [];
  const walk = (value: unknown, at: ValuePath) => {
    if (typeof value === 'string') {
      if (match(value)) found.push([at, value]);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...at, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
  };
  for (const [name, value] of Object.entries(writtenContent())) walk(value, [name]);
  return found;
}
const set = (at: ValuePath, value: unknown) => validate((m) => setIn(m, at, value));

test('a URL with an impossible port, in any URL field, is refused naming the field; a possible port is accepted', () => {
  const urls = textFields((v) => v.startsWith('https://'));
  const names = urls.map(([at]) => at.join('.'));
  assert.ok(names.includes('site.booking.scriptUrl') && names.includes('site.booking.pixelUrl'), names.join(', '));
  const withPort = (url: string, port: string) => url.replace(/^(https:\/\/[^/?#:]+)(?::\d+)?/, `$1:${port}`);
  for (const [at, url] of urls) {
    for (const port of ['99999', '65536', '0'])
      assert.equal(set(at, withPort(url, port)), [`${where(at)}: ${PORT(withPort(url, port), port)}`], `${at.join('.')}:${port}`);
    assert.equal(set(at, withPort(url, '8443')), [], at.join('.'));
  }
});

test("a page title ending with ' | <brand>' is refused on every page, whatever the brand is called: the layout appends it", () => {
  const titles = textFields(() => true).filter(([at]) => at[1] === 'meta' && at[2] === 'title');
  assert.ok(titles.length > 0);
  const brand = content.site.brand;
  const renamed = unusedId('Starlight Sound', [brand]);
  const refusal = (at: ValuePath, name: string) => [`${where(at)}: leave out ' | ${name}': the layout appends it`];
  for (const [at] of titles) {
    assert.equal(set(at, `Our events | ${brand}`), refusal(at, brand), at.join('.'));
    const titled = (title: string) => (m: WrittenContent) => {
      m.site.brand = renamed;
      setIn(m, at, title);
    };
    assert.equal(validate(titled(`Our events|${renamed.toUpperCase()} `)), refusal(at, renamed), `${at.join('.')}, renamed`);
    assert.equal(validate(titled(`Our events | ${brand}`)), [], `${at.join('.')}: the old brand, once renamed, is a word like any other`);
  }
});

test('an alt text of only invisible characters is refused, naming the characters; visible ones pass, invisible ones and all', () => {
  const alts = textFields(() => true).filter(([at]) => {
    const key = String(at.at(-1));
    return key === 'alt' || key === 'posterAlt' || (at[0] === 'gallery' && at[1] === 'photos' && key === 'caption');
  });
  assert.equal([...new Set(alts.map(([at]) => String(at.at(-1))))].sort(), ['alt', 'caption', 'posterAlt']);
  const invisible = [
    ['\u200b', 'U+200B'], // zero-width space
    ['\u200b\u200c\u200d\u2060', 'U+200B, U+200C, U+200D, U+2060'], // zero-width space, non-joiner, joiner, word joiner
    ['\u3164', 'U+3164'], // Hangul filler (a "letter" drawn as nothing)
    ['\u2800', 'U+2800'], // blank braille pattern
    ['\u00ad\u034f', 'U+00AD, U+034F'], // soft hyphen, combining grapheme joiner
    ['\u0301', 'U+0301'], // a combining accent with nothing to sit on
    ['\u200e \u200f', 'U+200E, U+0020, U+200F'], // direction marks around a space
  ];
  for (const [at] of alts)
    for (const [text, points] of invisible)
      assert.equal(
        set(at, text),
        [`${where(at)}: has no visible characters (${points}); write the text, or remove the invisible characters`],
        `${at.join('.')} = ${points}`,
      );
  const [first] = itemAt(alts, 0, 'alt text');
  for (const text of ['\u200bA DJ booth at dusk', 'Caf\u00e9 lights \u{1F389}', '5', '\u2014']) assert.equal(set(first, text), [], text);
});

test('a control character in any text or link is refused on that field; several are named together; tabs and line breaks are fine', () => {
  // One field of each kind (the first photo's caption stands for every caption).
  const kinds = [...new Map(textFields(() => true).map((f) => [f[0].map((k) => (typeof k === 'number' ? '*' : k)).join('.'), f])).values()];
  const refusedOtherwise: string[] = [];
  for (const [at, value] of kinds) {
    const middle = Math.ceil(value.length / 2);
    // Other fields may follow (a category's filter button goes missing with the category).
    const line = only(
      set(at, `${value.slice(0, middle)}\u0007${value.slice(middle)}`).filter((l) => l.startsWith(`${where(at)}: `)),
      `problem of ${where(at)}`,
    );
    // A value from a fixed list is refused for not being one of them; a photo's path, for naming no file.
    if (!line.includes('U+0007')) refusedOtherwise.push(where(at));
    else if (!line.includes('no file can be named with it'))
      assert.is(
        line,
        `${where(at)}: holds a control character (U+0007) that no page can show; delete it (it is invisible: retype the text if need be)`,
      );
  }
  assert.ok(refusedOtherwise.length < kinds.length / 10, `refused for another reason: ${refusedOtherwise.join(', ')}`);
  const [at, value] = kinds.find(([, v]) => v.includes(' ')) ?? itemAt(kinds, 0, 'text field');
  assert.equal(set(at, `\u0000${value}\u001b\u007f\u0085`), [
    `${where(at)}: holds control characters (U+0000, U+001B, U+007F, U+0085) that no page can show; delete them (they are invisible: retype the text if need be)`,
  ]);
  assert.equal(set(at, value.replace(' ', '\t').replace(' ', '\n').replace(' ', '\r\n')), []);
});

test(`every button's label takes up to ${MAX_BUTTON_LABEL} characters; a longer one is refused, naming the field`, () => {
  const paths = buttonLabelPaths(writtenContent() as unknown as Record<string, unknown>, LINK_ROUTES);
  assert.ok(paths.length > 0, 'the content has button labels');
  const labelled = (label: string) => validate((m) => paths.forEach((at) => setAt(m as unknown as Record<string, unknown>, at, label)));
  // A gallery filter's label also lengthens the gallery's titles, whose own limit may refuse it: only the labels' rule counts here.
  const about = (lines: string[], at: ValuePath) => lines.filter((l) => l.startsWith(`${where(at)}: `));
  const fitting = labelled('L'.repeat(MAX_BUTTON_LABEL));
  const tooLong = labelled('L'.repeat(MAX_BUTTON_LABEL + 1));
  for (const at of paths) {
    assert.equal(about(fitting, at), [], at.join('.'));
    const refused = only(about(tooLong, at), `refusal of ${at.join('.')}`);
    assert.match(refused, new RegExp(`has ${MAX_BUTTON_LABEL + 1} characters; at most ${MAX_BUTTON_LABEL} fit on one line`));
  }
});

test(`phone numbers keep together; only '${CUSTOM_PRICE}' goes without the '/event' suffix`, () => {
  assert.is(unbreakablePhoneNumber('(555) 010-2400'), '(555)\u00a0010\u20112400');
  assert.is(unbreakablePhoneNumber('+1 555 010 2400'), '+1\u00a0555\u00a0010\u00a02400');
  assert.is(unbreakablePhoneNumber('5550102400'), '5550102400');
  assert.ok(isCustomPrice(CUSTOM_PRICE) && isCustomPrice(` ${CUSTOM_PRICE.toLowerCase()} `));
  for (const price of ['$900', '$1,500', '$1,000,000']) assert.not.ok(isCustomPrice(price), price);
});

test.run();
