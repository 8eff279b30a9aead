// Where in the project's own code an unexpected error was thrown, for a one-line message without
// a stack: `content/schema/pricing.ts line 40: TypeError: price.trim is not a function`. A
// module of the site that throws while it loads or runs is named with its line, as a syntax
// error is, instead of leaving the owner with "ReferenceError: photos is not defined".
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
