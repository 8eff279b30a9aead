// The layout of a page of each template, at the widths where each check matters, with each tab
// selected and the phone's menu open: every button's label on one line inside its button and the
// screen; cards side by side lined up; reflow (WCAG 1.4.10) at 320 px and at 200 % zoom; and a
// 34-letter word (an owner writing in German) added to every heading, then every text, still reflows;
// so does a brand three times as long. A built copy holds the content at the schema's limits, with
// the longest button label the schema allows in every button, tab and filter.
// Each page is laid out in the site's own fonts, however late a busy machine fetches them.

import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { PHOTOS_PER_PAGE } from '../../content/gallery-views.ts';
import type { WrittenContent } from '../../content/schema/index.ts';
import { MAX_BRAND, MAX_NAV_CHARACTERS, MAX_NAV_LINKS } from '../../content/schema/site.ts';
import { contentFileOf } from '../../generator/content/read-file.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { browserSuite, HAS_CHROMIUM, open, withWebFonts } from '../helpers/browser.ts';
import { type BuiltCopyState, servesBuiltCopy } from '../helpers/built-copy.ts';
import { buttonLabelPaths, LONG_LABEL, setAt, type ValuePath } from '../helpers/button-labels.ts';
import { addPhotos } from '../helpers/gallery-fixture.ts';
import { CONTENT_FOLDER, LINK_ROUTES, writtenContent } from '../helpers/loaded-content.ts';
import { BROWSED_PATHS } from '../helpers/site-under-test.ts';
import { validate } from '../helpers/validate.ts';
import { atEachWidth, cardRows, headerOffOneLine, inEveryState, LABEL_WIDTHS, labelsOffOneLine, reflowProblems } from './_layout-checks.ts';

const test = browserSuite('layout');
const LONG_WORD = 'Rindfleischetikettierungsaufgaben';
/** Rows of cards compared, so the suite cannot pass on a site where it finds none. */
let cardRowsCompared = 0;

interface Check {
  what: string;
  widths: readonly number[];
  problems(page: Page): Promise<string[]>;
}

const CHECKS: Check[] = [
  { what: 'a label off one line', widths: LABEL_WIDTHS, problems: labelsOffOneLine },
  {
    what: 'cards not lined up',
    widths: [1024, 1440],
    problems: async (page: Page) => {
      const { rows, misaligned } = await cardRows(page);
      cardRowsCompared += rows;
      return misaligned;
    },
  },
  { what: 'no reflow', widths: [320], problems: reflowProblems },
];

/** Each check at each of its widths, in every state of the page: one resize and one round of the
 * states per width, however many checks share it. Widest first, so the page is left at its narrowest. */
function problemsAtTheirWidths(page: Page, checks: readonly Check[]): Promise<string[]> {
  const widths = [...new Set(checks.flatMap((c) => c.widths))].sort((a, b) => b - a);
  return atEachWidth(page, widths, 800, (p) =>
    inEveryState(p, async () => {
      const width = p.viewportSize()?.width ?? 0;
      const found: string[] = [];
      for (const { what, widths: at, problems } of checks)
        if (at.includes(width)) found.push(...(await problems(p)).map((problem) => `${what}: ${problem}`));
      return found;
    }),
  );
}

