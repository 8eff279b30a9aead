// Command-line flags, read with node:util's parseArgs, plus the one shape it lacks: a flag whose
// value may be left out (`--host` alone means every interface, as with Vite's --host); and when a
// server command stops.
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Every interface, what a bare `--host` asks for. */
export const ALL_INTERFACES = '0.0.0.0';

/** Rewrites a bare `--host` as `--host=0.0.0.0`, so parseArgs can read it as a string option. */
export function withOptionalHost(argv: readonly string[]): string[] {
  return argv.map((arg, i) => {
    const next = argv[i + 1];
    if (arg === '--host=' || (arg === '--host' && (next === undefined || next.startsWith('-')))) return `--host=${ALL_INTERFACES}`;
    return arg;
  });
}

export interface CommandSpec<Options extends NonNullable<ParseArgsConfig['options']>> {
  command: string;
  summary: string;
  options: Options;
  /** Each flag as --help shows it, and what it does: ['--out=DIR', 'build into DIR instead of dist/']. */
  flags: readonly (readonly [string, string])[];
  /** The arguments after the flags, as --help shows them ('[DIR]'); without it, none are taken. */
  positionals?: string;
}

function usageText(spec: CommandSpec<NonNullable<ParseArgsConfig['options']>>): string {
  const flags: (readonly [string, string])[] = [...spec.flags, ['--help', 'print this and exit']];
  const width = Math.max(...flags.map(([flag]) => flag.length));
  const args = spec.positionals ? ` ${spec.positionals}` : '';
  return [
    `Usage: ${spec.command} -- [flags]${args}`,
    '',
    spec.summary,
    '',
    ...flags.map(([flag, what]) => `  ${flag.padEnd(width)}  ${what}`),
  ].join('\n');
}

/** What `read` makes of the command line and the environment; a value it refuses is a bad command line too: one line after `prefix`, exit 2. */
export function optionsOrExit<T>(prefix: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(`${prefix}: ${(error as Error).message}`);
    process.exit(2);
  }
}

/** How many arguments a usage line names ('[DIR]' one, 'LOG [LOG …]' any number): each word in capitals before its note. */
function mostArguments(positionals: string): number {
  const named = positionals.split('(')[0]!;
  return named.includes('…') ? Number.POSITIVE_INFINITY : (named.match(/[A-Z][A-Z_]*/g) ?? []).length;
}

/** --help prints the usage and exits 0; a bad command line is one line on stderr and exit 2. */
export function commandLine<const Options extends NonNullable<ParseArgsConfig['options']>>(
  spec: CommandSpec<Options>,
  argv: readonly string[] = process.argv.slice(2),
) {
  if (argv.includes('--help') || argv.includes('-h')) {
    console.log(usageText(spec));
    process.exit(0);
  }
  try {
    const parsed = parseArgs({
      args: withOptionalHost(argv),
      options: spec.options,
      strict: true as const,
      allowPositionals: !!spec.positionals,
    });
    const extra = parsed.positionals[mostArguments(spec.positionals ?? '')];
    // Worded as parseArgs words an argument a command takes none of.
    if (extra !== undefined) throw new Error(`Unexpected argument '${extra}'`);
    return parsed;
  } catch (error) {
    console.error(
      `${spec.command}: ${(error as Error).message.split('. ')[0]?.replace(/\.$/, '')} (${spec.command} -- --help lists the flags)`,
    );
    process.exit(2);
  }
}

/**
 * Calls `stop` once, on Ctrl-C, SIGTERM or SIGHUP, or when the process that started this one goes:
 * a SIGTERM to `npm run dev` ends npm and its shell but is not passed on, and the server would be
 * left holding its port.
 */
export function onStopRequest(stop: () => unknown): void {
  let stopping = false;
  const once = () => {
    if (stopping) return;
    stopping = true;
    stop();
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, once);
  const parent = process.ppid;
  setInterval(() => process.ppid !== parent && once(), 500).unref();
}
