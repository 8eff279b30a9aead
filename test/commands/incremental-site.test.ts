// The dev server's incremental build (generator/dev/render-thread.ts), in its render worker
// (generator/dev/render-worker.ts, started in this process), on a scratch copy of the project.
// Which pages use what is read from pages/ and content/, not written here: the pages a content
// edit must make stale are those whose HTML the edit changes, as a second render worker that
// renders every page from scratch shows.
import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { UpdateResult } from '../../generator/dev/render-thread.ts';
import type * as Renderer from '../../generator/dev/render-worker.ts';
import type * as Config from '../../generator/load-config.ts';
import { discoverPages } from '../../generator/routes.ts';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { rejection } from '../helpers/expect-refusal.ts';

const root = projectCopy();
// The copy's own render worker, which renders the copy.
const { RenderWorker } = (await import(path.join(root, 'generator/dev/render-worker.ts'))) as typeof Renderer;
const { loadConfig } = (await import(path.join(root, 'generator/load-config.ts'))) as typeof Config;
const config = await loadConfig(root);
const CONFIG = {
  root,
  siteUrl: 'http://localhost:3000',
  date: Date.parse('2031-06-15T12:00:00Z'),
  // The build's notices are not what this test reads.
  log: () => {},
};
const site = new RenderWorker(CONFIG);
const pages = await discoverPages(root, config);
const all = pages.map((p) => p.outFile).sort();

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
/**
 * Saves an edit of a file, runs `check`, and puts the original back; resolves with the update
 * that takes the original in, every page asked for.
 */
async function editing(file: string, change: (source: string) => string, check: () => Promise<void>): Promise<UpdateResult> {
  const original = read(file);
  const changed = change(original);
  assert.is.not(changed, original, `the edit of ${file} changes it`);
  write(file, changed);
  try {
    await check();
  } finally {
    write(file, original);
  }
  return site.update({ changed: [file], pages: all });
}
const html = (result: UpdateResult, file: string) => result.set.find(([f]) => f === file)?.[1] as string | undefined;
/** The pages an update's result writes. */
const pagesIn = (result: UpdateResult) => result.set.flatMap(([f]) => (f.endsWith('.html') ? [f] : [])).sort();
/** The pages whose source imports this module (by file name). */
const importing = (module: string) =>
  pages
    .filter((p) => read(p.file).includes(`/${module}'`))
    .map((p) => p.outFile)
    .sort();

/** The HTML of every page as the site last rendered it, from every update's result. */
const shown = new Map<string, string>();
const remember = (result: UpdateResult) => {
  for (const [file, body] of result.set) if (file.endsWith('.html')) shown.set(file, String(body));
  for (const file of result.deleted) shown.delete(file);
  return result;
};

/** Brings every stale page up to date. */
const refreshAll = async () => remember(await site.update({ changed: [], pages: [], budgetMs: Number.POSITIVE_INFINITY }));

/** The pages whose HTML differs from what the site last showed, rendered from scratch by a second render worker. */
async function pagesThatChanged(): Promise<string[]> {
  const fresh = new RenderWorker(CONFIG);
  try {
    const result = await fresh.update({ changed: [], pages: all, budgetMs: Number.POSITIVE_INFINITY });
    return result.set
      .filter(([file, body]) => file.endsWith('.html') && shown.get(file) !== String(body))
      .map(([file]) => file)
      .sort();
  } finally {
    await fresh.stop();
  }
}

test.after(() => site.stop());

test('the first update renders only the pages asked for; the rest are stale until refreshed', async () => {
  const first = remember(await site.update({ changed: [], pages: ['team/index.html'] }));
  const others = all.filter((f) => f !== 'team/index.html');
  assert.equal(first.rendered, ['team/index.html']);
  assert.equal(first.stale.sort(), others);
  assert.ok(html(first, 'team/index.html')?.startsWith('<!doctype html>'));
  const rest = await refreshAll();
  assert.equal(rest.rendered.sort(), others);
  assert.equal(rest.stale, []);
  for (const file of ['sitemap.xml', 'serve.json', '_headers', 'robots.txt', 'assets/site.css']) {
    assert.ok(first.set.some(([f]) => f === file) || rest.set.some(([f]) => f === file), file);
  }
});

test('a content edit makes stale only the pages that read that content module', async () => {
  await refreshAll();
  const title = /^title: (.+)$/m.exec(read('content/team.yaml'))![1]!;
  const edited = (s: string) => s.replace(/^title: .+$/m, `title: ${title} (edited)`);
  const restored = await editing('content/team.yaml', edited, async () => {
    const readers = await pagesThatChanged();
    assert.ok(readers.length > 0 && readers.length < all.length, `some pages show the team's title, some do not (${readers.join(', ')})`);
    const result = await site.update({ changed: ['content/team.yaml'], pages: [] });
    assert.equal(result.stale.sort(), readers);
    const refreshed = remember(await site.update({ changed: [], pages: readers }));
    assert.equal(refreshed.rendered.sort(), readers);
    for (const file of readers) assert.match(html(refreshed, file)!, `${title} (edited)`);
    assert.equal(pagesIn(refreshed), readers, 'no other page changed');
  });
  remember(restored);
});

