// The MDN HTTP Observatory's scoring, for the tests that depend on response headers and the
// HTML (mdn/mdn-http-observatory: src/grader/charts.js SCORE_TABLE, src/analyzer/tests/*.js,
// src/scanner/index.js). Start at 100, add every test's modifier; bonuses (positive modifiers)
// count only when the score without them is at least 90. 100 or more is A+.
// Redirection (http → https) needs the real host and TLS, so it is reported as n/a (0).

interface Modifier {
  test: string;
  result: string;
  modifier: number;
}

export interface Score {
  score: number;
  grade: string;
  modifiers: Modifier[];
}

type Headers = Record<string, string | undefined>;

const DANGEROUSLY_BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*']);
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:']);
const BROAD_OR_INLINE = new Set([...DANGEROUSLY_BROAD, ...UNSAFE_INLINE]);
const NONCE_HASH = /^'(sha256-|sha384-|sha512-|nonce-)/;

export function parseCsp(header: string): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>();
  for (const raw of header.split(';')) {
    const [name, ...values] = raw.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (csp.has(key)) throw new Error(`duplicate directive ${key}`);
    csp.set(key, new Set(values.map((v) => (v.startsWith("'") ? v.toLowerCase() : v))));
  }
  return csp;
}

function cspTest(h: Headers): Modifier {
  const test = 'content-security-policy';
  const header = h['content-security-policy'];
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 };
  let csp: Map<string, Set<string>>;
  try {
    csp = parseCsp(header);
  } catch {
    return { test, result: 'csp-header-invalid', modifier: -25 };
  }
  const get = (d: string) => csp.get(d) ?? csp.get('default-src') ?? new Set(['*']);
  const scriptSrc = new Set(get('script-src'));
  const styleSrc = new Set(get('style-src'));
  const objectSrc = get('object-src');
  for (const list of [scriptSrc, styleSrc]) if ([...list].some((s) => NONCE_HASH.test(s))) list.delete("'unsafe-inline'");
  if ([...scriptSrc].some((s) => BROAD_OR_INLINE.has(s)) || [...objectSrc].some((s) => DANGEROUSLY_BROAD.has(s))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  }
  const active = [...csp].filter(([d]) => d !== 'img-src' && d !== 'media-src' && d !== 'script-src').flatMap(([, s]) => [...s]);
  if ([...active, ...scriptSrc].some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  }
  if (scriptSrc.has("'unsafe-eval'") || styleSrc.has("'unsafe-eval'")) {
    return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  }
  const passive = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])]);
  if (passive.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 };
  }
  if ([...styleSrc].some((s) => BROAD_OR_INLINE.has(s))) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 };
  }
  const def = csp.get('default-src');
  if (def?.has("'none'") && def.size === 1) return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 };
}

