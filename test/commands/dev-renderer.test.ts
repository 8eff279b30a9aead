// The dev server (createDevServer(), in this process) replaces its render worker when the heap
// has grown (here on every check): a fresh worker renders the site beside the old one, catches up
// with the edits saved meanwhile, and takes over, and the pages served are the latest; a worker
// that took over and then dies is replaced on the next save. Waits are for log lines and
// responses, never for a fixed time.

import { existsSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { projectCopy } from '../../tools/harness/project-copy.ts';
import { DevSession } from '../helpers/dev-session.ts';

let dev: DevSession;

test.before(async () => {
  // A heap growth limit of 0: the first check after the whole site is rendered starts a spare.
  dev = await DevSession.inProcess(projectCopy(), { heapGrowthLimit: 0, timeLimitMs: 300_000 });
});

test.after(async () => {
  await dev?.stop();
});

test('a fresh render worker takes over, with the edits saved while it warmed up', async () => {
  const file = 'content/team.yaml';
  // A schema module that, while a file exists, says so and waits: the serving worker loads it
  // before the file exists, and a fresh worker loading it after is held still, so the edit below
  // is certainly saved while it warms up.
  const hold = path.join(dev.root, 'dev-test.hold');
  const held = `${hold}.held`;
  const schema = 'content/schema/team.ts';
  const source = dev.read(schema);
  const builds = dev.count('✓ build ');
  dev.write(
    schema,
    // process.getBuiltinModule, not an import: the editor's bundle of the schema modules has no node:fs.
    `${source}\nconst holdFs = process.getBuiltinModule('node:fs');\n` +
      `if (holdFs.existsSync(${JSON.stringify(hold)})) { holdFs.writeFileSync(${JSON.stringify(held)}, ''); while (holdFs.existsSync(${JSON.stringify(hold)})) {} }\n`,
  );
  await dev.until(() => dev.count('✓ build ') > builds, 'the schema edit to build');
  writeFileSync(hold, '');
  try {
    await dev.until(() => existsSync(held), 'a fresh worker to be held as it loads');
    dev.write(file, dev.read(file).replace(/^title: .+$/m, 'title: Saved during the warm-up'));
    await dev.matching('/team', /Saved during the warm-up/);
  } finally {
    unlinkSync(hold);
  }
  const released = dev.output.length;
  await dev.until(() => dev.output.slice(released).includes('a fresh render worker took over'), 'the fresh worker to take over');
  // It caught up: the page it serves still has the edit, and the next edit works too.
  assert.match(await dev.matching('/team', /<title>/), /Saved during the warm-up/);
  dev.write(file, dev.read(file).replace('title: Saved during the warm-up', 'title: After the takeover'));
  await dev.matching('/team', /After the takeover/);
  dev.write(schema, source);
});

test('a worker that took over and then dies is replaced like any other', async () => {
  await dev.until(() => dev.count('a fresh render worker took over') > 0, 'a takeover');
  const schema = 'content/schema/team.ts';
  const source = dev.read(schema);
  const from = dev.output.length;
  dev.write(schema, `${source}\nprocess.exit(7);\n`);
  await dev.until(() => dev.output.slice(from).includes('the next save starts a new render worker'), 'the worker to be given up');
  dev.write(schema, source);
  const file = 'content/team.yaml';
  dev.write(file, dev.read(file).replace(/^title: .+$/m, 'title: After the worker died'));
  await dev.matching('/team', /After the worker died/);
});

test.run();
