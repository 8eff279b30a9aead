// generator/routes.ts discoverPageFiles: the files in pages/ are the routes; two files for one route,
// a file name that makes no route and a missing 404 page are refused together, each naming its file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../generator/load-config.ts';
import { discoverPageFiles } from '../../generator/routes.ts';
import { writeFixtureConfig } from '../helpers/fixture-config.ts';
import { itemAt } from '../helpers/lists.ts';

/** A pages/ folder with these (empty) files: discovery reads names only. */
function pagesFolder(files: string[]): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'discover-pages-'));
  writeFixtureConfig(root);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, 'pages', file)), { recursive: true });
    writeFileSync(path.join(root, 'pages', file), '');
  }
  return root;
}

async function failure(root: string): Promise<string[]> {
  try {
    await discoverPageFiles(root, await loadConfig(root));
  } catch (error) {
    return (error as Error).message.split('\n');
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  throw new Error('expected discovery to fail');
}

test('the pages found, sorted, with their routes, output files and bundle names', async () => {
  const root = pagesFolder(['index.tsx', 'services.tsx', '404.tsx', 'events/index.tsx', '_document.tsx']);
  try {
    assert.equal(
      (await discoverPageFiles(root, await loadConfig(root))).map((p) => [p.file, p.route, p.outFile, p.key]),
      [
        ['pages/404.tsx', null, '404.html', 'not-found'],
        ['pages/events/index.tsx', '/events', 'events/index.html', 'events'],
        ['pages/index.tsx', '/', 'index.html', 'home'],
        ['pages/services.tsx', '/services', 'services/index.html', 'services'],
      ],
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('two files for one route are refused', async () => {
  const lines = await failure(pagesFolder(['index.tsx', '404.tsx', 'services.tsx', 'services/index.tsx']));
  assert.equal(lines, ['pages/services/index.tsx: route: duplicates the route of pages/services.tsx']);
});

test("a page at one of the generator's own paths is refused, naming its file", async () => {
  const reserved = [
    'assets.tsx',
    'assets/gear.tsx',
    '404/index.tsx',
    'index/index.tsx',
    'index/more.tsx',
    'admin.tsx',
    'admin/users.tsx',
    'services/index/index.tsx',
  ];
  const lines = await failure(pagesFolder(['index.tsx', '404.tsx', 'services.tsx', 'assets-guide.tsx', ...reserved]));
  assert.is(lines.length, reserved.length, lines.join('\n'));
  for (const file of reserved) {
    assert.ok(
      lines.some((line) => line.startsWith(`pages/${file}: route: `) && /is reserved/.test(line)),
      `pages/${file} is refused:\n${lines.join('\n')}`,
    );
  }
  assert.ok(
    lines.some((line) => /^pages\/assets\/gear\.tsx: route: \/assets\/gear is reserved: \/assets and every path under it/.test(line)),
  );
});

test('a missing 404 page and a file name that makes no route are reported together', async () => {
  const lines = await failure(pagesFolder(['index.tsx', 'Our Team.tsx']));
  assert.is(lines.length, 2, lines.join('\n'));
  assert.match(itemAt(lines, 0, 'problem'), /^pages\/Our Team\.tsx: file name: /);
  assert.is(lines[1], 'pages/404.tsx: file: the 404 page is missing');
});

test.run();
