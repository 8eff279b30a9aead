// A content link to a part of a page ('/services#dj-services') is checked once the page is rendered
// (generator/check/check.ts), and a missing part is reported once, on the content's field and line.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { stringify } from 'yaml';
import { ordinal } from '../../framework/shared/field-path.ts';
import { checkReferences, scanPage } from '../../generator/check/check.ts';
import { collectFragmentLinks, type FragmentLink } from '../../generator/content/load.ts';
import { parseContentFile } from '../../generator/content/read-file.ts';
import type { SiteFile } from '../../generator/write/write.ts';
import { CONTENT_FOLDER, LINK_ROUTES, writtenContent } from '../helpers/content.ts';
import { schemaModuleFor } from '../helpers/content-schemas.ts';
import { itemAt } from '../helpers/lists.ts';

const html = (body: string) => `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;

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

function failure(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('expected the check to fail');
}

test("a content link to a part its page lacks is one line naming the content's file, line and field, not one per page", () => {
  const { files, scans } = siteWithNav('/services#typo');
  const message = failure(() => checkReferences(files, scans, { contentLinks: [navLink('/services#typo')] }));
  assert.is(
    message,
    "content/site.yaml line 31: link Services (the 2nd) › href: '/services#typo' leads to no part of /services: no element there has the id 'typo' (its ids: 'main', 'dj-services'); use one of them, or leave out '#typo'",
  );
});

test('a content link to a part the page has passes; so does one to a page not rendered yet (the dev server)', () => {
  const { files, scans } = siteWithNav('/services#dj-services');
  checkReferences(files, scans, { contentLinks: [navLink('/services#dj-services')] });
  const later = siteWithNav('/services#typo');
  later.scans.delete('services/index.html');
  checkReferences(later.files, later.scans, {
    contentLinks: [navLink('/services#typo')],
    pending: new Set(['services/index.html']),
    pages: ['index.html'],
  });
});

test("the output's other broken references are still reported beside the content's", () => {
  const { files, scans } = siteWithNav('/services#typo');
  files.set('about/index.html', html('<a href="/gone">x</a>'));
  scans.set('about/index.html', scanPage('about/index.html', files.get('about/index.html') as string));
  const lines = failure(() => checkReferences(files, scans, { contentLinks: [navLink('/services#typo')] })).split('\n');
  assert.match(lines[0]!, /^content\/site\.yaml line 31: /);
  assert.equal(lines.slice(1), ['broken references in the output:', '  about/index.html: href="/gone" points to no file of the site']);
});

test('the content phase collects every link field with a fragment, with its file, line and field, and nothing else', () => {
  const written = writtenContent();
  const link = itemAt(written.site.nav, 0, 'nav link');
  const href = `${link.href}#a-part`;
  written.site.nav[0] = { ...link, href };
  const text = stringify(written.site, { lineWidth: 0 });
  const read = parseContentFile(`${CONTENT_FOLDER}/site.yaml`, 'site', text);
  assert.not.ok(Array.isArray(read), JSON.stringify(read));
  const source = read as Exclude<typeof read, unknown[]>;
  const schemas = schemaModuleFor(LINK_ROUTES).contentSchemas(LINK_ROUTES);
  const parsed = schemas.site!.parse(source.data);
  const line = text.split('\n').findIndex((l) => l.includes(`href: ${href}`)) + 1;
  const [found, ...others] = collectFragmentLinks({ site: parsed }, { site: source }, schemas);
  assert.equal(others, []);
  assert.equal({ ...found, field: undefined }, { href, file: `${CONTENT_FOLDER}/site.yaml`, field: undefined, line });
  assert.ok(found?.field.endsWith(`(the ${ordinal(1)}) › href`), found?.field);
});

test.run();
