// What the page-content suites (test/html/pages/) share: reading a built page's main content
// and asserting that a content item reached it (its text as shown, its link, its order).
import * as assert from 'uvu/assert';
import type { Link, Step } from '../../content/schema/index.ts';
import { itemAt, only } from './lists.ts';
import { page, text } from './site-under-test.ts';

export const all = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)];
export const texts = (root: ParentNode, selector: string) => all(root, selector).map((el) => text(el));
export const main = async (file: string) => (await page(file)).querySelector('main#main')!;
/** What the page shows of a content text (the HTML collapses runs of white space). */
export const shown = (value: string) => value.replace(/\s+/g, ' ').trim();
/** The text and target of each link `selector` finds in `root`. */
export const linksIn = (root: ParentNode, selector: string) => all(root, selector).map((a) => [text(a), a.getAttribute('href')]);
/** Links of the content as a page shows them, each its text (the `key` field) and its target. */
export const shownLinks = <K extends string = 'label'>(links: readonly ({ href: string } & Record<K, string>)[], key = 'label' as K) =>
  links.map((l) => [shown(l[key]), l.href]);

/** The one link in `root` whose visible text is `link.label`; it must lead to `link.href`. */
export function assertLink(root: ParentNode, link: Link, where: string): Element {
  const found = only(
    all(root, 'a').filter((a) => text(a) === shown(link.label)),
    `'${link.label}' link in ${where}`,
  );
  assert.is(found.getAttribute('href'), link.href, `${where}: '${link.label}' leads to ${link.href}`);
  return found;
}

/** The section (or article) headed by the element with this id, whose text must be `title`. */
export function sectionHeaded(root: ParentNode, id: string, title: string): Element {
  const heading = root.querySelector(`#${id}`);
  assert.ok(heading, `a heading #${id}`);
  assert.is(text(heading), shown(title), `#${id} reads the content's title`);
  const section = heading!.closest('section, article');
  assert.ok(section, `#${id} heads a section`);
  return section!;
}

/** Document order of two elements: true when a starts before b. (linkedom's
 * compareDocumentPosition is unreliable across subtrees, so count in document order.) */
export function before(a: Element, b: Element): boolean {
  const order = [...a.ownerDocument.querySelectorAll('*')];
  const [i, j] = [order.indexOf(a), order.indexOf(b)];
  assert.ok(i >= 0 && j >= 0, 'both elements are in the document');
  return i < j;
}

export function assertInOrder(elements: Element[], what: string): void {
  elements.slice(1).forEach((element, i) => {
    assert.ok(before(itemAt(elements, i, what), element), `${what}: part ${i + 2} follows part ${i + 1}`);
  });
}

/** A numbered process: one list item per step, in order, with its two-digit number, title and text. */
export function assertSteps(section: Element, steps: readonly Step[], where: string): void {
  const items = all(section, 'ol > li');
  assert.is(items.length, steps.length, `${where}: one item per step`);
  steps.forEach((step, i) => {
    const item = itemAt(items, i, `${where}: the item of step ${i + 1}`);
    assert.is(text(item.querySelector('.step__number')), String(step.number).padStart(2, '0'), `${where}: step ${i + 1}'s number`);
    assert.is(text(item.querySelector('h3')), shown(step.title), `${where}: step ${i + 1}'s title`);
    assert.is(text(item.querySelector('.step__text')), shown(step.description), `${where}: step ${i + 1}'s text`);
  });
}

/** A FAQ: every question as a native <details>/<summary>, in order, with its answer. */
export function assertFaq(section: Element, items: readonly { question: string; answer: string }[], where: string): void {
  const details = all(section, 'details');
  assert.is(details.length, items.length, `${where}: one <details> per question`);
  items.forEach((item, i) => {
    const question = itemAt(details, i, `${where}: the <details> of question ${i + 1}`);
    assert.is(text(question.querySelector('summary')), shown(item.question), `${where}: question ${i + 1}`);
    assert.is(text(question.querySelector('.faq__answer')), shown(item.answer), `${where}: answer ${i + 1}`);
  });
}

/** A page that opens with its dark hero holding the h1: the hero's title and subtitle. */
export async function assertPageHero(file: string, hero: { title: string; subtitle: string }): Promise<void> {
  const first = (await main(file)).firstElementChild!;
  assert.ok(first.classList.contains('page-hero'), `${file} starts with its hero`);
  assert.is(text(first.querySelector('h1')), shown(hero.title), `${file}: the h1 is the hero's title`);
  assert.is(text(first.querySelector('.page-hero__subtitle')), shown(hero.subtitle), `${file}: the subtitle`);
}
