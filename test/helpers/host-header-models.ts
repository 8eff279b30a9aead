// A model of how Netlify applies a `_headers` file to a request path, so a test can ask "what
// headers does /x get there?" without Netlify's whole command-line tool. (Cloudflare Pages' own
// rules run in workerd: test/browser/github-login.test.ts.) Written from Netlify's open-source
// parser and matcher (@netlify/headers-parser, `netlify dev`):
//   - a rule line starts with `/`; a header line needs a `:`, any other line (so `! Name`) is
//     skipped; one header named twice in one rule is joined with ", ";
//   - a pattern becomes a case-insensitive regular expression: `:name` is one segment, a
//     standalone `*` segment is "anything, including nothing", and a trailing slash is optional;
//   - the headers of every matching rule are merged in file order, a later rule's value of a
//     header replacing an earlier one.

export type HeaderLine = { kind: 'set'; name: string; value: string } | { kind: 'detach'; name: string };
export interface HeaderRule {
  pattern: string;
  lines: HeaderLine[];
}

/** Parses a `_headers` file the way the hosts read its structure (comments, blank lines, indentation). */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: line, lines: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) throw new Error(`header line before any path: ${raw}`);
    if (line.startsWith('!')) rule.lines.push({ kind: 'detach', name: line.slice(1).trim() });
    else {
      const i = line.indexOf(':');
      if (i < 0) throw new Error(`not a header line: ${raw}`);
      rule.lines.push({ kind: 'set', name: line.slice(0, i).trim(), value: line.slice(i + 1).trim() });
    }
  }
  return rules;
}

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');

/** Netlify: the regular expression its header parser makes of a rule's path. */
export function netlifyRegExp(pattern: string): RegExp {
  const parts = pattern
    .split('/')
    .map((p) => p.trimEnd())
    .filter(Boolean)
    .map((part) => {
      if (part.startsWith(':')) return '([^/]+)';
      if (part === '*') return '?(.*)';
      if (part.includes('*')) return part.split('*').map(escapeRegExp).join('(.*)');
      return escapeRegExp(part);
    });
  return new RegExp(`^/${parts.join('/')}/?$`, 'iu');
}

/** Every header a request path gets, by lower-case name, as the values that make it up. */
export type Applied = Map<string, string[]>;

export function netlifyHeaders(rules: HeaderRule[], urlPath: string): Applied {
  // Per rule: `name: value` lines only, a name repeated in one rule joined with ", ".
  const merged: Record<string, string> = {};
  for (const rule of rules) {
    if (!netlifyRegExp(rule.pattern).test(urlPath)) continue;
    const values: Record<string, string> = {};
    for (const line of rule.lines) {
      if (line.kind !== 'set') continue;
      values[line.name] = values[line.name] === undefined ? line.value : `${values[line.name]}, ${line.value}`;
    }
    Object.assign(merged, values);
  }
  // Names are kept as written (as the matcher does), so two spellings of one header show up
  // as two values here rather than hiding each other.
  const out: Applied = new Map();
  for (const [name, value] of Object.entries(merged)) out.set(name.toLowerCase(), [...(out.get(name.toLowerCase()) ?? []), value]);
  return out;
}
