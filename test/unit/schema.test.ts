// The brief's rules that hold for any content live in the schema (content/schema/index.ts), so the
// other suites can take whatever the content says. Each rule here, with content built for the
// test (never today's names or counts), fails on an input that breaks it and passes on one that
// keeps it: one member wears the badge; one tier per tab of two or more is 'Most Popular'; at
// least 55 gallery photos, each category on at least four; every category has its filter button,
// 'All' first; page titles and descriptions fit search results; prices are whole dollars with
// thousands separators, or 'Custom'; a button's label fits on one line of a phone.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WrittenContent } from '../../content/schema/index.ts';
import {
  CUSTOM_PRICE,
  isCustomPrice,
  MIN_GALLERY_PHOTOS,
  MIN_PHOTOS_PER_CATEGORY,
  PHOTO_CATEGORY_IDS,
} from '../../content/schema/index.ts';
import { unbreakablePhoneNumber } from '../../content/schema/site.ts';
import { contentFileOf } from '../../generator/content/read-file.ts';
import { buttonLabelPaths, MAX_BUTTON_LABEL, setAt, type ValuePath } from '../helpers/button-labels.ts';
import { CONTENT_FOLDER, LINK_ROUTES, writtenContent } from '../helpers/content.ts';
import { itemAt } from '../helpers/lists.ts';
import { assertLine, validate } from '../helpers/validate.ts';

type Category = (typeof PHOTO_CATEGORY_IDS)[number];
// The entries as the content files hold them.
type TeamMember = WrittenContent['team']['members'][number];
type Tier = WrittenContent['pricing']['tabs'][number]['tiers'][number];
type GalleryPhoto = WrittenContent['gallery']['photos'][number];

// ---------------------------------------------------------------------------------------------
// Team: exactly one member wears the badge

const member = (slug: string, badge?: string): TeamMember => ({
  slug,
  name: `Member ${slug}`,
  role: 'Role',
  bio: 'A short bio.',
  ...(badge ? { badge } : {}),
});

test("a phone number's spaces and hyphens become non-breaking, and nothing else changes", () => {
  assert.is(unbreakablePhoneNumber('(555) 010-2400'), '(555)\u00a0010\u20112400');
  assert.is(unbreakablePhoneNumber('+1 555 010 2400'), '+1\u00a0555\u00a0010\u00a02400');
  assert.is(unbreakablePhoneNumber('5550102400'), '5550102400');
});

test('one member with the badge passes, in a team of one or of several', () => {
  assert.equal(
    validate((m) => (m.team.members = [member('a', 'DJR')])),
    [],
  );
  assert.equal(
    validate((m) => (m.team.members = [member('a'), member('b', 'DJR'), member('c')])),
    [],
  );
});

test('no member with the badge, or two, fails', () => {
  assertLine(
    validate((m) => (m.team.members = [member('a'), member('b')])),
    'content/team.yaml: members',
    /expected exactly one member with a badge, found 0/,
  );
  assertLine(
    validate((m) => (m.team.members = [member('a')])),
    'content/team.yaml: members',
    /expected exactly one member with a badge, found 0/,
  );
  assertLine(
    validate((m) => (m.team.members = [member('a', 'DJR'), member('b', 'MC')])),
    'content/team.yaml: members',
    /expected exactly one member with a badge, found 2/,
  );
});

// ---------------------------------------------------------------------------------------------
// Pricing: one 'Most Popular' tier in each tab of two or more

const tier = (name: string, popular = false): Tier => ({
  name,
  price: '$1,000',
  description: 'A tier.',
  features: ['A feature'],
  buttonText: 'Book',
  href: '/contact',
  ...(popular ? { popular: true as const } : {}),
});

/** The content with one more tab, holding `tiers`; the tab is `tabs.<index>`. */
function withTab(tiers: Tier[]): { lines: string[]; at: string } {
  let index = -1;
  const lines = validate((m) => {
    index = m.pricing.tabs.push({ id: 'test-tab', label: 'Test', heading: 'Test packages', tiers }) - 1;
  });
  return { lines, at: `content/pricing.yaml: tabs.${index}.tiers` };
}

