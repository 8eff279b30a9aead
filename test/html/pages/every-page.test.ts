// Every page of pages/: one h1, headings that never skip a level, its own title and description; the
// pages with a dark hero open with it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contact, gallery, metaOf, services, site } from '../../helpers/loaded-content.ts';
import { all, assertPageHero, main } from '../../helpers/page-content.ts';
import { ALL_PAGES, PAGES, page, text } from '../../helpers/site-under-test.ts';

test('each page has exactly one h1, the first heading of main, where heading levels never skip a level (h1 → h2 → h3)', async () => {
  for (const file of ALL_PAGES) {
    assert.is((await page(file)).querySelectorAll('h1').length, 1, `${file} has one h1`);
    const levels = all(await main(file), 'h1, h2, h3, h4, h5, h6').map((h) => Number(h.tagName[1]));
    assert.is(levels[0], 1, `${file} opens with its h1`);
    for (const [i, level] of levels.entries()) {
      const previous = levels[i - 1];
      if (previous !== undefined) assert.ok(level <= previous + 1, `${file}: h${level} follows h${previous}`);
    }
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

test('the pages with a dark hero open with it, holding the h1, their title and subtitle', async () => {
  for (const [file, hero] of [
    ['contact/index.html', contact.hero],
    ['gallery/index.html', gallery.hero],
    ['services/index.html', services.hero],
  ] as const)
    await assertPageHero(file, hero);
});

test.run();
