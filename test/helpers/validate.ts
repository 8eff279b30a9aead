// Validation of changed content, for the unit tests of the content and its schema: a deep copy
// of the content (test/helpers/loaded-content.ts), changed by the test, through the build's own
// parseContent against the routes of the page files.
import * as assert from 'uvu/assert';
import type { WrittenContent } from '../../content/schema/index.ts';
import { parseContent } from '../../generator/content/load.ts';
import { contentFileOf } from '../../generator/content/read-file.ts';
import { InputError } from '../../generator/errors.ts';
import { schemaModuleFor } from './content-schemas.ts';
import { CONTENT_FOLDER, LINK_ROUTES, writtenContent } from './loaded-content.ts';

/**
 * The build's problems for the changed content, one line each with the field as the schema's
 * path ('content/gallery.yaml: photos.12.caption: required'; the build names it the owner's way,
 * which test/unit/content-phase.test.ts tests).
 */
export function validate(change: (m: WrittenContent) => void = () => {}, routes: readonly string[] = LINK_ROUTES): string[] {
  const modules = writtenContent();
  change(modules);
  const sources = Object.entries(modules).map(([name, data]) => [name, { file: contentFileOf(name, CONTENT_FOLDER), data }]);
  return parseContent(Object.fromEntries(sources), schemaModuleFor(routes), routes).errors.map(schemaLine);
}

/** A problem as `file: path.in.the.values: problem` (the module's name for the whole file). */
export function schemaLine(error: Error): string {
  if (!(error instanceof InputError) || !error.path) return error.message;
  const name = error.file.replace(/^content\/|\.yaml$/g, '').replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return `${error.file}: ${error.path.map(String).join('.') || name}: ${error.problem}`;
}

/** Fails unless one line starts with `start: ` and matches `message`; shows every line if not. */
export function assertLine(lines: string[], start: string, message: RegExp): void {
  const hit = lines.find((l) => l.startsWith(`${start}: `) && message.test(l));
  assert.ok(hit, `expected a line '${start}: …' matching ${message}, got:\n${lines.join('\n') || '(no problems)'}`);
}

/** Loosens the types of a module so a test can break it. */
// biome-ignore lint/suspicious/noExplicitAny: tests break content on purpose, at any depth, to see the schema refuse it
export const loose = (value: unknown) => value as Record<string, any>;

/** `wanted`, or `wanted-2`, `wanted-3` … : the first that `taken` does not hold. */
export function unusedId(wanted: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  let id = wanted;
  for (let n = 2; used.has(id); n++) id = `${wanted}-${n}`;
  return id;
}
