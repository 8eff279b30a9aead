// generator/cli.ts commandLine, which every command reads its flags with: --help prints the usage
// and exits 0; an unknown flag, a missing value or an argument it does not take is one line on
// stderr and exit 2; a bare --host means every interface.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { type CommandSpec, commandLine } from '../../generator/cli.ts';

const spec = {
  command: 'npm run thing',
  summary: 'Does the thing.',
  options: { out: { type: 'string' }, verbose: { type: 'boolean', default: false }, host: { type: 'string' } },
  flags: [
    ['--out=DIR', 'put it in DIR'],
    ['--verbose', 'say more'],
  ],
} as const satisfies CommandSpec<{ out: { type: 'string' }; verbose: { type: 'boolean'; default: false }; host: { type: 'string' } }>;

/** Runs commandLine with process.exit, console.log and console.error caught. */
function run(argv: string[], withPositionals = false) {
  const out: string[] = [];
  const err: string[] = [];
  const saved = { exit: process.exit, log: console.log, error: console.error };
  let code: number | undefined;
  process.exit = ((c?: number) => {
    code = c;
    throw new Error('exit');
  }) as typeof process.exit;
  console.log = (line: string) => void out.push(line);
  console.error = (line: string) => void err.push(line);
  try {
    const parsed = commandLine(withPositionals ? { ...spec, positionals: '[DIR]' } : spec, argv);
    return { code, out, err, parsed };
  } catch {
    return { code, out, err, parsed: undefined };
  } finally {
    Object.assign(process, { exit: saved.exit });
    console.log = saved.log;
    console.error = saved.error;
  }
}

test('--help and -h print the command, what it does and every flag, and exit 0', () => {
  for (const flag of ['--help', '-h']) {
    const { code, out } = run(['--out=x', flag]);
    assert.is(code, 0);
    assert.is(
      out.join('\n'),
      [
        'Usage: npm run thing -- [flags]',
        '',
        'Does the thing.',
        '',
        '  --out=DIR  put it in DIR',
        '  --verbose  say more',
        '  --help     print this and exit',
      ].join('\n'),
    );
  }
});

test('an unknown flag, a missing value, an argument it does not take: one line, exit 2', () => {
  for (const [argv, named] of [
    [['--nope'], "Unknown option '--nope'"],
    [['--out'], "Option '--out <value>' argument missing"],
    [['stray'], "Unexpected argument 'stray'"],
  ] as const) {
    const { code, err } = run([...argv]);
    assert.is(code, 2, argv.join(' '));
    assert.is(err.length, 1);
    assert.ok(err[0]!.startsWith(`npm run thing: ${named}`), err[0]);
    assert.ok(err[0]!.endsWith('(npm run thing -- --help lists the flags)'), err[0]);
  }
});

test('flags are read, a bare --host is every interface, and arguments are taken when the command has them', () => {
  const { code, parsed } = run(['--out=x', '--verbose', '--host']);
  assert.is(code, undefined);
  assert.equal({ ...parsed!.values }, { out: 'x', verbose: true, host: '0.0.0.0' });
  assert.equal(run(['dist2'], true).parsed!.positionals, ['dist2']);
});

test('arguments past those the usage names are refused: one line, exit 2', () => {
  const { code, err } = run(['dist2', 'dist3'], true);
  assert.is(code, 2);
  assert.equal(err, ["npm run thing: Unexpected argument 'dist3' (npm run thing -- --help lists the flags)"]);
});

test.run();
