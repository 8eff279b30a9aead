// The editor's backend against a real web page: Chromium opens a page served on another port of
// this machine (as any site the owner visits could make it do) and tries fetch() to the backend,
// with a JSON body and with a text/plain one (which a browser sends without asking first), with
// and without CORS. Nothing is read and nothing is written; the editor's own origin, the
// control, reads a content file the same way.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type LocalBackend, startLocalBackend } from '../../scripts/cms/local-backend.ts';
import { freePort } from '../../tools/harness/static-server.ts';
import { HAS_CHROMIUM, launch } from '../helpers/browser.ts';
import { type BackendFixture, backendFixture, OUTSIDE, snapshot } from '../helpers/editor-backend.ts';

interface Context {
  browser: Browser;
  fixture: BackendFixture;
  backend: LocalBackend;
  pages: http.Server[];
  editorOrigin: string;
  foreignOrigin: string;
  lines: string[];
}

const test = suite<Context>('the editor backend and a page on another port');
/** Without Chromium (and not in CI) the tests are registered as skipped, so the summary counts them. */
const run = HAS_CHROMIUM || process.env.CI ? test : test.skip;

/** A server of one empty page on 127.0.0.1:`port`, whose origin the page's fetch() calls carry. */
async function pageServer(port: number): Promise<http.Server> {
  const server = http.createServer((_req, res) =>
    res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>a page</title>'),
  );
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** What the page's fetch() calls got: 'read: <text>' for an answer it could read, 'opaque' or 'blocked: <error>' otherwise. */
function tryFromPage(page: Page, url: string, bodies: object[]): Promise<string[]> {
  return page.evaluate(
    async ({ url, bodies }) => {
      const results: string[] = [];
      for (const body of bodies)
        for (const type of ['application/json', 'text/plain'])
          for (const mode of ['cors', 'no-cors'] as const) {
            try {
              const answer = await fetch(url, { method: 'POST', mode, headers: { 'Content-Type': type }, body: JSON.stringify(body) });
              results.push(answer.type === 'opaque' ? 'opaque' : `read: ${await answer.text()}`);
            } catch (error) {
              results.push(`blocked: ${(error as Error).message}`);
            }
          }
      return results;
    },
    { url, bodies },
  );
}

if (HAS_CHROMIUM || process.env.CI) {
  test.before(async (ctx) => {
    const [editorPort, foreignPort] = [await freePort(), await freePort()];
    ctx.editorOrigin = `http://127.0.0.1:${editorPort}`;
    ctx.foreignOrigin = `http://localhost:${foreignPort}`;
    ctx.lines = [];
    ctx.fixture = await backendFixture();
    ctx.backend = await startLocalBackend({
      root: ctx.fixture.root,
      port: 0,
      scope: ctx.fixture.scope,
      allowedOrigins: [ctx.editorOrigin],
      log: (line) => ctx.lines.push(line),
    });
    ctx.pages = [await pageServer(editorPort), await pageServer(foreignPort)];
    ctx.browser = await launch();
  });

  test.after(async (ctx) => {
    await ctx.browser?.close();
    for (const server of ctx.pages ?? []) server.close();
    await ctx.backend?.close();
    ctx.fixture?.remove();
  });
}

run('a page on another port reads nothing and writes nothing, with a JSON or a text/plain body; the editor reads', async (ctx) => {
  const [file] = ctx.fixture.contentFiles;
  const before = snapshot(ctx.fixture.root);
  const entry = (file: string) => ({ slug: 'x', path: file, raw: 'export default () => 1;\n' });
  const options = { collectionName: 'content', commitMessage: 'x', useWorkflow: false, status: 'draft' };
  const bodies = [
    { action: 'getEntry', params: { branch: 'main', path: 'package.json' } },
    { action: 'getEntry', params: { branch: 'main', path: '.git/config' } },
    { action: 'getEntry', params: { branch: 'main', path: file } },
    { action: 'persistEntry', params: { branch: 'main', entry: entry('pages/evil.tsx'), assets: [], options } },
    { action: 'persistEntry', params: { branch: 'main', entry: entry(file!), assets: [], options } },
    { action: 'deleteFile', params: { branch: 'main', path: 'README.md', options: { commitMessage: 'x' } } },
  ];
  const page = await ctx.browser.newPage();
  try {
    await page.goto(`${ctx.foreignOrigin}/`);
    const results = await tryFromPage(page, ctx.backend.url, bodies);
    assert.is(results.length, bodies.length * 4);
    for (const result of results) assert.ok(result === 'opaque' || result.startsWith('blocked: '), `the page read an answer: ${result}`);
    assert.equal(snapshot(ctx.fixture.root), before, 'a file changed');
    assert.ok(
      ctx.lines.some((line) => line.startsWith(`cms: refused a request from "${ctx.foreignOrigin}" (403)`)),
      ctx.lines.join('\n'),
    );
    await page.goto(`${ctx.editorOrigin}/`);
    const [own] = await tryFromPage(page, ctx.backend.url, [bodies[2]!]);
    assert.ok(own!.startsWith('read: '), own);
    assert.not.ok(Object.values(OUTSIDE).some((text) => own!.includes(text.trim())));
    assert.is(JSON.parse(own!.slice('read: '.length)).data, readFileSync(path.join(ctx.fixture.root, file!), 'utf8'));
  } finally {
    await page.close();
  }
});

test.run();
