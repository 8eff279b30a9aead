// A clean install, as the README's quick start runs it (npm ci), prints no warning: a newcomer
// reads any as a broken install. npm works out the whole install from package.json, the lockfile
// and .npmrc alone (--dry-run --offline, in a scratch folder holding only those three files,
// with an empty cache), so this takes seconds and no network. And every dependency with an
// install script has been reviewed: allowScripts in package.json lets it run or denies it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { ROOT } from '../helpers/shared-build.ts';

const INSTALL_FILES = ['package.json', 'package-lock.json', '.npmrc'];

interface Manifest {
  allowScripts?: Record<string, boolean>;
}
interface Lockfile {
  packages: Record<string, { hasInstallScript?: boolean }>;
}
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

/** The npm that runs this test (npm test sets npm_execpath), else the one on PATH. */
function npm(args: string[], cwd: string) {
  const execPath = process.env.npm_execpath;
  const [command, commandArgs] = execPath ? [process.execPath, [execPath, ...args]] : ['npm', args];
  return spawnSync(command, commandArgs, { cwd, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'warn' } });
}

test('npm ci prints no warning and no error', () => {
  const scratch = tempDir('elevate-install-');
  try {
    for (const file of INSTALL_FILES)
      if (existsSync(path.join(ROOT, file))) copyFileSync(path.join(ROOT, file), path.join(scratch.path, file));
    const run = npm(
      ['ci', '--dry-run', '--offline', '--no-audit', '--no-fund', `--cache=${path.join(scratch.path, 'cache')}`],
      scratch.path,
    );
    const complaints = run.stderr.split('\n').filter((line) => /^npm (warn|error)/.test(line));
    assert.equal(complaints, [], `npm ci complains (exit ${run.status}):\n${complaints.join('\n')}`);
    assert.is(run.status, 0, `npm ci --dry-run failed:\n${run.stderr}`);
  } finally {
    scratch.remove();
  }
});

test('every dependency with an install script is allowed or denied in allowScripts', () => {
  const reviewed = Object.keys(readJson<Manifest>('package.json').allowScripts ?? {}).map((entry) => entry.replace(/(?<=.)@.*$/, ''));
  const scripted = Object.entries(readJson<Lockfile>('package-lock.json').packages)
    .filter(([, entry]) => entry.hasInstallScript)
    .map(([where]) => where.replace(/^.*node_modules\//, ''));
  const unreviewed = [...new Set(scripted)].filter((name) => !reviewed.includes(name));
  assert.equal(
    unreviewed,
    [],
    `package-lock.json: ${unreviewed.join(', ')} run an install script at npm ci. Read it, then add the package to allowScripts in package.json: true lets it run, false denies it.`,
  );
});

test.run();
