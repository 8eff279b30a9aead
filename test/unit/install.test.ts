// A clean install (npm ci) prints no warning, worked out offline from package.json, the lockfile
// and .npmrc alone; every install script is reviewed in allowScripts, and an npm too old to read
// allowScripts refuses to install.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { ROOT } from '../helpers/shared-build.ts';

const INSTALL_FILES = ['package.json', 'package-lock.json', '.npmrc'];

/** The first npm that reads allowScripts; an older one runs every dependency's install script. */
const FIRST_NPM_WITH_ALLOW_SCRIPTS = { major: 11, minor: 16 };

interface Manifest {
  allowScripts?: Record<string, boolean>;
  engines?: Record<string, string>;
}
interface Lockfile {
  packages: Record<string, { hasInstallScript?: boolean }>;
}
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;

/**
 * The npm that runs this test (npm test sets npm_execpath), else the one on PATH, with no user
 * configuration: what a machine's ~/.npmrc says is that machine's, not the project's. That
 * includes what the npm running the tests passes on as npm_config_* variables.
 */
function npm(args: string[], cwd: string) {
  const execPath = process.env.npm_execpath;
  const [command, commandArgs] = execPath ? [process.execPath, [execPath, ...args]] : ['npm', args];
  const inherited = Object.entries(process.env).filter(([name]) => !/^npm_config_/i.test(name));
  const env = { ...Object.fromEntries(inherited), npm_config_loglevel: 'warn', npm_config_userconfig: path.join(cwd, 'no-user-config') };
  return spawnSync(command, commandArgs, { cwd, encoding: 'utf8', env });
}

test('npm ci prints no warning and no error', () => {
  const scratch = tempDir('elevate-install-');
  try {
    for (const file of INSTALL_FILES)
      if (existsSync(path.join(ROOT, file))) copyFileSync(path.join(ROOT, file), path.join(scratch.path, file));
    const cache = `--cache=${path.join(scratch.path, 'cache')}`;
    const run = npm(['ci', '--dry-run', '--offline', '--no-audit', '--no-fund', cache], scratch.path);
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

test('an npm that would ignore allowScripts refuses to install', () => {
  const wanted = readJson<Manifest>('package.json').engines?.npm ?? '';
  // .ci/toolchain.sh reads the minimum from this form.
  const floor = /^>=(\d+)\.(\d+)(?:\.\d+)?$/.exec(wanted);
  assert.ok(floor, `package.json: engines.npm should be ">=MAJOR.MINOR", not "${wanted}"`);
  const [major, minor] = [Number(floor[1]), Number(floor[2])];
  const first = FIRST_NPM_WITH_ALLOW_SCRIPTS;
  assert.ok(
    major > first.major || (major === first.major && minor >= first.minor),
    `package.json: engines.npm is "${wanted}", but npm before ${first.major}.${first.minor} ignores allowScripts`,
  );
  const npmrc = existsSync(path.join(ROOT, '.npmrc')) ? readFileSync(path.join(ROOT, '.npmrc'), 'utf8') : '';
  assert.match(npmrc, /^engine-strict=true$/m, '.npmrc: engine-strict=true makes an npm outside engines refuse, not just warn');
});

test.run();
