// The Netlify model in test/helpers/host-header-models.ts against the behaviour of Netlify's parser
// and matcher, so the _headers test that relies on it checks the host, not a guess.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { netlifyHeaders, netlifyRegExp, parseHeadersFile } from '../helpers/host-header-models.ts';

const flat = (m: Map<string, string[]>) => Object.fromEntries([...m].map(([k, v]) => [k, v.join(', ')]));

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
