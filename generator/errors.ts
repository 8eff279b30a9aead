// Errors a user can act on. Each says where the problem is and what is wrong,
// in one line, without a stack trace. The ones the site's own code raises too are the framework's.

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildError } from '../framework/build/errors.ts';

export { BuildError, BuildErrors, InputError, throwAll } from '../framework/build/errors.ts';

/**
 * The one-line-per-problem text shown to the user; a stack only for unexpected errors, which
 * otherwise name the first place in the project's code their stack passes through (a module of
 * the site that throws as it loads: `pages/team.tsx line 46: Error: boom`).
 */
export function formatError(error: unknown, verbose = false): string {
  if (error instanceof Error && (error as Partial<BuildError>).isBuildError) return error.message;
  if (error instanceof Error) {
    if (verbose && error.stack) return error.stack;
    const place = codePlace(error);
    return `${place ? `${place}: ` : ''}${error.name}: ${error.message} (run with --verbose for the stack)`;
  }
  return String(error);
}

/**
 * The first line of an error's message, trimmed: how an error from below (sharp, the file
 * system) is quoted inside a one-line report of our own.
 */
export function firstLine(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const [line = message] = message.split('\n');
  return line.trim();
}

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The first place in the project (outside node_modules/) among the frames of the error's stack,
 * as `pages/team.tsx line 46`; undefined when no frame is in the project. Only the frames are
 * read: a message may quote a path of its own.
 */
export function codePlace(error: unknown, root = ROOT): string | undefined {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, at, line] of stack.matchAll(/^\s+at (?:.*\()?((?:file:\/\/)?\/[^\s():]+):(\d+):\d+\)?$/gm)) {
    const file = at!.startsWith('file:') ? fileURLToPath(at!.replace(/\?.*$/, '')) : at!.replace(/\?.*$/, '');
    const rel = path.relative(root, file);
    if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).includes('node_modules')) continue;
    return `${rel.split(path.sep).join('/')} line ${line}`;
  }
  return undefined;
}

/** The error's first line, after the first place in the project that its stack names. */
export function codeLocation(error: unknown, root = ROOT): string {
  const what = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
  const place = codePlace(error, root);
  return place ? `${place}: ${what}` : what;
}
