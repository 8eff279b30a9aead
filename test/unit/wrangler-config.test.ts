// The two Wrangler configurations (wrangler.toml for Cloudflare Pages, workers/github-login/ for the
// standalone Worker) ask for a compatibility date that the workerd of the pinned Wrangler runs.
// A later date only warns when Wrangler starts, falls back to workerd's own, and looks for a
// newer Wrangler on the network; so it fails here, naming the file, before any test starts
// workerd.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ROOT } from '../helpers/shared-build.ts';

const CONFIGS = ['wrangler.toml', 'workers/github-login/wrangler.toml'];

/** The last date the installed workerd runs: its version is 1.YYYYMMDD.N. */
function workerdDate(): string {
  const { version } = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/workerd/package.json'), 'utf8')) as { version: string };
  const [, y, m, d] = /^\d+\.(\d{4})(\d{2})(\d{2})\./.exec(version) ?? [];
  assert.ok(y && m && d, `workerd's version ${version} names no date`);
  return `${y}-${m}-${d}`;
}

for (const config of CONFIGS)
  test(`${config} asks for a compatibility date that the pinned workerd runs`, () => {
    const text = readFileSync(path.join(ROOT, config), 'utf8');
    const date = /^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"/m.exec(text)?.[1];
    assert.ok(date, `${config}: compatibility_date = "YYYY-MM-DD" is missing`);
    const latest = workerdDate();
    assert.ok(date <= latest, `${config}: compatibility_date ${date} is later than ${latest}, the last date the pinned workerd runs`);
  });

test.run();
