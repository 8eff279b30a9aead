// The gallery's views (content/gallery-views.ts) and how the routes phase takes a
// page's views (generator/routes.ts): a view per filter and per page of photos, each a route.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tileStarts } from '../../components/widgets/GalleryTiles.tsx';
import {
  filterSlug,
  galleryViews,
  PHOTOS_PER_PAGE,
  PHOTOS_PER_ROWS,
  paginate,
  photoPages,
  viewRoute,
} from '../../content/gallery-views.ts';
import { MAX_BRAND } from '../../content/schema/site.ts';
import { discoverPages } from '../../generator/routes.ts';
import { config, gallery, site } from '../helpers/loaded-content.ts';

const photo = (id: string, categories: string[]) => ({ id, categories });
const range = (count: number) => Array.from({ length: count }, (_, i) => i);

test('a filter id becomes a URL segment; page 1 has no number', () => {
  assert.is(filterSlug('corporateAV'), 'corporate-av');
  assert.is(filterSlug('dj-services'), 'dj-services');
  assert.is(viewRoute('/gallery', 'all', 1), '/gallery');
  assert.is(viewRoute('/gallery', 'all', 3), '/gallery/3');
  assert.is(viewRoute('/gallery', 'corporateAV', 2), '/gallery/corporate-av/2');
});

test('pages: as few as fit, every page but the last whole rows of the grid, as even as that goes', () => {
  const sizes = (count: number, perPage?: number, unit?: number) => paginate(range(count), perPage, unit).map((p) => p.length);
  assert.equal(sizes(0), [0], 'an empty view is one empty page');
  assert.equal(sizes(PHOTOS_PER_PAGE), [PHOTOS_PER_PAGE], 'a full page is one page');
  assert.equal(sizes(63, 60, 6), [30, 33], 'the second page ends on a full row of three, not on a lonely photo (32 + 31)');
  assert.equal(sizes(61, 60, 6), [30, 31], 'never 60 and a lonely 1');
  assert.equal(sizes(64, 60, 6), [30, 34]);
  assert.equal(sizes(66, 60, 6), [36, 30], 'on a tie the first page is the larger');
  assert.equal(sizes(121, 60, 6), [42, 42, 37]);
  assert.equal(sizes(240, 60, 6), [60, 60, 60, 60], 'a whole number of pages: no short page, none empty');
  assert.equal(sizes(500, 60, 6), [60, 60, 54, 54, 54, 54, 54, 54, 56]);
  assert.equal(sizes(25, 24, 6), [12, 13]);
  const items = range(7);
  assert.equal(paginate(items, 3, 1).flat(), items, 'every item once, in order');
  assert.throws(() => paginate(items, 10, 6), /pages of 10 cannot be whole units of 6/);
});

test('pages of any count: each page but the last fills the rows of two and of three columns, and the last leaves a photo alone on a row only when the count does', () => {
  for (let count = 1; count <= 1000; count++) {
    const pages = paginate(range(count)).map((p) => p.length);
    const last = pages.at(-1)!;
    const shown = `${count} photos: ${pages.join(' + ')}`;
    assert.is(pages.length, Math.ceil(count / PHOTOS_PER_PAGE), `${shown}: as few pages as fit`);
    for (const size of pages) assert.ok(size > 0 && size <= PHOTOS_PER_PAGE, `${shown}: none empty, none over ${PHOTOS_PER_PAGE}`);
    for (const size of pages.slice(0, -1))
      assert.is(size % PHOTOS_PER_ROWS, 0, `${shown}: every page but the last a multiple of ${PHOTOS_PER_ROWS}`);
    assert.ok(Math.max(...pages) - Math.min(...pages) <= PHOTOS_PER_ROWS, `${shown}: as even as whole rows allow`);
    for (const columns of [2, 3])
      if (last % columns === 1)
        assert.is(count % columns, 1, `${shown}: a lonely photo in ${columns} columns that the count does not force`);
  }
});

