// Errors a user can act on. Each says where the problem is and what is wrong,
// in one line, without a stack trace. The ones the site's own code raises too are the framework's.
import type { BuildError } from '../framework/build/errors.ts';
import { codePlace } from './code-location.ts';

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
