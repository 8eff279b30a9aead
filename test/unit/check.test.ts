// The output check (generator/check/check.ts) over small hand-made sites: repeated ids, fragments,
// a scoped check; and a content link to a part of a page ('/services#dj-services'), checked once
// the page is rendered and reported once, on the content's field and line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { ordinal } from '../../framework/shared/field-path.ts';
import { checkOutput, checkReferences, fragmentFound, scanPage } from '../../generator/check/check.ts';
import { collectFragmentLinks, type FragmentLink } from '../../generator/content/load.ts';
import { parseContentFile } from '../../generator/content/read-file.ts';
import type { SiteFile } from '../../generator/write/write.ts';
import { schemasFor } from '../helpers/content-schemas.ts';
import { refusal } from '../helpers/expect-refusal.ts';
import { itemAt } from '../helpers/lists.ts';
import { CONTENT_FOLDER, LINK_ROUTES, writtenContent } from '../helpers/loaded-content.ts';

const site = (pages: Record<string, string>) => new Map<string, SiteFile>(Object.entries(pages));
const html = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

test('scanPage lists every id of a page, and the repeated ones', () => {
  const scan = scanPage('p.html', html('<main id="main"><p id="a"></p><article id="main"></article><p id="main"></p></main>'));
  assert.equal([...scan.ids], ['main', 'a']);
  assert.equal(scan.repeatedIds, ['main']);
});

test('a repeated id fails the check, naming the page and the id; every repeated id of every page is reported at once', () => {
  const files = site({
    'index.html': html('<p id="a"></p><p id="a"></p><p id="b"></p><p id="b"></p><p id="b"></p>'),
    'services/index.html': html(
      '<main id="main"><article id="main"><h2 id="main-title">DJ</h2><p id="c"></p><p id="c"></p></article></main>',
    ),
  });
  const message = refusal(() => checkOutput(files, ['index.html', 'services/index.html']));
  for (const id of ['index.html: id "a"', 'index.html: id "b"', 'services/index.html: id "main"', 'services/index.html: id "c"'])
    assert.match(message, `${id} is used more than once`);
  assert.not.match(message, /index\.html: id "main-title"/);
});

test('a fragment is everything after the first #, matched as written or percent-decoded; an empty one and "top" lead to the top; the same id on two pages is fine', () => {
  const files = site({
    'index.html': html(
      '<h2 id="a#b">x</h2><h2 id="café menu">y</h2>' +
        '<a href="/#a#b">1</a><a href="#caf%C3%A9%20menu">2</a><a href="/#">3</a><a href="#top">4</a><a href="#Top">5</a>',
    ),
    'about/index.html': html('<h2 id="a#b">about</h2><a href="/about#a#b">x</a>'),
  });
  checkOutput(files, ['index.html', 'about/index.html']);
  const broken = site({ 'index.html': html('<h2 id="a">x</h2><a href="/#a#b">1</a><a href="#%E0%A4%A">2</a>') });
  const message = refusal(() => checkOutput(broken, ['index.html']));
  assert.match(message, /href="\/#a#b" has no element with id "a#b"/, 'the part before the second # is not the fragment');
  assert.match(message, /href="#%E0%A4%A" has no element with id "%E0%A4%A"/, 'a malformed escape is compared as written');
  assert.ok(fragmentFound('top', new Set()), 'top without an element of that id is the top of the page');
  assert.not.ok(fragmentFound('bottom', new Set()));
});

test('a scoped check (the dev server after an edit) checks only the pages named, and the stylesheets when asked', () => {
  const files = site({
    'index.html': html('<a href="/gone">x</a>'),
    'about/index.html': html('<a href="/about#team">x</a><a href="/soon#intro">y</a>'),
    'assets/site.css': 'a { background: url(/assets/missing.png) }',
  });
  const scans = new Map([...files.keys()].filter((f) => f.endsWith('.html')).map((f) => [f, scanPage(f, files.get(f) as string)]));
  const only = refusal(() =>
    checkReferences(files, scans, { pages: ['about/index.html'], stylesheets: false, pending: new Set(['soon/index.html']) }),
  );
  assert.match(only, /about\/index\.html: href="\/about#team" has no element with id "team"/);
  assert.not.match(only, /\/gone/, 'index.html was not in the scope');
  assert.not.match(only, /soon/, 'a page not rendered yet counts as there, its fragments unchecked');
  assert.not.match(only, /missing\.png/);
  const everything = refusal(() => checkReferences(files, scans));
  assert.match(everything, /index\.html: href="\/gone" points to no file of the site/);
  assert.match(everything, /assets\/site\.css: url\(\/assets\/missing\.png\) points to no file of the site/);
  assert.match(everything, /href="\/soon#intro" points to no file/, 'without pending, a missing page is missing');
});

