// Reading a content file as the owner meant it (generator/content-files.ts): the bytes must be
// UTF-8, and the YAML is read by the rules the owner can see in the file (YAML 1.2, no tags
// other than the plain types, no directives), or refused naming the file, the line and what to do.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contentFileOf, readContentFile } from '../../generator/content-files.ts';
import type { InputError } from '../../generator/errors.ts';
import { CONTENT_FOLDER } from '../helpers/content.ts';
import { only } from '../helpers/lists.ts';
import { ROOT } from '../helpers/site.ts';

const SITE_FILE = contentFileOf('site', CONTENT_FOLDER);
/** The site's own settings file, as the owner wrote it. */
const siteText = readFileSync(path.join(ROOT, SITE_FILE), 'utf8');

/** readContentFile on these bytes as the site module's file, in a scratch project. */
function readBytes(bytes: Uint8Array): ReturnType<typeof readContentFile> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'content-files-'));
  try {
    mkdirSync(path.join(root, CONTENT_FOLDER), { recursive: true });
    writeFileSync(path.join(root, SITE_FILE), bytes);
    return readContentFile(root, 'site', CONTENT_FOLDER);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** The one line the reader refuses these bytes with. */
function refusal(bytes: Uint8Array): string {
  const result = readBytes(bytes);
  assert.ok(Array.isArray(result), 'expected the file to be refused');
  return only(
    (result as InputError[]).map((e) => e.message),
    'problem',
  );
}

/** The line (from 1) of the first line of `text` that matches `pattern`. */
function lineOf(text: string, pattern: RegExp): number {
  const index = text.split('\n').findIndex((line) => pattern.test(line));
  if (index < 0) throw new Error(`no line matches ${pattern}`);
  return index + 1;
}

// ---------------------------------------------------------------------------------------------
// The encoding

test('the content file as written is read, with or without a UTF-8 byte order mark', () => {
  for (const bytes of [Buffer.from(siteText), Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(siteText)])]) {
    const read = readBytes(bytes);
    assert.not.ok(Array.isArray(read), JSON.stringify(read));
  }
});

test('a file saved as Latin-1 is refused on the line of its first such letter, saying to save it as UTF-8', () => {
  // The blurb with an é typed on a Latin-1 keyboard: one byte, 0xE9, that UTF-8 does not allow.
  const line = lineOf(siteText, /^blurb:/);
  const text = siteText.replace(/^blurb: /m, 'blurb: Café ');
  const message = refusal(Buffer.from(text, 'latin1'));
  assert.is(
    message,
    `${SITE_FILE} line ${line}: the file is not UTF-8: this line holds the byte 0xE9 ('é' in Latin-1), so it was saved in another encoding; save it as UTF-8 (in most editors: Save As, then Encoding: UTF-8)`,
  );
});

test('a file saved as UTF-16 (a Windows editor\'s "Unicode") is refused, saying to save it as UTF-8', () => {
  const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(siteText, 'utf16le')]);
  const be = Buffer.from(le).swap16();
  const bare = Buffer.from(siteText, 'utf16le');
  for (const bytes of [le, be, bare]) {
    assert.is(
      refusal(bytes),
      `${SITE_FILE}: the file is saved as UTF-16 (what Windows calls "Unicode"); save it as UTF-8 (in most editors: Save As, then Encoding: UTF-8)`,
    );
  }
});

test.run();
