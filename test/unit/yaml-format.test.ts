// A save from the editor keeps the owner's file (admin/yaml-edit.ts, admin/yaml-format.ts): for
// every content file, an unchanged save gives back the same bytes and a changed value or list entry
// touches only its own lines; then the cases the content does not show today.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diffLines } from 'diff';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isMap, isScalar, isSeq, type Node, parse, parseDocument, type Scalar, visit } from 'yaml';
import { withChanges } from '../../admin/yaml-edit.ts';
import { FORMAT_NAME, prepareText, yamlInPlace } from '../../admin/yaml-format.ts';
import type { FieldOrder } from '../../admin/yaml-values.ts';
import { cmsConfig } from '../../scripts/cms-config.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

type Path = (string | number)[];
type Collection = { format?: string; files: { name: string; file: string; fields: FieldOrder[] }[] };

const config = (await cmsConfig(ROOT)) as { collections: Collection[] };
const contentFiles = config.collections.flatMap((c) => c.files);

/** The owner's file with comments on every key (but a list entry's first) and after every other value. */
function withComments(text: string): string {
  const doc = parseDocument(text);
  let n = 0;
  visit(doc, {
    Pair(_, pair, path) {
      const map = path.at(-1);
      const firstOfEntry = isMap(map) && map.items[0] === pair && isSeq(path.at(-2));
      if (isScalar(pair.key) && !firstOfEntry) pair.key.commentBefore = ` About ${String(pair.key.value)}.`;
    },
    Scalar(key, node) {
      if (key !== 'key' && n++ % 2 === 0) node.comment = ' checked';
    },
  });
  return doc.toString({ lineWidth: 0 });
}

/** Every text, number and switch of `value`, by its path. */
function leaves(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return value === null ? [] : [at];
}

/** Up to `count` of `items`, spread evenly from the first to the last. */
const spread = <T>(items: T[], count: number): T[] =>
  items.length <= count ? items : Array.from({ length: count }, (_, i) => items[Math.round((i * (items.length - 1)) / (count - 1))]!);

const getIn = (value: unknown, at: Path): unknown => at.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], value);

/** `value` with the leaf at `at` changed as an owner would: a text edited, a number raised, a switch flipped. */
function changedAt(value: unknown, at: Path): unknown {
  const copy = structuredClone(value);
  const parent = getIn(copy, at.slice(0, -1)) as Record<string | number, unknown>;
  const old = parent[at.at(-1)!];
  parent[at.at(-1)!] = typeof old === 'string' ? `${old} (edited)` : typeof old === 'number' ? old + 1 : !old;
  return copy;
}

/** The same values with every map's keys in reverse order, as the editor may hand them over. */
function keysReversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(keysReversed);
  if (typeof value !== 'object' || value === null) return value;
  const reversed = Object.entries(value).reverse();
  return Object.fromEntries(reversed.map(([k, v]) => [k, keysReversed(v)]));
}

/** The lines taken out and put in from `before` to `after`, and in how many places. */
function lineChanges(before: string, after: string): { out: string[]; in: string[]; hunks: number } {
  const changes = diffLines(before, after);
  const lines = (kind: 'added' | 'removed') => changes.filter((c) => c[kind]).flatMap((c) => c.value.replace(/\n$/, '').split('\n'));
  let hunks = 0;
  changes.forEach((c, i) => {
    if ((c.added || c.removed) && !(changes[i - 1]?.added || changes[i - 1]?.removed)) hunks++;
  });
  return { out: lines('removed'), in: lines('added'), hunks };
}

/** The first list of maps with two entries or more in `value`, by its path. */
function listOfEntries(value: unknown, at: Path = []): Path | undefined {
  if (Array.isArray(value) && value.length >= 2 && value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v))) return at;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [k, v] of Object.entries(value)) {
    const found = listOfEntries(v, [...at, Array.isArray(value) ? Number(k) : k]);
    if (found) return found;
  }
  return undefined;
}

const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length - 1;

test('the editor saves every content file with the format that keeps the file (Decap reads the collection’s format)', () => {
  for (const collection of config.collections) assert.is(collection.format, FORMAT_NAME);
});

