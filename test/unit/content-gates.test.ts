// The content pass is the one gate for values the build reads later: every URL a browser must be
// able to open, every icon name the Icon component must find, every alt text a screen reader
// must be able to say. Each bad value is a line naming the file and the field, with every other
// content problem, before anything is rendered. The fields come from the content as it is.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { WrittenContent } from '../../content/schema/index.ts';
import { validateContent } from '../../generator/content/load.ts';
import { CONTENT_FOLDER, LINK_ROUTES, services, writtenContent } from '../helpers/content.ts';
import { schemaModuleFor } from '../helpers/content-schemas.ts';
import { itemAt, only } from '../helpers/lists.ts';
import { schemaLine } from '../helpers/validate.ts';

const MODULES = writtenContent();
type Modules = WrittenContent;

/** The build's lines for these modules: 'content/gallery.yaml: photos.12.caption: required'. */
function validate(change: (m: Modules) => void = () => {}): string[] {
  const modules = structuredClone(MODULES);
  change(modules);
  return validateContent(modules, schemaModuleFor(LINK_ROUTES), LINK_ROUTES, CONTENT_FOLDER).map(schemaLine);
}

const fileOf = (name: string) => `content/${name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}.yaml`;

/** Every text field of the content whose value passes `match`: [module, path, value]. */
function textFields(match: (value: string) => boolean): [keyof Modules, (string | number)[], string][] {
  const found: [keyof Modules, (string | number)[], string][] = [];
  const walk = (name: keyof Modules, value: unknown, trail: (string | number)[]) => {
    if (typeof value === 'string') {
      if (match(value)) found.push([name, trail, value]);
    } else if (Array.isArray(value)) value.forEach((v, i) => walk(name, v, [...trail, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(name, v, [...trail, k]);
  };
  for (const [name, value] of Object.entries(MODULES)) walk(name as keyof Modules, value, []);
  return found;
}

function setAt(root: unknown, trail: (string | number)[], value: unknown): void {
  const field = trail.at(-1);
  if (field === undefined) throw new Error('setAt: an empty trail names no field');
  let node = root as Record<string | number, unknown>;
  for (const key of trail.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[field] = value;
}

// ---------------------------------------------------------------------------------------------
// URLs

const URLS = textFields((v) => v.startsWith('https://'));

test('the content has URL fields to check (the booking script and pixel among them)', () => {
  const paths = URLS.map(([name, trail]) => `${name}.${trail.join('.')}`);
  assert.ok(paths.includes('site.booking.scriptUrl') && paths.includes('site.booking.pixelUrl'), paths.join(', '));
});

test('a URL with an impossible port, in any URL field, is refused naming the file and the field', () => {
  for (const port of ['99999', '65536', '0']) {
    for (const [name, trail, url] of URLS) {
      const broken = url.replace(/^(https:\/\/[^/?#:]+)(?::\d+)?/, `$1:${port}`);
      const lines = validate((m) => setAt(m[name], trail, broken));
      assert.equal(
        lines,
        [
          `${fileOf(name)}: ${trail.join('.')}: '${broken}' has the port ${port}, which cannot exist; a port goes from 1 to 65535 (most URLs name none)`,
        ],
        `${name}.${trail.join('.')} with port ${port}`,
      );
    }
  }
});

test('a URL with a possible port is accepted', () => {
  for (const [name, trail, url] of URLS) {
    const lines = validate((m) => setAt(m[name], trail, url.replace(/^(https:\/\/[^/?#:]+)(?::\d+)?/, '$1:8443')));
    assert.equal(lines, [], `${name}.${trail.join('.')}`);
  }
});

test('a video URL and a link with a bad port are refused too (they are not plain URL fields)', () => {
  const video = validate((m) => {
    const clip = itemAt(m.gallery.highlights.videos, 0, 'highlight video');
    itemAt(clip.video.sources, 0, 'video source').src = 'https://cdn.example.com:99999/clip.mp4';
  });
  assert.equal(video, [
    "content/gallery.yaml: highlights.videos.0.video.sources.0.src: 'https://cdn.example.com:99999/clip.mp4' has the port 99999, which cannot exist; a port goes from 1 to 65535 (most URLs name none)",
  ]);
  const link = validate((m) => (m.home.banner.cta.href = 'https://example.com:123456/'));
  assert.equal(link, [
    "content/home.yaml: banner.cta.href: 'https://example.com:123456/' has the port 123456, which cannot exist; a port goes from 1 to 65535 (most URLs name none)",
  ]);
});

// ---------------------------------------------------------------------------------------------
// Icons

test('an unknown icon name fails in the content pass, naming the file and the field, with the other problems', () => {
  const at = services.items.length - 1;
  const lines = validate((m) => {
    itemAt(m.services.items, 0, 'service').icon = 'no-such-icon';
    const last = itemAt(m.services.items, at, 'service');
    last.icon = 'constructor';
    last.title = '';
  });
  assert.equal(
    lines.sort(),
    [
      "content/services.yaml: items.0.icon: unknown icon 'no-such-icon'; expected a lucide icon name such as 'disc-3' (https://lucide.dev/icons)",
      `content/services.yaml: items.${at}.icon: unknown icon 'constructor'; expected a lucide icon name such as 'disc-3' (https://lucide.dev/icons)`,
      `content/services.yaml: items.${at}.title: must not be empty`,
    ].sort(),
  );
});

test('a badly formed icon name gets the format message once; every icon the content names is accepted', () => {
  assert.equal(
    validate((m) => (itemAt(m.services.items, 0, 'service').icon = 'Disc3')),
    ["content/services.yaml: items.0.icon: expected text like 'dj-services', got 'Disc3' (lower-case letters, digits and single dashes)"],
  );
  for (const icon of new Set(services.items.map((s) => s.icon)))
    assert.equal(
      validate((m) => (itemAt(m.services.items, 0, 'service').icon = icon)),
      [],
      icon,
    );
});
// ---------------------------------------------------------------------------------------------
// Alt text and every other text: something visible

/** Every alt text of the content: gallery captions (the photos' alt), `alt` and `posterAlt` fields. */
const ALT_FIELDS = textFields(() => true).filter(([name, trail]) => {
  const key = String(trail[trail.length - 1]);
  return key === 'alt' || key === 'posterAlt' || (name === 'gallery' && trail[0] === 'photos' && key === 'caption');
});

const INVISIBLE: [string, string][] = [
  ['\u200b', 'U+200B'], // zero-width space
  ['\u200b\u200c\u200d\u2060', 'U+200B, U+200C, U+200D, U+2060'], // zero-width space, non-joiner, joiner, word joiner
  ['\u3164', 'U+3164'], // Hangul filler (a "letter" drawn as nothing)
  ['\u2800', 'U+2800'], // blank braille pattern
  ['\u00ad\u034f', 'U+00AD, U+034F'], // soft hyphen, combining grapheme joiner
  ['\u0301', 'U+0301'], // a combining accent with nothing to sit on
  ['\u200e \u200f', 'U+200E, U+0020, U+200F'], // direction marks around a space
];

test('the content has alt texts to check: captions, alt and posterAlt fields', () => {
  const keys = new Set(ALT_FIELDS.map(([, trail]) => String(trail[trail.length - 1])));
  assert.equal([...keys].sort(), ['alt', 'caption', 'posterAlt']);
});

test('an alt text of only invisible characters (a lone zero-width space) is refused, naming the file, the field and the characters', () => {
  for (const [name, trail] of ALT_FIELDS) {
    for (const [text, points] of INVISIBLE) {
      assert.equal(
        validate((m) => setAt(m[name], trail, text)),
        [`${fileOf(name)}: ${trail.join('.')}: has no visible characters (${points}); write the text, or remove the invisible characters`],
        `${name}.${trail.join('.')} = ${points}`,
      );
    }
  }
});

test('a text with visible characters passes, invisible ones and all; other texts need something visible too', () => {
  const [name, trail] = itemAt(ALT_FIELDS, 0, 'alt text field');
  for (const text of ['\u200bA DJ booth at dusk', 'Caf\u00e9 lights \u{1F389}', '5', '\u2014']) {
    assert.equal(
      validate((m) => setAt(m[name], trail, text)),
      [],
      JSON.stringify(text),
    );
  }
  assert.equal(
    validate((m) => (itemAt(m.services.items, 0, 'service').title = '\u200b')),
    ['content/services.yaml: items.0.title: has no visible characters (U+200B); write the text, or remove the invisible characters'],
  );
});

// ---------------------------------------------------------------------------------------------
// Every text and link: no character that no page can show

/** One field of each kind (the first photo's caption stands for every caption), with its value. */
const FIELD_KINDS = [
  ...new Map(
    textFields(() => true).map((field) => [`${field[0]}.${field[1].map((k) => (typeof k === 'number' ? '*' : k)).join('.')}`, field]),
  ).values(),
];

test('a control character in any text or link, typed mid-value, is refused on that field, naming it', () => {
  const refusedOtherwise: string[] = [];
  for (const [name, trail, value] of FIELD_KINDS) {
    const where = `${fileOf(name)}: ${trail.join('.')}`;
    const middle = Math.ceil(value.length / 2);
    const lines = validate((m) => setAt(m[name], trail, `${value.slice(0, middle)}\u0007${value.slice(middle)}`));
    // Other fields may follow (a category's filter button goes missing with the category).
    const line = only(
      lines.filter((l) => l.startsWith(`${where}: `)),
      `problem of ${where}`,
    );
    // A value from a fixed list (a category, a video type) is refused for not being one of them;
    // a photo's path, for naming no file.
    if (!line.includes('U+0007')) refusedOtherwise.push(where);
    else if (!line.includes('no file can be named with it')) {
      assert.is(
        line,
        `${where}: holds a control character (U+0007) that no page can show; delete it (it is invisible: retype the text if need be)`,
      );
    }
  }
  assert.ok(refusedOtherwise.length < FIELD_KINDS.length / 10, `refused for another reason: ${refusedOtherwise.join(', ')}`);
});

test('control characters are named together; tabs and line breaks in a text are fine', () => {
  const [name, trail, value] = FIELD_KINDS.find(([, , v]) => v.includes(' ')) ?? itemAt(FIELD_KINDS, 0, 'text field');
  assert.equal(
    validate((m) => setAt(m[name], trail, `\u0000${value}\u001b\u007f\u0085`)),
    [
      `${fileOf(name)}: ${trail.join('.')}: holds control characters (U+0000, U+001B, U+007F, U+0085) that no page can show; delete them (they are invisible: retype the text if need be)`,
    ],
  );
  assert.equal(
    validate((m) => setAt(m[name], trail, value.replace(' ', '\t').replace(' ', '\n').replace(' ', '\r\n'))),
    [],
  );
});

test.run();
