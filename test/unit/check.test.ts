// The output check (generator/check/check.ts) over small hand-made sites.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { checkOutput, checkReferences, fragmentFound, pageIds, scanPage } from '../../generator/check/check.ts';
import type { SiteFile } from '../../generator/write/write.ts';

const site = (pages: Record<string, string>) => new Map<string, SiteFile>(Object.entries(pages));
const html = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the check to fail');
}

test('pageIds lists every id in document order, repeats included', () => {
  assert.equal(pageIds(html('<main id="main"><p id="a"></p><article id="main"></article></main>')), ['main', 'a', 'main']);
});

test('a repeated id fails the check, naming the page and the id', () => {
  const files = site({
    'index.html': html('<a href="/services#main">x</a>'),
    'services/index.html': html('<main id="main"><article id="main"><h2 id="main-title">DJ</h2></article></main>'),
  });
  const message = failure(() => checkOutput(files, ['index.html', 'services/index.html']));
  assert.match(message, /services\/index\.html: id "main" is used more than once/);
  assert.not.match(message, /index\.html: id "main-title"/);
});

test('the same id on two different pages is fine', () => {
  const files = site({
    'index.html': html('<main id="main"><a href="/about#main">x</a></main>'),
    'about/index.html': html('<main id="main"></main>'),
  });
  checkOutput(files, ['index.html', 'about/index.html']);
});

test('every repeated id of every page is reported at once', () => {
  const files = site({
    'index.html': html('<p id="a"></p><p id="a"></p><p id="b"></p><p id="b"></p><p id="b"></p>'),
    'x/index.html': html('<p id="c"></p><p id="c"></p>'),
  });
  const message = failure(() => checkOutput(files, ['index.html', 'x/index.html']));
  assert.match(message, /index\.html: id "a" is used more than once/);
  assert.match(message, /index\.html: id "b" is used more than once/);
  assert.match(message, /x\/index\.html: id "c" is used more than once/);
});

test('a fragment is everything after the first #, matched as written or percent-decoded; an empty one and "top" lead to the top', () => {
  const files = site({
    'index.html': html(
      '<h2 id="a#b">x</h2><h2 id="café menu">y</h2>' +
        '<a href="/#a#b">1</a><a href="#caf%C3%A9%20menu">2</a><a href="/#">3</a><a href="#top">4</a><a href="#Top">5</a>',
    ),
  });
  checkOutput(files, ['index.html']);
  const broken = site({ 'index.html': html('<h2 id="a">x</h2><a href="/#a#b">1</a><a href="#%E0%A4%A">2</a>') });
  const message = failure(() => checkOutput(broken, ['index.html']));
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
  const only = failure(() =>
    checkReferences(files, scans, { pages: ['about/index.html'], stylesheets: false, pending: new Set(['soon/index.html']) }),
  );
  assert.match(only, /about\/index\.html: href="\/about#team" has no element with id "team"/);
  assert.not.match(only, /\/gone/, 'index.html was not in the scope');
  assert.not.match(only, /soon/, 'a page not rendered yet counts as there, its fragments unchecked');
  assert.not.match(only, /missing\.png/);
  const everything = failure(() => checkReferences(files, scans));
  assert.match(everything, /index\.html: href="\/gone" points to no file of the site/);
  assert.match(everything, /assets\/site\.css: url\(\/assets\/missing\.png\) points to no file of the site/);
  assert.match(everything, /href="\/soon#intro" points to no file/, 'without pending, a missing page is missing');
});

test.run();
