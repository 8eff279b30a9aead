// Errors reported in one line, without a stack trace; the error classes are the framework's.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildError } from '../framework/build/build-errors.ts';
import { toPosix } from './paths.ts';

export { BuildError, BuildErrors, InputError, throwAll } from '../framework/build/build-errors.ts';

/** One line per problem; unexpected errors name the first place in the project's code on their stack. */
export function formatError(error: unknown, verbose = false): string {
  if (error instanceof Error && (error as Partial<BuildError>).isBuildError) return error.message;
  if (error instanceof Error) {
    if (verbose && error.stack) return error.stack;
    const place = codePlace(error);
    return `${place ? `${place}: ` : ''}${error.name}: ${error.message} (run with --verbose for the stack)`;
  }
  return String(error);
}

/** How an error from below (sharp, the file system) is quoted inside a one-line report of our own. */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [line = message] = message.split('\n');
  return line.trim();
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** As `pages/team.tsx line 46`; only the stack's frames are read, as a message may quote a path. */
export function codePlace(error: unknown, root = ROOT): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, at, line] of stack.matchAll(/^\s+at (?:.*\()?((?:file:\/\/)?\/[^\s():]+):(\d+):\d+\)?$/gm)) {
    const file = at!.startsWith('file:') ? fileURLToPath(at!.replace(/\?.*$/, '')) : at!.replace(/\?.*$/, '');
    const rel = path.relative(root, file);
    if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).includes('node_modules')) continue;
    return `${toPosix(rel)} line ${line}`;
  }
  return undefined;
}

/** The error's first line, after the first place in the project that its stack names. */
export function codeLocation(error: unknown, root = ROOT): string {
  const what = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
  const place = codePlace(error, root);
  return place ? `${place}: ${what}` : what;
}