/** Adds the long word to the first text of every element the selector matches; how many it changed. */
function addLongWord(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    ([sel, word]) => {
      let changed = 0;
      for (const el of document.querySelectorAll(`main ${sel}, footer ${sel}, header ${sel}`)) {
        const text = [...el.childNodes].find((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
        if (!text) continue;
        text.textContent = `${text.textContent} ${word}`;
        changed++;
      }
      return changed;
    },
    [selector, LONG_WORD] as const,
  );
}

for (const path of ['/no-such-page', ...BROWSED_PATHS]) {
  test(`${path}: labels on one line, cards lined up, reflow at 320 px, with long words there too`, async (ctx) => {
    const { page } = await open(ctx, path, { width: 320, height: 640, before: withWebFonts });
    await page.evaluate(() => document.fonts.ready);
    const found = await problemsAtTheirWidths(page, CHECKS);
    assert.equal(found, [], `${path}:\n${found.join('\n')}`);
    assert.ok((await addLongWord(page, ':is(h1, h2, h3, h4, summary, figcaption, dt)')) > 0, 'the page has headings');
    assert.equal(await reflowProblems(page), [], `${path}: with long words in the headings`);
    await addLongWord(page, '*');
    assert.equal(await reflowProblems(page), [], `${path}: with long words in every text`);
  });

  test(`${path}: reflow in a 1280 px window zoomed to 200 %`, async (ctx) => {
    const { page } = await open(ctx, path, { width: 640, height: 400, deviceScaleFactor: 2, before: withWebFonts });
    await page.evaluate(() => document.fonts.ready);
    const found = await inEveryState(page, reflowProblems);
    assert.equal(found, [], `${path} at 200 %:\n${found.join('\n')}`);
  });
}

test("a brand three times as long shrinks into the header: the Menu button's label and every other stay on one line", async (ctx) => {
  const { page } = await open(ctx, '/', { width: 320, height: 640, before: withWebFonts });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => {
    // Drawn (an SVG as wide as the brand, in em) or set as text: three times the brand either way.
    const mark = document.querySelector('.wordmark__mark');
    const text = document.querySelector('.wordmark__text');
    if (mark) mark.setAttribute('width', `${Number.parseFloat(mark.getAttribute('width') ?? '0') * 3}em`);
    else text?.append(` ${text.textContent} ${text.textContent}`);
  });
  const found = await atEachWidth(page, LABEL_WIDTHS, 800, labelsOffOneLine);
  assert.equal(found, [], `with a long brand:\n${found.join('\n')}`);
  assert.equal(await reflowProblems(page), [], 'with a long brand');
});

test('rows of cards were found to compare', () => assert.ok(cardRowsCompared > 0, 'no page showed a row of two or more cards'));

test.run();

// The content at the schema's limits, all valid: the longest brand, every list that shares one row
// or one card at its longest (links, tabs, tiers, features, stats), a 40-letter word, an e-mail
// address and a URL that cannot break at a space. A list of cards (members, services, testimonials,
// questions) is long enough to fill several rows at every width: more only repeats a row, and the
// pages' checks take longer. Built as a copy, each page checked as today's are.
const GERMAN = 'Kraftfahrzeughaftpflichtversicherungsamt';
const URL_IN_TEXT = `https://www.elevate-events.example/${GERMAN}/${GERMAN}`;
const EMAIL = `${GERMAN.toLowerCase()}@${GERMAN.toLowerCase()}.example`;

/** `items` repeated up to `n` entries, each copy changed by `vary` (a unique id or title). */
const upTo = <T>(items: T[], n: number, vary: (item: T, i: number) => T = (item) => item): T[] =>
  Array.from({ length: n }, (_, i) => (i < items.length ? items[i]! : vary(structuredClone(items[i % items.length]!), i)));

function atTheLimits(m: WrittenContent): void {
  const { site, home, services, pricing, team, contact } = m;
  site.brand = 'W'.repeat(MAX_BRAND);
  site.email = { display: EMAIL, href: `mailto:${EMAIL}` };
  const pages = LINK_ROUTES.map((href) => ({ label: `${GERMAN} ${href}`, href }));
  // Each page's hrefs made unique by a part every page has.
  const part = (l: { label: string; href: string }, i: number) => {
    const fragment = ['main', 'footer-brand', 'footer-contact'][Math.floor(i / pages.length) - 1];
    return { label: `${l.label} ${i}`, href: `${l.href}#${fragment}` };
  };
  // The most links, sharing out the most characters their labels may have together.
  site.nav = upTo(pages, MAX_NAV_LINKS, part).map((l, i) => ({
    ...l,
    label: GERMAN.slice(i, i + Math.floor((MAX_NAV_CHARACTERS + i) / MAX_NAV_LINKS)),
  }));
  site.footer.quickLinks = upTo(pages, 20, part);
  site.footer.legal = upTo(pages, 10, part);
  site.officeHours = upTo(site.officeHours, 14);
  home.banner.title = `${home.banner.title} ${GERMAN}`;
  home.about.paragraphs = upTo([...home.about.paragraphs, `See ${URL_IN_TEXT} or write to ${EMAIL}.`], 10);
  home.testimonials.items = upTo(home.testimonials.items, 9, (t, i) => ({ ...t, name: `${t.name} ${GERMAN} ${i}` }));
  const service = services.items[0]!;
  service.title = `${service.title} ${GERMAN}`;
  service.features = upTo(service.features, 30, (f, i) => `${f} ${GERMAN} ${i}`);
  services.items = upTo(services.items, 12, (s, i) => ({ ...s, id: `${s.id}-${i}`, title: `${s.title} ${i}` }));
  pricing.tabs = upTo(pricing.tabs, 8, (t, i) => ({ ...t, id: `${t.id}-${i}`, label: `${t.label.slice(0, 20)} ${i}` }));
  for (const tab of pricing.tabs) {
    tab.tiers = upTo(tab.tiers, 4, (t, i) => ({ ...t, name: `${t.name} ${i}` }));
    const tier = tab.tiers[0]!;
    tier.name = `${tier.name} ${GERMAN}`;
    tier.features = upTo(tier.features, 30, (f, i) => `${f} ${GERMAN} ${i}`);
  }
  team.stats = upTo(team.stats, 8, (s, i) => ({ value: `${s.value}${i}`, label: `${GERMAN} ${i}` }));
  team.members = upTo(team.members, 12, (p, i) => ({ ...p, slug: `${p.slug}-${i}`, name: `${p.name} ${GERMAN}`, badge: undefined }));
  for (const faq of [contact.faq, services.faq])
    faq.items = upTo(faq.items, 12, (q, i) => ({ ...q, question: `${q.question} ${GERMAN} ${i}` }));
}

