// Command-line flags, read with node:util's parseArgs, plus the one shape it lacks: a flag whose
// value may be left out (`--host` alone means every interface, as with Vite's --host).
import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Every interface, what a bare `--host` asks for. */
export const ALL_INTERFACES = '0.0.0.0';

/**
 * The arguments with a bare `--host` (last, or followed by another flag) and an empty `--host=`
 * written as `--host=0.0.0.0`, so parseArgs can read --host as a string option.
 */
export function withOptionalHost(argv: readonly string[]): string[] {
  return argv.map((arg, i) => {
    const next = argv[i + 1];
    if (arg === '--host=' || (arg === '--host' && (next === undefined || next.startsWith('-')))) return `--host=${ALL_INTERFACES}`;
    return arg;
  });
}

/** Reads the flags a command accepts; an unknown flag or a missing value is an error that lists the accepted ones. */
export function readFlags<const Options extends NonNullable<ParseArgsConfig['options']>>(
  argv: readonly string[],
  options: Options,
  usage: string,
) {
  try {
    return parseArgs({ args: withOptionalHost(argv), options, strict: true as const, allowPositionals: false as const }).values;
  } catch (error) {
    throw new Error(`${(error as Error).message.split('. ')[0]} (expected ${usage})`);
  }
}
