// Where in the project's own code an unexpected error was thrown, for a one-line message without
// a stack: `content/schema/pricing.ts line 40: TypeError: price.trim is not a function`. A
// module of the site that throws while it loads or runs is named with its line, as a syntax
// error is, instead of leaving the owner with "ReferenceError: photos is not defined".
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The error with the first place in the project (outside node_modules/) that its stack names. */
export function codeLocation(error: unknown, root = ROOT): string {
  const what = error instanceof Error ? `${error.name}: ${error.message.split('\n')[0]}` : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  for (const [, at, line] of stack.matchAll(/\(?((?:file:\/\/)?\/[^\s():]+):(\d+):\d+\)?/g)) {
    const file = at!.startsWith('file:') ? fileURLToPath(at!.replace(/\?.*$/, '')) : at!.replace(/\?.*$/, '');
    const rel = path.relative(root, file);
    if (rel.startsWith('..') || path.isAbsolute(rel) || rel.split(path.sep).includes('node_modules')) continue;
    return `${rel.split(path.sep).join('/')} line ${line}: ${what}`;
  }
  return what;
}
