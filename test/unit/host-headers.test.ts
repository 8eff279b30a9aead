// The host models in test/helpers/host-header-models.ts against the behaviour each host documents
// (Cloudflare's worked examples; Netlify's parser and matcher), so the _headers test that
// relies on them checks the hosts, not a guess.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cloudflareHeaders, cloudflareMatches, netlifyHeaders, netlifyRegExp, parseHeadersFile } from '../helpers/host-header-models.ts';

// Cloudflare's own example: a rule list and the headers five requests get.
const CLOUDFLARE_EXAMPLE = `# This is a comment
/secure/page
  X-Frame-Options: DENY
  X-Content-Type-Options: nosniff
  Referrer-Policy: no-referrer

/static/*
  Access-Control-Allow-Origin: *
  X-Robots-Tag: nosnippet

/*
  X-Robots-Tag: noindex
`;

const flat = (m: Map<string, string[]>) => Object.fromEntries([...m].map(([k, v]) => [k, v.join(', ')]));

test('Cloudflare: a request inherits every matching rule; a header applied twice is joined with ", "', () => {
  const rules = parseHeadersFile(CLOUDFLARE_EXAMPLE);
  assert.equal(flat(cloudflareHeaders(rules, '/secure/page')), {
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
  });
  assert.equal(flat(cloudflareHeaders(rules, '/static/styles.css')), {
    'access-control-allow-origin': '*',
    'x-robots-tag': 'nosnippet, noindex',
  });
  assert.equal(flat(cloudflareHeaders(rules, '/home')), { 'x-robots-tag': 'noindex' });
});

test('Cloudflare: "! Name" detaches what a broader rule above added, and a new value can follow', () => {
  const rules = parseHeadersFile(`/*\n  Content-Security-Policy: default-src 'self';\n/*.jpg\n  ! Content-Security-Policy\n`);
  assert.equal(flat(cloudflareHeaders(rules, '/a.jpg')), {});
  assert.equal(flat(cloudflareHeaders(rules, '/a.png')), { 'content-security-policy': "default-src 'self';" });
  const replaced = parseHeadersFile(`/*\n  Cache-Control: a\n/x/*\n  ! Cache-Control\n  Cache-Control: b\n`);
  assert.equal(cloudflareHeaders(replaced, '/x/1').get('cache-control'), ['b']);
  // A detach above the rule it targets removes nothing: rules apply in file order.
  const misplaced = parseHeadersFile(`/x/*\n  ! Cache-Control\n  Cache-Control: b\n/*\n  Cache-Control: a\n`);
  assert.equal(cloudflareHeaders(misplaced, '/x/1').get('cache-control'), ['b', 'a']);
});

test('Cloudflare: splats match greedily (also nothing), placeholders one segment, the rest exactly', () => {
  assert.ok(cloudflareMatches('/*', '/'));
  assert.ok(cloudflareMatches('/*', '/a/b/c.js'));
  assert.ok(cloudflareMatches('/static/*', '/static/'));
  assert.not.ok(cloudflareMatches('/static/*', '/static'));
  assert.ok(cloudflareMatches('/movies/:title', '/movies/alien'));
  assert.not.ok(cloudflareMatches('/movies/:title', '/movies/alien/cast'));
  assert.not.ok(cloudflareMatches('/contact', '/contact/'));
  assert.not.ok(cloudflareMatches('/contact.html', '/contactxhtml'), 'a dot is literal');
  assert.throws(() => cloudflareMatches('/*/x/*', '/a/x/b'), /one splat/);
});

test("Netlify: paths match case-insensitively with an optional trailing slash; '*' may match nothing", () => {
  assert.ok(netlifyRegExp('/*').test('/'));
  assert.ok(netlifyRegExp('/*').test('/a/b.css'));
  assert.ok(netlifyRegExp('/assets/*').test('/assets'));
  assert.ok(netlifyRegExp('/contact').test('/contact/'));
  assert.ok(netlifyRegExp('/contact').test('/CONTACT'));
  assert.not.ok(netlifyRegExp('/contact').test('/contact/x'));
  assert.ok(netlifyRegExp('/blog/:slug').test('/blog/post'));
  assert.not.ok(netlifyRegExp('/blog/:slug').test('/blog/post/more'));
  assert.ok(netlifyRegExp('/').test('/'));
  assert.not.ok(netlifyRegExp('/').test('/x'));
});

test('Netlify: later matching rules replace a header; "! Name" lines are not headers there', () => {
  const rules = parseHeadersFile(`/*\n  Cache-Control: a\n  X-A: 1\n/x/*\n  ! Cache-Control\n  Cache-Control: b\n`);
  assert.equal(flat(netlifyHeaders(rules, '/x/1')), { 'cache-control': 'b', 'x-a': '1' });
  assert.equal(flat(netlifyHeaders(rules, '/y')), { 'cache-control': 'a', 'x-a': '1' });
  const twice = parseHeadersFile(`/*\n  Cache-Control: public\n  Cache-Control: max-age=0\n`);
  assert.equal(netlifyHeaders(twice, '/').get('cache-control'), ['public, max-age=0']);
});

test.run();