/** The content at its limits with `label` in the buttons of `paths`. */
const withLabel = (paths: readonly ValuePath[], label: string) => (m: WrittenContent) => {
  atTheLimits(m);
  for (const at of paths) setAt(m as unknown as Record<string, unknown>, at, label);
};

/** The button labels of the content at its limits that the schema takes `label` in: another field's rule refuses it in some (a gallery filter's). */
function labelPaths(label: string): ValuePath[] {
  const content = writtenContent();
  atTheLimits(content);
  const paths = buttonLabelPaths(content as unknown as Record<string, unknown>, LINK_ROUTES);
  if (!validate(withLabel(paths, label)).length) return paths;
  return paths.filter((at) => !validate(withLabel([at], label)).length);
}

const limits = suite<BuiltCopyState & { planted: ValuePath[] }>("layout with the content at the schema's limits");
servesBuiltCopy(limits, 'the build with the content at its limits', (ctx) => {
  const root = projectCopy({ copyAssets: true, copyCache: true });
  ctx.planted = labelPaths(LONG_LABEL);
  const atLimits = withLabel(ctx.planted, LONG_LABEL);
  assert.equal(validate(atLimits), [], 'the schema accepts the content at its limits');
  const modules = writtenContent();
  atLimits(modules);
  for (const [name, values] of Object.entries(modules))
    writeFileSync(path.join(root, contentFileOf(name, CONTENT_FOLDER)), stringify(values, { aliasDuplicateObjects: false }));
  // Photos for three pages, so the gallery shows its pager's two links.
  addPhotos(root, 2 * PHOTOS_PER_PAGE + 1);
  return root;
});

const maybe = HAS_CHROMIUM ? limits : limits.skip;
maybe('the longest label is planted in the buttons of every page', (ctx) => {
  assert.ok(ctx.planted.length > 0, 'the content has button labels the schema takes the label for');
});

for (const where of ['/no-such-page', ...BROWSED_PATHS, '/gallery/2']) {
  maybe(`${where}: at the schema's limits, labels on one line, cards lined up, reflow`, async (ctx) => {
    const { page } = await open(ctx, where, { width: 320, height: 640, before: withWebFonts });
    await page.evaluate(() => document.fonts.ready);
    assert.ok((await page.getByText(LONG_LABEL, { exact: true }).count()) > 0, `${where} shows the longest label`);
    const found = await problemsAtTheirWidths(page, [
      ...CHECKS,
      // Reflow at two widths of more columns (320 px is in CHECKS); the header at the phone's, where its
      // links join it (960 px, the tightest) and the widest.
      { what: 'no reflow', widths: [768, 1024], problems: reflowProblems },
      { what: 'the header off one line', widths: [320, 960, 1440], problems: headerOffOneLine },
    ]);
    assert.equal(found, [], `${where}:\n${found.join('\n')}`);
  });
}

limits.run();