test('every content file: an unchanged save gives back the same bytes, with and without comments', () => {
  for (const { file, fields } of contentFiles) {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    for (const owners of [text, withComments(text)]) {
      assert.is(withChanges(owners, parse(owners), fields), owners, file);
      assert.is(withChanges(owners, keysReversed(parse(owners)), fields), owners, `${file}, keys in another order`);
    }
  }
});

test('every content file: one value changed changes that one line, in its own quotes; comments, key order and long lines are kept', () => {
  for (const { file, fields } of contentFiles) {
    const text = withComments(readFileSync(path.join(ROOT, file), 'utf8'));
    assert.match(text, /# About .*\n[\s\S]*# checked/, `${file} carries the owner's comments`);
    const values = parse(text) as unknown;
    for (const at of spread(leaves(values), 12)) {
      const saved = withChanges(text, keysReversed(changedAt(values, at)), fields);
      const { out, in: put } = lineChanges(text, saved);
      assert.is(out.length, 1, `${file} ${at.join('.')}: one line out, got\n${out.join('\n')}`);
      assert.is(put.length, 1, `${file} ${at.join('.')}: one line in, got\n${put.join('\n')}`);
      const style = (t: string) => (parseDocument(t).getIn(at, true) as Scalar).type;
      assert.is(style(saved), style(text), `${file} ${at.join('.')}: the same quotes`);
      assert.equal(parse(saved), changedAt(values, at));
    }
  }
});

test('every content file: a list entry removed, one added, and a nested value changed touch only their lines', () => {
  for (const { file, fields } of contentFiles) {
    const text = withComments(readFileSync(path.join(ROOT, file), 'utf8'));
    const values = parse(text) as unknown;
    const at = listOfEntries(values);
    if (!at) continue;
    const list = getIn(values, at) as Record<string, unknown>[];
    const doc = parseDocument(text);

    // Removed: the lines from its dash to the next entry's, less the comments written above that one.
    const gone = list.length - 2;
    const lines = text.split('\n');
    const first = lineOf(text, (doc.getIn([...at, gone], true) as Node).range![0]);
    let end = lineOf(text, (doc.getIn([...at, gone + 1], true) as Node).range![0]);
    while (end - 1 > first && /^\s*(#.*)?$/.test(lines[end - 1]!)) end--;
    const without = structuredClone(values);
    (getIn(without, at) as unknown[]).splice(gone, 1);
    const removed = lineChanges(text, withChanges(text, without, fields));
    assert.equal(removed.in, [], `${file}: nothing put in`);
    assert.equal(removed.out, lines.slice(first, end), `${file}: entry ${gone} of ${at.join('.')} and only it`);

    // Added at the end: its own lines in one place, nothing else.
    const added = structuredClone(values);
    const copy = changedAt(list[0], leaves(list[0])[0]!);
    (getIn(added, at) as unknown[]).push(copy);
    const saved = withChanges(text, added, fields);
    const put = lineChanges(text, saved);
    assert.equal(put.out, [], `${file}: nothing taken out`);
    assert.is(put.hunks, 1, `${file}: the new entry in one place`);
    assert.match(put.in[0]!, /^\s*- /, `${file}: the new entry starts with its dash`);
    assert.equal(parse(saved), added);

    // The deepest value of the file changed: one line.
    const deepest = leaves(values).sort((a, b) => b.length - a.length)[0]!;
    const nested = lineChanges(text, withChanges(text, changedAt(values, deepest), fields));
    assert.is(nested.out.length + nested.in.length, 2, `${file} ${deepest.join('.')}`);
  }
});

const order: FieldOrder[] = [
  { name: 'title' },
  { name: 'intro' },
  { name: 'tiers', fields: [{ name: 'name' }, { name: 'price' }, { name: 'note' }, { name: 'features' }] },
  { name: 'footer' },
];

test('a new key goes where the schema puts it, at the top and inside a list entry; a new entry has its keys in that order', () => {
  const text = 'title: Prices\ntiers:\n  - name: A\n    features:\n      - x\nfooter: End\n';
  const saved = withChanges(
    text,
    {
      intro: 'Hello',
      title: 'Prices',
      tiers: [
        { note: 'New', name: 'A', features: ['x'] },
        { features: ['y'], price: '$2', name: 'B' },
      ],
      footer: 'End',
    },
    order,
  );
  assert.is(
    saved,
    'title: Prices\nintro: Hello\ntiers:\n  - name: A\n    note: New\n    features:\n      - x\n  - name: B\n    price: $2\n    features:\n      - y\nfooter: End\n',
  );
});

test("a removed key or entry takes its own lines and the comment above it; its neighbours' comments stay", () => {
  const text = `# The pricing page.
title: Prices # the heading
# Shown under the heading.
intro: Hello
tiers:
  # The cheapest first.
  - name: A
  # Our favourite.
  - name: B # popular
  # The big one.
  - name: C
  # More to come.
footer: End
`;
  const saved = withChanges(text, { title: 'Prices', tiers: [{ name: 'A' }, { name: 'C' }], footer: 'End' }, order);
  const kept = `# The pricing page.
title: Prices # the heading
tiers:
  # The cheapest first.
  - name: A
  # The big one.
  - name: C
  # More to come.
footer: End
`;
  assert.is(saved, kept);
});

test('an entry moved to another place keeps its own lines, comments and quotes', () => {
  const text = "tiers:\n  - name: A\n  # Our favourite.\n  - name: 'B' # popular\n    price: $2\n  - name: C\n";
  const saved = withChanges(text, { tiers: [{ name: 'B', price: '$2' }, { name: 'A' }, { name: 'C' }] });
  assert.is(saved, "tiers:\n  # Our favourite.\n  - name: 'B' # popular\n    price: $2\n  - name: A\n  - name: C\n");
});

test('a changed text keeps its quotes, a text that would read as a number or a switch gets them, a block text stays a block', () => {
  const text = 'a: \'single\'\nb: "double"\nc: plain\nd: plain\ne: |\n  first\n  second\nf: >-\n  folded long text\ng: 1\n';
  const saved = withChanges(text, { a: "it's", b: 'x', c: '1250', d: 'true', e: 'first\nthird\n', f: 'folded longer text', g: 2 });
  assert.is(saved, 'a: \'it\'\'s\'\nb: "x"\nc: "1250"\nd: "true"\ne: |\n  first\n  third\nf: >-\n  folded longer text\ng: 2\n');
});

test('what cannot change in place (a flow list, a key on its dash line) still saves exactly the values, comments kept', () => {
  const text = '# Head\ntags: [a, b] # short\ntiers:\n  - name: A\n    price: $1\n';
  const values = { tags: ['a', 'b', 'c'], tiers: [{ price: '$1' }] };
  const saved = withChanges(text, values);
  assert.equal(parse(saved), values);
  assert.match(saved, /^# Head\n/);
  assert.match(saved, /# short/);
});

test('a file with Windows line ends keeps them, new lines included', () => {
  const text = 'title: A\r\ntiers:\r\n  - name: A\r\n';
  const saved = withChanges(text, { title: 'B', tiers: [{ name: 'A' }, { name: 'B' }] });
  assert.is(saved, 'title: B\r\ntiers:\r\n  - name: A\r\n  - name: B\r\n');
});

test("the format writes the text a save prepared for those values, and the values alone otherwise (the browser's draft backup)", () => {
  const values = { title: 'Prices', intro: 'Hello' };
  prepareText(values, '# kept\ntitle: Prices\nintro: Hello\n');
  assert.is(yamlInPlace.toFile({ title: 'Prices', intro: 'Hello' }, ['title', 'intro']), '# kept\ntitle: Prices\nintro: Hello\n');
  assert.is(yamlInPlace.toFile({ intro: 'Other', title: 'Prices' }, ['title', 'intro']), 'title: Prices\nintro: Other\n');
  assert.equal(yamlInPlace.fromFile('# kept\ntitle: Prices\n'), { title: 'Prices' });
  assert.throws(() => yamlInPlace.fromFile("title: 'open"), /YAML/);
});

test.run();