function cookiesTest(h: Headers): Modifier {
  // Cookies with all the flags earn +5; a static site sets none.
  if (!h['set-cookie']) return { test: 'cookies', result: 'cookies-not-found', modifier: 0 };
  const c = h['set-cookie'].toLowerCase();
  const secure = c.includes('secure');
  const samesite = /samesite=(strict|lax)/.test(c);
  if (!secure) return { test: 'cookies', result: 'cookies-without-secure-flag', modifier: -20 };
  return samesite
    ? { test: 'cookies', result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 }
    : { test: 'cookies', result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function corsTest(h: Headers): Modifier {
  const acao = h['access-control-allow-origin'];
  if (!acao) return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', modifier: 0 };
  if (acao.trim() === '*')
    return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-public-access', modifier: 0 };
  if (h['access-control-allow-credentials']?.toLowerCase() === 'true') {
    return {
      test: 'cross-origin-resource-sharing',
      result: 'cross-origin-resource-sharing-implemented-with-universal-access',
      modifier: -50,
    };
  }
  return { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-restricted-access', modifier: 0 };
}

function referrerTest(h: Headers): Modifier {
  const test = 'referrer-policy';
  const header = h['referrer-policy'];
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 };
  // The last valid token wins (browsers read the list left to right).
  const tokens = header
    .toLowerCase()
    .split(',')
    .map((t) => t.trim());
  const valid = new Set([
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
    'no-referrer-when-downgrade',
  ]);
  const last = tokens.filter((t) => valid.has(t)).at(-1);
  if (!last) return { test, result: 'referrer-policy-header-invalid', modifier: -5 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return { test, result: 'referrer-policy-private', modifier: 5 };
  }
  return { test, result: 'referrer-policy-unsafe', modifier: -5 };
}

function hstsTest(h: Headers): Modifier {
  const test = 'strict-transport-security';
  const header = h['strict-transport-security'];
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = /max-age\s*=\s*"?(\d+)"?/i.exec(header);
  if (!maxAge) return { test, result: 'hsts-header-invalid', modifier: -20 };
  // +5 'hsts-preloaded' needs the domain in the browsers' preload list, not only the header.
  if (Number(maxAge[1]) >= 15768000) return { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
  return { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 };
}

function sriTest(h: Headers, html: string): Modifier {
  const test = 'subresource-integrity';
  if (!/text\/html/.test(h['content-type'] ?? '')) return { test, result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].flatMap((m) => m[1] ?? []).filter((a) => /\bsrc=/.test(a));
  if (!scripts.length) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  const external = scripts.filter((a) => /\bsrc="(https?:)?\/\//.test(a));
  const withSri = scripts.every((a) => /\bintegrity=/.test(a));
  if (external.length === 0) {
    return withSri
      ? { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
      : { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 };
  }
  return withSri
    ? { test, result: 'sri-implemented-and-external-scripts-loaded-securely', modifier: 5 }
    : { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 };
}

function xctoTest(h: Headers): Modifier {
  const v = h['x-content-type-options'];
  if (!v) return { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 };
  return v.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function xfoTest(h: Headers): Modifier {
  const test = 'x-frame-options';
  try {
    if (h['content-security-policy'] && parseCsp(h['content-security-policy']).has('frame-ancestors')) {
      return { test, result: 'x-frame-options-implemented-via-csp', modifier: 5 };
    }
  } catch {
    // an invalid CSP does not count
  }
  const v = h['x-frame-options']?.trim().toLowerCase();
  if (!v) return { test, result: 'x-frame-options-not-implemented', modifier: -20 };
  if (v === 'deny' || v === 'sameorigin') return { test, result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  if (v.startsWith('allow-from')) return { test, result: 'x-frame-options-allow-from-origin', modifier: 0 };
  return { test, result: 'x-frame-options-header-invalid', modifier: -20 };
}

function corpTest(h: Headers): Modifier {
  const test = 'cross-origin-resource-policy';
  const v = h['cross-origin-resource-policy']?.trim().toLowerCase();
  if (!v) return { test, result: 'cross-origin-resource-policy-not-implemented', modifier: 0 };
  if (v === 'same-origin') return { test, result: 'cross-origin-resource-policy-implemented-with-same-origin', modifier: 10 };
  if (v === 'same-site') return { test, result: 'cross-origin-resource-policy-implemented-with-same-site', modifier: 10 };
  if (v === 'cross-origin') return { test, result: 'cross-origin-resource-policy-implemented-with-cross-origin', modifier: 0 };
  return { test, result: 'cross-origin-resource-policy-header-invalid', modifier: -5 };
}

export function gradeFor(score: number): string {
  const s = Math.max(0, score);
  if (s >= 100) return 'A+';
  const chart: [number, string][] = [
    [90, 'A'],
    [85, 'A-'],
    [80, 'B+'],
    [70, 'B'],
    [65, 'B-'],
    [60, 'C+'],
    [50, 'C'],
    [45, 'C-'],
    [40, 'D+'],
    [30, 'D'],
    [25, 'D-'],
  ];
  return chart.find(([min]) => s >= min)?.[1] ?? 'F';
}

/** Scores one response: its headers (lower-case names) and, for HTML, its body. */
export function observatoryScore(headers: Headers, html = ''): Score {
  const modifiers = [
    cspTest(headers),
    cookiesTest(headers),
    corsTest(headers),
    { test: 'redirection', result: 'n/a (needs the real host over TLS)', modifier: 0 },
    referrerTest(headers),
    hstsTest(headers),
    sriTest(headers, html),
    xctoTest(headers),
    xfoTest(headers),
    corpTest(headers),
  ];
  const penalties = modifiers.reduce((n, m) => n + Math.min(0, m.modifier), 100);
  const full = modifiers.reduce((n, m) => n + m.modifier, 100);
  const score = penalties >= 90 ? full : penalties;
  return { score, grade: gradeFor(score), modifiers };
}

export function formatScore(label: string, s: Score): string {
  const lines = s.modifiers.map((m) => `    ${(m.modifier >= 0 ? '+' : '') + m.modifier}`.padEnd(10) + `${m.test}: ${m.result}`);
  return `  ${label}: ${s.score} (${s.grade})\n${lines.join('\n')}`;
}
