// The dev server's watcher (generator/dev/watch-files.ts): a file saved twice in quick succession is
// reported twice (chokidar alone drops the second within its 50 ms throttle), an editor's scratch
// files never; a symlinked folder is followed only when it stays inside the watched folder.
import { mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isEditorScratch, watchFiles } from '../../generator/dev/watch-files.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';

type Watching = { reports: string[]; reported: (file: string) => Promise<void>; watcher: ReturnType<typeof watchFiles> };

/** Watches `folder`; once ready runs `body`: `reported(file)` resolves at the next report of `file`. */
async function watching(folder: string, body: (w: Watching) => Promise<void>): Promise<void> {
  const reports: string[] = [];
  let onReport = (_file: string) => {};
  const watcher = watchFiles([folder], (changed) => {
    reports.push(changed);
    onReport(changed);
  });
  const reported = (file: string) => new Promise<void>((resolve) => (onReport = (changed) => changed === file && resolve()));
  try {
    await new Promise<void>((resolve) => watcher.on('ready', () => resolve()));
    await body({ reports, reported, watcher });
  } finally {
    await watcher.close();
  }
}

test('a save right after a reported save is reported too', async () => {
  const dir = tempDir('watch-files-').path;
  const file = path.join(dir, 'site.css');
  writeFileSync(file, 'a { color: red }');
  await watching(dir, async ({ reports, reported }) => {
    const first = reported(file);
    writeFileSync(file, 'a { color: blue }');
    await first;
    // Saved again at once, inside chokidar's throttle window of the first change.
    const second = reported(file);
    writeFileSync(file, 'a { color: green }');
    const deadline = new Promise<string>((resolve) => setTimeout(() => resolve('missed'), 10_000).unref());
    assert.is(await Promise.race([second.then(() => 'reported'), deadline]), 'reported');
    assert.ok(reports.length >= 2 && reports.every((r) => r === file));
  });
});

test('the scratch files of editors and atomic saves are told apart from sources', () => {
  const scratch = ['team.ts.1234.tmp', 'team.ts~', '.#team.ts', '#team.ts#', '.team.ts.swp', '.team.ts.swx', '4913', 'team.ts___jb_tmp___'];
  for (const name of scratch) assert.ok(isEditorScratch(`/site/content/${name}`), name);
  for (const name of ['team.ts', 'hero.webm', 'site.css', 'tmp.ts', '404.tsx', 'index.tsx'])
    assert.not.ok(isEditorScratch(`/site/pages/${name}`), name);
});

test("an editor's swap, backup and temporary files beside a saved source are never reported, the source is", async () => {
  const dir = tempDir('watch-files-').path;
  const file = path.join(dir, 'team.ts');
  writeFileSync(file, 'export const a = 1;');
  await watching(dir, async ({ reports, reported }) => {
    /** Saves `text` as many editors do, through a temporary file, and waits until the source is reported. */
    const save = async (text: string) => {
      const saved = reported(file);
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, text);
      renameSync(temporary, file);
      await saved;
    };
    // What Vim and Emacs keep beside a file while it is open and after a save.
    for (const name of ['.team.ts.swp', 'team.ts~', '.#team.ts']) writeFileSync(path.join(dir, name), 'scratch');
    await save('export const a = 2;');
    // A second save: any report of the scratch files, written before the first, has arrived by now.
    await save('export const a = 3;');
    assert.equal([...new Set(reports)], [file]);
  });
});

test('a symlinked folder that leads out of the watched folder is not followed; one that stays inside is', async () => {
  const dir = tempDir('watch-files-').path;
  const assets = path.join(dir, 'project/assets');
  const elsewhere = path.join(dir, 'elsewhere');
  mkdirSync(path.join(assets, 'photos'), { recursive: true });
  mkdirSync(elsewhere);
  for (let i = 0; i < 20; i++) writeFileSync(path.join(elsewhere, `f${i}.txt`), 'outside');
  writeFileSync(path.join(assets, 'photos/a.jpg'), 'a');
  symlinkSync(elsewhere, path.join(assets, 'usr-share'));
  symlinkSync(path.join(assets, 'photos'), path.join(assets, 'photos-again'));
  await watching(assets, async ({ reports, reported, watcher }) => {
    const watched = Object.entries(watcher.getWatched()).flatMap(([folder, names]) => [folder, ...names.map((n) => path.join(folder, n))]);
    for (const p of watched) assert.not.ok(p.startsWith(elsewhere) || p.startsWith(path.join(assets, 'usr-share')), `${p} is outside`);
    assert.ok(watched.includes(path.join(assets, 'photos-again')), 'the link inside is followed');
    // A change outside, then one inside: only the one inside is reported.
    writeFileSync(path.join(elsewhere, 'f0.txt'), 'changed');
    const inside = path.join(assets, 'photos/a.jpg');
    const insideReported = reported(inside);
    writeFileSync(inside, 'b');
    await insideReported;
    for (const r of reports) assert.not.ok(r.includes('usr-share') || r.startsWith(elsewhere), `${r} is outside`);
  });
});

test.run();
