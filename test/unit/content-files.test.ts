// Reading a content file as the owner meant it (generator/content/read-file.ts): the bytes must be
// UTF-8, and the YAML is read by the rules the owner can see in the file (YAML 1.2, no tags
// other than the plain types, no directives), or refused naming the file, the line and what to do.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { contentFileOf, parseContentFile, readContentFile } from '../../generator/content/read-file.ts';
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

// ---------------------------------------------------------------------------------------------
// The YAML rules the owner sees in the file

/** parseContentFile on the site module's text. */
const parse = (text: string) => parseContentFile(SITE_FILE, 'site', text);

/** The lines parseContentFile refuses this text with. */
function refusals(text: string): string[] {
  const result = parse(text);
  assert.ok(Array.isArray(result), 'expected the text to be refused');
  return (result as InputError[]).map((e) => e.message);
}

test("a tag other than YAML's plain types is refused on its line, never dropped or run", () => {
  const line = lineOf(siteText, /^brand:/);
  for (const tagged of ['!include /etc/passwd', '!!js/function "function () { return 1 }"', '!!binary aGVsbG8=']) {
    const tag = tagged.split(' ')[0]!;
    assert.is(
      only(refusals(siteText.replace(/^brand: .*$/m, `brand: ${tagged}`)), 'problem'),
      `${SITE_FILE} line ${line}, column 8: '${tag}' is a YAML tag, which content files do not use; remove it and write the value itself (in quotes if it is a text)`,
    );
  }
  // The plain types' own tags say what a value is, as quotes do.
  const read = parse(siteText.replace(/^brand: .*$/m, 'brand: !!str 0123'));
  assert.not.ok(Array.isArray(read));
  assert.is((read as { data: { brand: unknown } }).data.brand, '0123');
});

test("a directive is refused on its line: '%YAML 1.1' would make 'on' true", () => {
  for (const directive of ['%YAML 1.1', '%YAML 1.2', '%TAG !e! tag:example.com,2000:']) {
    assert.is(
      only(refusals(`${directive}\n---\n${siteText}`), 'problem'),
      `${SITE_FILE} line 1, column 1: '${directive}' is a YAML directive, which changes how the file is read; content files use none, so remove the line`,
    );
  }
});

test('a file with the line ends of classic Mac OS (a lone carriage return) is read as its lines', () => {
  const read = parse(siteText.replaceAll('\n', '\r'));
  assert.not.ok(Array.isArray(read), JSON.stringify(read));
  const asWritten = parse(siteText);
  assert.equal((read as { data: unknown }).data, (asWritten as { data: unknown }).data);
});

test("text after a '...' line is reported on that line as what it is, not as a second document", () => {
  const line = lineOf(siteText, /^blurb:/);
  const lines = siteText.split('\n');
  lines.splice(line - 1, 0, '...');
  assert.is(
    only(refusals(lines.join('\n')), 'problem'),
    `${SITE_FILE} line ${line}, column 1: '...' ends the file's content here (a YAML end marker), so the lines after it would not be read; remove the '...' line`,
  );
});

test('one tab that indents a line is one problem, on its line, whatever follows it', () => {
  const lines = siteText.split('\n');
  for (const [i, text] of lines.entries()) {
    // Every indented field and list entry.
    if (!/^ {2,}(?:- )?[A-Za-z]\w*:(?: |$)/.test(text)) continue;
    const tabbed = [...lines.slice(0, i), `\t${text.slice(2)}`, ...lines.slice(i + 1)].join('\n');
    assert.equal(
      refusals(tabbed),
      [`${SITE_FILE} line ${i + 1}, column 1: a tab indents this line; indent with spaces only`],
      `line ${i + 1}`,
    );
  }
});

test('a list or a group as the name of a field is refused on its line, without a warning from Node', () => {
  const warnings: unknown[] = [];
  const emit = process.emitWarning;
  process.emitWarning = (warning: string | Error) => void warnings.push(warning);
  try {
    for (const key of ['? [a, b]\n: c', '? {a: 1}\n: c', '[a, b]: c']) {
      assert.is(
        only(refusals(`${siteText}${key}\n`), 'problem'),
        `${SITE_FILE} line ${siteText.split('\n').length}, column ${key.startsWith('?') ? 3 : 1}: a field's name here is a list or a group; a field is named by a word, as in 'title: My text'`,
      );
    }
  } finally {
    process.emitWarning = emit;
  }
  assert.equal(warnings, []);
});

test.run();