test('a tab of two to four tiers with one popular tier passes; a tab of one tier needs none', () => {
  for (const tiers of [[tier('A'), tier('B', true)], [tier('A', true), tier('B'), tier('C'), tier('D')], [tier('A')], [tier('A', true)]]) {
    assert.equal(withTab(tiers).lines, [], tiers.map((t) => t.name + (t.popular ? '*' : '')).join(' '));
  }
});

test('a tab of two or more tiers with no popular tier, or with two, fails', () => {
  const none = withTab([tier('A'), tier('B'), tier('C')]);
  assertLine(none.lines, none.at, /expected exactly one popular tier, found 0/);
  const two = withTab([tier('A', true), tier('B'), tier('C', true)]);
  assertLine(two.lines, two.at, /expected exactly one popular tier, found 2 \(A, C\)/);
});

test('a tier whose popular switch is off (false, as the editor writes it) counts as not popular, and builds', () => {
  const off = (t: Tier): Tier => ({ ...t, popular: false });
  assert.equal(withTab([off(tier('A')), tier('B', true), off(tier('C'))]).lines, []);
  assert.equal(withTab([off(tier('A'))]).lines, []);
  const none = withTab([off(tier('A')), off(tier('B'))]);
  assertLine(none.lines, none.at, /expected exactly one popular tier, found 0/);
});

// ---------------------------------------------------------------------------------------------
// Gallery: at least 55 photos, each category on at least four; a filter button for each

/** `n` photos; photo i gets `categories(i)`. */
const photos = (n: number, categories: (i: number) => Category[]): GalleryPhoto[] =>
  Array.from({ length: n }, (_, i) => ({
    id: `p${i + 1}`,
    image: `gallery/p${i + 1}.jpg`,
    caption: `Photo ${i + 1}`,
    categories: categories(i),
  }));
const roundRobin = (i: number): Category[] => [PHOTO_CATEGORY_IDS[i % PHOTO_CATEGORY_IDS.length]!];

test(`${MIN_GALLERY_PHOTOS} photos using every category passes; ${MIN_GALLERY_PHOTOS - 1} fail`, () => {
  assert.equal(
    validate((m) => (m.gallery.photos = photos(MIN_GALLERY_PHOTOS, roundRobin))),
    [],
  );
  assertLine(
    validate((m) => (m.gallery.photos = photos(MIN_GALLERY_PHOTOS - 1, roundRobin))),
    'content/gallery.yaml: photos',
    new RegExp(`expected at least ${MIN_GALLERY_PHOTOS} photos, found ${MIN_GALLERY_PHOTOS - 1}`),
  );
});

test(`a category on ${MIN_PHOTOS_PER_CATEGORY} photos passes; on ${MIN_PHOTOS_PER_CATEGORY - 1} it fails, naming the category`, () => {
  const others = PHOTO_CATEGORY_IDS.filter((c) => c !== 'rental');
  /** 60 photos: the first `n` are rentals, the rest share the other categories. */
  const rentalsOn = (n: number) => photos(60, (i) => (i < n ? ['rental'] : [others[i % others.length]!]));
  assert.equal(
    validate((m) => (m.gallery.photos = rentalsOn(MIN_PHOTOS_PER_CATEGORY))),
    [],
  );
  assertLine(
    validate((m) => (m.gallery.photos = rentalsOn(MIN_PHOTOS_PER_CATEGORY - 1))),
    'content/gallery.yaml: photos',
    new RegExp(`category 'rental' is used by ${MIN_PHOTOS_PER_CATEGORY - 1} photos; expected at least ${MIN_PHOTOS_PER_CATEGORY}`),
  );
  assertLine(
    validate((m) => (m.gallery.photos = rentalsOn(0))),
    'content/gallery.yaml: photos',
    /category 'rental' is used by 0 photos/,
  );
});