/** A site whose every page shows the nav link '/services#typo', and whose services page has two parts. */
function siteWithNav(href: string) {
  const nav = `<nav><a href="${href}">Services</a></nav>`;
  const files = new Map<string, SiteFile>([
    ['index.html', html(nav)],
    ['contact/index.html', html(nav)],
    ['services/index.html', html(`${nav}<main id="main"><section id="dj-services"></section></main>`)],
  ]);
  const scans = new Map([...files].map(([file, text]) => [file, scanPage(file, text as string)]));
  return { files, scans };
}

const navLink = (href: string): FragmentLink => ({ href, file: 'content/site.yaml', field: 'link Services (the 2nd) › href', line: 31 });

test("a content link to a part its page lacks is one line naming the content's file, line and field, not one per page; one to a part it has, or to a page not rendered yet, passes", () => {
  const { files, scans } = siteWithNav('/services#typo');
  const message = refusal(() => checkReferences(files, scans, { contentLinks: [navLink('/services#typo')] }));
  assert.is(
    message,
    "content/site.yaml line 31: link Services (the 2nd) › href: '/services#typo' leads to no part of /services: no element there has the id 'typo' (its ids: 'main', 'dj-services'); use one of them, or leave out '#typo'",
  );
  const fine = siteWithNav('/services#dj-services');
  checkReferences(fine.files, fine.scans, { contentLinks: [navLink('/services#dj-services')] });
  // A page not rendered yet (the dev server's) is not checked.
  const later = siteWithNav('/services#typo');
  later.scans.delete('services/index.html');
  const pending = new Set(['services/index.html']);
  checkReferences(later.files, later.scans, { contentLinks: [navLink('/services#typo')], pending, pages: ['index.html'] });
});

test("the output's other broken references are still reported beside the content's", () => {
  const { files, scans } = siteWithNav('/services#typo');
  files.set('about/index.html', html('<a href="/gone">x</a>'));
  scans.set('about/index.html', scanPage('about/index.html', files.get('about/index.html') as string));
  const lines = refusal(() => checkReferences(files, scans, { contentLinks: [navLink('/services#typo')] })).split('\n');
  assert.match(lines[0]!, /^content\/site\.yaml line 31: /);
  assert.equal(lines.slice(1), ['broken references in the output:', '  about/index.html: href="/gone" points to no file of the site']);
});

test('the content phase collects every link field with a fragment, with its file, line and field, and nothing else', () => {
  const written = writtenContent();
  const link = itemAt(written.site.nav, 0, 'nav link');
  const href = `${link.href}#a-part`;
  written.site.nav[0] = { ...link, href };
  const text = stringify(written.site, { lineWidth: 0 });
  const read = parseContentFile(`${CONTENT_FOLDER}/site.yaml`, text);
  assert.not.ok(Array.isArray(read), JSON.stringify(read));
  const source = read as Exclude<typeof read, unknown[]>;
  const schemas = schemasFor(LINK_ROUTES);
  const parsed = schemas.site!.parse(source.data);
  const line = text.split('\n').findIndex((l) => l.includes(`href: ${href}`)) + 1;
  const [found, ...others] = collectFragmentLinks({ site: parsed }, { site: source }, schemas);
  assert.equal(others, []);
  assert.equal({ ...found, field: undefined }, { href, file: `${CONTENT_FOLDER}/site.yaml`, field: undefined, line });
  assert.ok(found?.field.endsWith(`(the ${ordinal(1)}) › href`), found?.field);
});

test.run();
