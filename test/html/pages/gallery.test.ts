// /gallery shows content/gallery.yaml: the highlight videos, the filters and a tile per photo,
// the call to action and the banner.
import path from 'node:path';
import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { photoPages } from '../../../content/gallery-views.ts';
import { isRemote } from '../../../content/media-types.ts';
import { itemAt } from '../../helpers/lists.ts';
import { gallery, site } from '../../helpers/loaded-content.ts';
import { all, assertInOrder, assertLink, main, sectionHeaded, shown, texts } from '../../helpers/page-content.ts';
import { text } from '../../helpers/site-under-test.ts';

test('gallery: the highlights, each a captioned video with its poster, playable with and without JavaScript', async () => {
  const highlights = sectionHeaded(await main('gallery/index.html'), 'highlights-title', gallery.highlights.title);
  const figures = all(highlights, 'figure');
  assert.equal(
    texts(highlights, 'figcaption'),
    gallery.highlights.videos.map((v) => shown(v.caption)),
  );
  assert.is(figures.length, gallery.highlights.videos.length);
  gallery.highlights.videos.forEach(({ caption, video }, i) => {
    const f = itemAt(figures, i, `figure of ${caption}`);
    // Without scripting: the <video controls> in <noscript>; with it, a play link to the file
    // every browser plays (the MP4 when there is one) over the poster, and the same video in a
    // <template> for the entry.
    const player = parseHTML(`<!doctype html><body>${f.querySelector('noscript')!.innerHTML}`).document.querySelector('video');
    assert.ok(player?.hasAttribute('controls'), `${caption}: playable without JavaScript`);
    assert.ok(player?.getAttribute('poster'), `${caption}: with a poster`);
    const webmFirst = video.sources.map((s) => s.type).sort((a, b) => Number(a !== 'video/webm') - Number(b !== 'video/webm'));
    assert.equal(
      all(player!, 'source').map((s) => s.getAttribute('type')),
      webmFirst,
      `${caption}: every source, WebM first`,
    );
    assert.is(text(player), shown(gallery.highlights.fallbackText), `${caption}: the fallback text`);
    const start = f.querySelector('a.highlight-video__start');
    const file = video.sources.find((s) => s.type === 'video/mp4') ?? itemAt(video.sources, 0, `source of ${caption}`);
    const href = start?.getAttribute('href') ?? '';
    assert.ok(
      isRemote(file.src) ? href === file.src : href.endsWith(path.extname(file.src)),
      `${caption}: the play link opens ${file.src} (${href})`,
    );
    assert.is(start?.getAttribute('aria-label'), `${gallery.highlights.playLabel}: ${caption}`);
    assert.ok(start?.querySelector('img'), `${caption}: the poster under the play link`);
    assert.ok(f.querySelector('template.highlight-video__player'), `${caption}: the player for the entry`);
  });
});

test("gallery: the filter links of the content, All current; each tile's category names, caption and large image", async () => {
  const section = sectionHeaded(await main('gallery/index.html'), 'portfolio-title', gallery.portfolio.title);
  assert.equal(
    all(section, '.portfolio__filter').map((b) => [b.getAttribute('data-filter'), text(b), b.getAttribute('aria-current')]),
    gallery.portfolio.categories.map((c) => [c.id, shown(c.label), c.id === 'all' ? 'page' : null]),
  );
  const tiles = all(section, '.tile');
  // Which photos /gallery shows (the first page's), in order, by their alt texts: test/html/gallery-views.test.ts.
  const label = new Map(gallery.portfolio.categories.map((c) => [c.id, shown(c.label)]));
  photoPages(gallery.photos, site.brand.length)[0]!.forEach((photo, i) => {
    const tile = itemAt(tiles, i, `tile of photo ${photo.id}`);
    assert.is(
      text(tile.querySelector('.tile__categories')),
      photo.categories.map((c) => label.get(c)).join(', '),
      `photo ${photo.id}: category names`,
    );
    assert.is(text(tile.querySelector('.tile__caption')), shown(photo.caption), `photo ${photo.id}: caption on hover`);
    assert.match(
      tile.querySelector('a.tile__link')?.getAttribute('href') ?? '',
      /^\/assets\/img\/.+\.jpg$/,
      `photo ${photo.id}: links its large image`,
    );
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

test.run();