test("the filter buttons: 'All' first, then one per category in any order, each with its own label", () => {
  const all = { id: 'all' as const, label: 'Everything' };
  const byCategory = PHOTO_CATEGORY_IDS.map((id) => ({ id, label: `Label ${id}` }));
  assert.equal(
    validate((m) => (m.gallery.portfolio.categories = [all, ...[...byCategory].reverse()])),
    [],
  );
  assertLine(
    validate((m) => (m.gallery.portfolio.categories = [all, ...byCategory.filter((c) => c.id !== 'decor')])),
    'content/gallery.yaml: portfolio.categories',
    /missing a filter button for 'decor'/,
  );
  assertLine(
    validate((m) => (m.gallery.portfolio.categories = [...byCategory, all])),
    'content/gallery.yaml: portfolio.categories.0.id',
    /expected 'all' as the first filter/,
  );
});

// ---------------------------------------------------------------------------------------------
// Page titles and descriptions, as search results show them

test('a page title of up to 60 characters passes, a longer one fails; a description has 50 to 160', () => {
  const titled = (title: string) => validate((m) => (m.team.meta.title = title));
  assert.equal(titled('T'.repeat(60)), []);
  assertLine(titled('T'.repeat(61)), 'content/team.yaml: meta.title', /at most 60 characters/);
  const described = (description: string) => validate((m) => (m.team.meta.description = description));
  assert.equal(described('D'.repeat(50)), []);
  assert.equal(described('D'.repeat(160)), []);
  assertLine(described('D'.repeat(49)), 'content/team.yaml: meta.description', /at least 50 characters/);
  assertLine(described('D'.repeat(161)), 'content/team.yaml: meta.description', /at most 160 characters/);
});

// ---------------------------------------------------------------------------------------------
// Prices

test(`a price is whole dollars with thousands separators, or '${CUSTOM_PRICE}'`, () => {
  const priced = (price: string) => validate((m) => (itemAt(itemAt(m.pricing.tabs, 0, 'pricing tab').tiers, 0, 'tier').price = price));
  for (const price of ['$1', '$675', '$900', '$1,400', '$12,500', '$1,000,000', CUSTOM_PRICE]) assert.equal(priced(price), [], price);
  for (const price of ['$1400', '$1,40', '$1,4000', '1,400', '$01', '$0', '$900.00', '$ 900', 'USD 900', '900$', 'custom', 'Call us']) {
    assertLine(priced(price), 'content/pricing.yaml: tabs.0.tiers.0.price', /expected a price like \$1,650/);
  }
});

test(`only '${CUSTOM_PRICE}' goes without the '/event' suffix`, () => {
  assert.ok(isCustomPrice(CUSTOM_PRICE));
  assert.ok(isCustomPrice(` ${CUSTOM_PRICE.toLowerCase()} `));
  for (const price of ['$900', '$1,500', '$1,000,000']) assert.not.ok(isCustomPrice(price), price);
});

// ---------------------------------------------------------------------------------------------
// Button labels, on one line of a phone

test(`every button's label takes up to ${MAX_BUTTON_LABEL} characters; a longer one is refused, naming the field`, () => {
  const paths = buttonLabelPaths(writtenContent() as unknown as Record<string, unknown>, LINK_ROUTES);
  assert.ok(paths.length > 0, 'the content has button labels');
  const labelled = (label: string) =>
    validate((m) => {
      for (const path of paths) setAt(m as unknown as Record<string, unknown>, path, label);
    });
  // A gallery filter's label also lengthens the gallery's titles, whose own limit may refuse it: only the labels' rule counts here.
  const about = (lines: string[], [name, ...keys]: ValuePath) =>
    lines.filter((l) => l.startsWith(`${contentFileOf(name, CONTENT_FOLDER)}: ${keys.join('.')}: `));
  const fitting = labelled('L'.repeat(MAX_BUTTON_LABEL));
  const tooLong = labelled('L'.repeat(MAX_BUTTON_LABEL + 1));
  for (const path of paths) {
    assert.equal(about(fitting, path), [], path.join('.'));
    const refused = about(tooLong, path);
    assert.equal(refused.length, 1, `${path.join('.')}: ${refused.join('; ') || 'accepted'}`);
    assert.match(refused[0]!, new RegExp(`has ${MAX_BUTTON_LABEL + 1} characters; at most ${MAX_BUTTON_LABEL} fit on one line`));
  }
});

test.run();