test('an edit that leaves the parsed content as it was re-renders nothing', async () => {
  await editing(
    'content/team.yaml',
    (s) => `${s}\n# a comment\n`,
    async () => {
      const result = await site.update({ changed: ['content/team.yaml'], pages: all });
      assert.equal(result.rendered, []);
      assert.equal(result.stale, []);
    },
  );
});

// A component's edit makes stale the pages that import it, directly or not; the shell's, every page.
const CODE_EDITS: [string, (source: string) => string, string[]][] = [
  ['components/sections/Faq.tsx', (s) => s.replace('<details key=', '<details data-edited="" key='), importing('Faq.tsx')],
  ['pages/_document.tsx', (s) => s.replace('{children}', '<i data-edited="" />\n      {children}'), all],
];
for (const [file, change, users] of CODE_EDITS) {
  test(`an edit of ${file} makes stale the pages that use it, which then show it`, async () => {
    const some = users.length > 0 && (users === all || users.length < all.length);
    assert.ok(some, `${file}: pages that use it, and (a component) pages that do not`);
    await editing(file, change, async () => {
      assert.equal((await site.update({ changed: [file], pages: [] })).stale.sort(), users);
      const refreshed = await refreshAll();
      for (const page of users) assert.match(html(refreshed, page)!, 'data-edited=""');
    });
  });
}

test('a stylesheet edit changes the stylesheet and no page', async () => {
  await editing(
    'styles/global.css',
    (s) => `${s}\n.incremental-test { color: red; }\n`,
    async () => {
      const result = await site.update({ changed: ['styles/global.css'], pages: all });
      assert.equal(result.stale, []);
      assert.equal(result.rendered, []);
      assert.equal(pagesIn(result), []);
      assert.match(result.stylesheet ?? '', /^\/assets\/site\.css\?v=\w+$/);
      const css = result.set.find(([f]) => f === 'assets/site.css')?.[1] as Uint8Array;
      assert.match(Buffer.from(css).toString('utf8'), '.incremental-test');
    },
  );
});

test('a new page is stale until rendered, then served and in the sitemap; a deleted page is gone', async () => {
  const source = pages.find((p) => p.route !== null && p.route !== '/')!;
  write('pages/incremental-test.tsx', read(source.file));
  try {
    const added = await site.update({ changed: ['pages/incremental-test.tsx'], pages: [] });
    assert.equal(added.stale, ['incremental-test/index.html']);
    assert.match(String(added.set.find(([f]) => f === 'sitemap.xml')?.[1]), '/incremental-test</loc>');
    const rendered = await site.update({ changed: [], pages: ['incremental-test/index.html'] });
    assert.ok(html(rendered, 'incremental-test/index.html'));
  } finally {
    unlinkSync(path.join(root, 'pages/incremental-test.tsx'));
  }
  const removed = await site.update({ changed: ['pages/incremental-test.tsx'], pages: [] });
  assert.ok(removed.deleted.includes('incremental-test/index.html'));
  assert.not.match(String(removed.set.find(([f]) => f === 'sitemap.xml')?.[1]), 'incremental-test');
});

// A content edit the schema refuses, a schema edit that refuses the content (the edited schema
// is read afresh, and so is the restored one), a component that does not parse.
const FAILING_EDITS: [string, (source: string) => string, RegExp][] = [
  [
    'content/team.yaml',
    (s) => s.replace(/^title: .+$/m, 'title: 5'),
    /content\/team\.yaml line \d+: title: expected text, got the number 5/,
  ],
  [
    'content/schema/team.ts',
    (s) => s.replace(/^( +title: textSchema)(,)$/m, "$1.refine(() => false, 'refused by the edited schema')$2"),
    /content\/team\.yaml line \d+: title: refused by the edited schema/,
  ],
  ['components/sections/Faq.tsx', (s) => s.replace('export function Faq', 'export function Faq(( {'), /components\/sections\/Faq\.tsx/],
];
for (const [file, change, message] of FAILING_EDITS) {
  test(`a broken edit of ${file} fails, naming what is wrong; once put back, the site is whole again`, async () => {
    const fixed = await editing(file, change, async () => {
      assert.match(await rejection(() => site.update({ changed: [file], pages: all })), message);
    });
    assert.equal(fixed.stale, []);
  });
}

test.run();