test("a view's grid: its rows as even as they go in two columns and in three, a short row centred, one photo alone only where the count forces it", () => {
  /** The rows the grid makes of `count` tiles in `columns` (two tracks each), placing them as CSS grid does. */
  const rowsOf = (count: number, columns: number) => {
    const starts = tileStarts(count).map((style) => (style as Record<string, number> | undefined)?.[`--start-${columns}`]);
    const rows: number[][] = [];
    let next = 1;
    for (const start of starts) {
      const at = start ?? next;
      if (!rows.length || at < next || at + 2 > 2 * columns + 1) rows.push([]);
      rows.at(-1)!.push(start ?? (at + 2 > 2 * columns + 1 ? 1 : at));
      next = rows.at(-1)!.at(-1)! + 2;
    }
    return rows;
  };
  for (let count = 1; count <= 120; count++) {
    for (const columns of [2, 3]) {
      const rows = rowsOf(count, columns);
      const lengths = rows.map((row) => row.length);
      const shown = `${count} photos in ${columns} columns: rows of ${lengths.join(', ')}`;
      for (const [i, length] of lengths.entries())
        assert.ok(length <= columns && (i === 0 || length <= lengths[i - 1]!), `${shown}: longer rows first`);
      assert.ok(Math.max(...lengths) - Math.min(...lengths) <= 1, `${shown}: as even as they go`);
      assert.is(rows.length, Math.ceil(count / columns), `${shown}: as few rows as fit`);
      if (lengths.at(-1) === 1)
        assert.ok(count === 1 || (columns === 2 && count % 2 === 1), `${shown}: a photo alone that the count does not force`);
      for (const row of rows) assert.is(row[0], columns - row.length + 1, `${shown}: each row centred`);
    }
  }
});

test("photo pages: paginate's split, at most as many to a page as fit the first round trip, fewer as captions or the brand grow", () => {
  const captioned = (count: number, letters: number) => range(count).map(() => ({ caption: 'x'.repeat(letters) }));
  // A brand as long as today's, captions of the length today's have.
  const sizes = (count: number, letters: number, brand = 14) => photoPages(captioned(count, letters), brand).map((p) => p.length);
  assert.equal(sizes(PHOTOS_PER_PAGE, 50), [PHOTOS_PER_PAGE], 'a full page of 50-letter captions is one page');
  assert.equal(
    sizes(500, 50),
    paginate(range(500)).map((p) => p.length),
    'as paginate splits, when the pages fit',
  );
  assert.equal(sizes(60, 125), [30, 30], 'captions of 125 letters: two pages');
  assert.equal(sizes(60, 50, MAX_BRAND), [30, 30], 'the longest brand: two pages');
  assert.equal(sizes(20, 1000), [6, 6, 6, 2], 'the longest captions: a row a page, the least there is');
  // The pages that fit: fewer per page as captions grow, never more than paginate puts on one.
  let before = PHOTOS_PER_PAGE;
  for (let letters = 1; letters <= 1000; letters += 37) {
    const largest = Math.max(...sizes(120, letters));
    assert.ok(largest <= before, `${letters}-letter captions: ${largest} a page, after ${before}`);
    before = largest;
  }
});

test('views: each filter in order, its photos in order, split into pages of the given size', () => {
  const photos = [photo('a', ['x']), photo('b', ['y']), photo('c', ['x', 'y']), photo('d', ['x'])];
  const views = galleryViews('/g', ['all', 'x', 'y', 'z'], photos, (p) => paginate(p, 2, 1));
  // Each view as 'route page/pages: its photos'.
  const shown = views.map((v) => `${v.route} ${v.page}/${v.pages}: ${v.photos.map((p) => p.id).join('')}`);
  assert.equal(shown, ['/g 1/2: ab', '/g/2 2/2: cd', '/g/x 1/2: ac', '/g/x/2 2/2: d', '/g/y 1/1: bc', '/g/z 1/1: ']);
});

test("discoverPages lists the gallery's views from the content, after its own route, as routes of pages/gallery.tsx", async () => {
  const pages = await discoverPages(process.cwd(), config);
  const galleryRoutes = pages.filter((p) => p.file === 'pages/gallery.tsx');
  const filters = gallery.portfolio.categories.map((c) => c.id);
  assert.equal(
    galleryRoutes.map((p) => p.route),
    [
      '/gallery',
      ...galleryViews('/gallery', filters, gallery.photos, (p) => photoPages(p, site.brand.length))
        .map((v) => v.route)
        .filter((r) => r !== '/gallery')
        .sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    ],
  );
  for (const p of galleryRoutes) {
    assert.is(p.key, 'gallery', 'one script bundle for every view');
    assert.is(p.outFile, `${p.route!.slice(1)}/index.html`);
  }
});

test.run();
