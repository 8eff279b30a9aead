// Every text a visitor can read or hear, on every built page, uses typographic quotes and
// apostrophes (content/schema/typography.ts curls what the owner types): the page's text and
// title, the attributes a reader is shown or hears, and the meta texts of search results and previews.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ALL_PAGES, page } from '../helpers/site-under-test.ts';

/** Elements whose text no one sees: code, styles, and the structured data for search engines. */
const UNSEEN = new Set(['SCRIPT', 'STYLE']);
const SHOWN_ATTRIBUTES = /^(?:alt|title|aria-label|aria-description|aria-roledescription|aria-valuetext|placeholder|data-[a-z-]*text)$/;
const SHOWN_META =
  'meta[name="description"], meta[property="og:title"], meta[property="og:description"], meta[property="og:image:alt"], meta[property="og:site_name"], meta[name="twitter:title"], meta[name="twitter:description"], meta[name="twitter:image:alt"]';

/** Every visible text of a document, each with where it is: 'h2', 'img[alt]', 'meta og:title'. */
function visibleTexts(doc: Document): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  const walk = (element: Element) => {
    if (UNSEEN.has(element.tagName)) return;
    for (const attribute of element.attributes) {
      if (SHOWN_ATTRIBUTES.test(attribute.name)) found.push({ where: `${element.localName}[${attribute.name}]`, text: attribute.value });
    }
    // Adjacent text nodes are one text (the parser splits a text at each character reference).
    let run = '';
    const flush = () => {
      if (run.trim()) found.push({ where: element.localName, text: run });
      run = '';
    };
    const children = element.tagName === 'TEMPLATE' ? (element as HTMLTemplateElement).content.childNodes : element.childNodes;
    for (const child of children) {
      if (child.nodeType === 3) run += child.textContent ?? '';
      else if (child.nodeType === 1) {
        flush();
        walk(child as Element);
      }
    }
    flush();
  };
  walk(doc.documentElement);
  for (const meta of doc.querySelectorAll(SHOWN_META)) {
    found.push({ where: `meta ${meta.getAttribute('name') ?? meta.getAttribute('property')}`, text: meta.getAttribute('content') ?? '' });
  }
  return found;
}

test('no visible text on any page has a straight quote or apostrophe', async () => {
  const straight: string[] = [];
  for (const file of ALL_PAGES) {
    for (const { where, text } of visibleTexts(await page(file))) {
      if (/['"]/.test(text)) straight.push(`${file} ${where}: ${text.trim()}`);
    }
  }
  assert.equal(straight, [], `straight quotes in visible text:\n${straight.join('\n')}`);
});

test('the visible texts include the title, the text, the attributes and the meta descriptions', async () => {
  const [file] = ALL_PAGES;
  const doc = await page(file!);
  const texts = visibleTexts(doc);
  const wheres = new Set(texts.map((t) => t.where));
  for (const where of ['title', 'h1', 'meta description', 'meta og:title']) assert.ok(wheres.has(where), `${file}: ${where} is read`);
  assert.ok(
    texts.some((t) => /\[(?:alt|aria-label)\]$/.test(t.where)),
    `${file}: an alt or aria-label text is read`,
  );
  assert.not.ok(wheres.has('script'), 'scripts and structured data are not visible text');
});

test.run();
