// The Content-Security-Policy and the other headers (generator/headers/): the booking page's and each
// page's own sources, the meta form, caching, the dev server's framing, and a GitHub Enterprise server
// (backend.api_root) in every form of /admin/'s policy a host gets, never in the public pages'.

import { createRequire } from 'node:module';
import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { bookingSources } from '../../components/widgets/booking-policy.ts';
import { editorPage } from '../../generator/editor/outputs.ts';
import { adminHeaders, adminPolicy, enterpriseSources } from '../../generator/headers/admin.ts';
import {
  contentSecurityPolicy,
  type Directives,
  type HeaderOptions,
  metaContentSecurityPolicy,
  policyForMeta,
} from '../../generator/headers/csp.ts';
import { devFileCaching, devHeaders } from '../../generator/headers/dev.ts';
import { hostHeaders } from '../../generator/headers/host-headers.ts';
import { nginxConfig } from '../../generator/headers/nginx.ts';
import {
  CACHE_IMMUTABLE,
  COMMON_HEADERS,
  catchAllPolicy,
  EDITOR_SCRIPT_NGINX,
  HASHED_FILE_GLOB,
  HASHED_FILE_NGINX,
  isImmutable,
} from '../../generator/headers/policy.ts';
import { serveJson } from '../../generator/headers/serve-json.ts';
import type { RouteInfo } from '../../generator/routes.ts';
import siteConfig from '../../site.config.ts';
import { netlifyHeaders, parseHeadersFile } from '../helpers/host-header-models.ts';
import { only } from '../helpers/lists.ts';
import { content } from '../helpers/loaded-content.ts';

const require = createRequire(import.meta.url);

const booking = content.site.booking;
/** The header options of this content, as the build makes them, with the editor's sources for this api_root (null: none set). */
const optionsFor = (apiRoot: string | null): HeaderOptions => ({
  mediaOrigins: [],
  pageSources: siteConfig.pageSources(content),
  editorSources: enterpriseSources(apiRoot),
});

test("the booking page's sources come from the configured script and pixel URLs, plus the provider's frames and API", () => {
  const script = new URL(booking.scriptUrl).origin;
  assert.equal(bookingSources(booking), {
    'script-src': [script],
    'style-src': [script],
    'img-src': ['https://*.honeybook.com'],
    'connect-src': ['https://*.honeybook.com'],
    'frame-src': ['https://*.honeybook.com'],
  });
  // Another host of the same provider: the policy follows the configuration.
  const moved = bookingSources({
    ...booking,
    scriptUrl: 'https://cdn.honeybook.com/placement.js',
    pixelUrl: 'https://honeybook.com/p.png?pid=1',
  });
  assert.equal(moved['script-src'], ['https://cdn.honeybook.com']);
  assert.equal(moved['img-src'], ['https://*.honeybook.com', 'https://honeybook.com'], 'the bare domain is not covered by *.honeybook.com');
  const options: HeaderOptions = { mediaOrigins: [], pageSources: new Map([['/contact', moved]]), editorSources: {} };
  assert.match(contentSecurityPolicy('/contact', options), /script-src 'self' https:\/\/cdn\.honeybook\.com;/);
  assert.not.match(contentSecurityPolicy('/services', options), /honeybook/);
});

test("a page's own sources (e.g. an inline style's hash) reach its header and meta policy, and no other page's", () => {
  const options: HeaderOptions = {
    ...optionsFor(null),
    pageSources: new Map<string | null, Directives>([
      ['/team', { 'style-src': ["'sha256-abc='"] }],
      [null, { 'frame-src': ['https://maps.example'] }],
    ]),
  };
  assert.match(contentSecurityPolicy('/team', options), /style-src 'self' 'sha256-abc=';/);
  assert.match(metaContentSecurityPolicy('/team', options), /style-src 'self' 'sha256-abc=';/);
  assert.not.match(contentSecurityPolicy('/services', options), /sha256/);
  // A directive that was 'none' becomes just the added sources.
  assert.match(contentSecurityPolicy(null, options), /frame-src https:\/\/maps\.example;/);
});

test('the meta policy is the header minus frame-ancestors, report-uri and sandbox; upgrade-insecure-requests stays', () => {
  const header = "default-src 'self'; frame-ancestors 'none'; report-uri /csp; sandbox allow-scripts; upgrade-insecure-requests";
  assert.is(policyForMeta(header), "default-src 'self'; upgrade-insecure-requests");
  const options = optionsFor(null);
  for (const route of ['/', '/contact', null]) {
    const meta = metaContentSecurityPolicy(route, options);
    assert.is(meta, contentSecurityPolicy(route, options).replace("; frame-ancestors 'none'", ''));
    assert.not.match(meta, /frame-ancestors/);
  }
});

test("only hashed file names are immutable, the editor's script among them, and the preview's glob and the nginx patterns say the same", () => {
  const minimatch = require(require.resolve('minimatch', { paths: [require.resolve('serve-handler')] })) as (
    p: string,
    g: string,
  ) => boolean;
  const nginxPatterns = [HASHED_FILE_NGINX, EDITOR_SCRIPT_NGINX].map((p) => new RegExp(p.slice(1, -1)));
  const nginx = { test: (p: string) => nginxPatterns.some((re) => re.test(p)) };
  const hashedCode = ['/assets/site-GV53AYFH.css', '/assets/team-FKHVJGRP.js', '/assets/inter-latin-wght-normal-Z6KT3EEI.woff2'];
  const hashedMedia = ['/assets/hero-38l4DIVinC.webm', '/assets/og-image-1a2b3c4d.png', '/assets/img/01-4df9ac7d-1280.jpg'];
  const hashed = [...hashedCode, ...hashedMedia, '/admin/editor-ayU6CdZLA7.js'];
  const folders = ['/assets', '/assets/', '/assets/gear', '/assets/gear/index.html', '/assets/index.html'];
  const unhashed = ['/assets/x.css', '/assets/a/b-12345678.css', '/team', '/favicon.ico', '/gear-12345678.css'];
  const admin = ['/admin/', '/admin/index.html', '/admin/config.yml', '/admin/site-content.json', '/admin/editor.js', '/admin/editor-x.js'];
  const other = [...folders, ...unhashed, ...admin, '/admin/other-ayU6CdZLA7.js', '/admin/img/editor-ayU6CdZLA7.js'];
  for (const p of hashed) {
    assert.ok(isImmutable(p), p);
    assert.ok(minimatch(p, `/${HASHED_FILE_GLOB}`), `glob: ${p}`);
    assert.ok(nginx.test(p), `nginx: ${p}`);
  }
  for (const p of other) {
    assert.not.ok(isImmutable(p), p);
    assert.not.ok(minimatch(p, `/${HASHED_FILE_GLOB}`), `glob: ${p}`);
    assert.not.ok(nginx.test(p), `nginx: ${p}`);
  }
});

/** The sources of one directive of a policy. */
function sourcesOf(policy: string, name: string): string[] {
  const directives = policy.split(';').map((d) => d.trim().split(/\s+/));
  const named = directives.filter(([n]) => n === name);
  return only(named, `${name} in ${policy}`).slice(1);
}

test("the dev server frames as production does: X-Frame-Options and the policy's frame-ancestors on every path, the editor's headers under /admin/", () => {
  const options = optionsFor(null);
  const paths = ['/', '/team', '/contact', '/no-such-page', '/assets/site.css', '/__dev/events', '/admin', '/admin/', '/admin/config.yml'];
  for (const urlPath of paths) {
    const dev = devHeaders(urlPath);
    const admin = urlPath.startsWith('/admin');
    assert.is(dev['X-Frame-Options'], COMMON_HEADERS['X-Frame-Options'], urlPath);
    assert.equal(sourcesOf(dev['Content-Security-Policy'] ?? '', 'frame-ancestors'), ["'none'"], urlPath);
    for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Resource-Policy'])
      assert.is(dev[name], COMMON_HEADERS[name], `${urlPath}: ${name}`);
    assert.is(dev['Cross-Origin-Opener-Policy'], (admin ? adminHeaders(options) : COMMON_HEADERS)['Cross-Origin-Opener-Policy'], urlPath);
    assert.is(dev['X-Robots-Tag'], admin ? 'noindex' : undefined, urlPath);
    assert.not.ok('Strict-Transport-Security' in dev, `${urlPath}: no HSTS over plain HTTP`);
    assert.is(dev['Cache-Control'], 'no-store', urlPath);
  }
  // Only the editor's script, named by its hash, is kept; the dev server's own scripts keep their name across edits.
  assert.is(devFileCaching('/admin/editor-ayU6CdZLA7.js'), CACHE_IMMUTABLE);
  for (const urlPath of ['/assets/dev-Ab12Cd34Ef.js', '/assets/site.css', '/admin/', '/admin/site-content.json', '/team'])
    assert.is(devFileCaching(urlPath), 'no-store', urlPath);
});

const API_ROOT = 'https://github.example.com/api/v3';
const SERVER = 'https://github.example.com';
const AVATARS = 'https://avatars.github.example.com';

const PAGES: RouteInfo[] = [
  { route: '/', outFile: 'index.html' },
  { route: '/contact', outFile: 'contact/index.html' },
  { route: null, outFile: '404.html' },
];

/** The editor's policy in each form a host gets it, by where it comes from. */
function editorPolicies(options: HeaderOptions): Map<string, string> {
  const policies = new Map<string, string>();
  const serve = JSON.parse(serveJson(PAGES, options)) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
  const adminRules = serve.headers.filter((r) => r.source === 'admin/**');
  const adminPolicies = only(adminRules, 'the admin rule of serve.json').headers.filter((h) => h.key === 'Content-Security-Policy');
  policies.set('serve.json', only(adminPolicies, 'its CSP').value);
  const rules = parseHeadersFile(hostHeaders(PAGES, options));
  for (const urlPath of ['/admin', '/admin/', '/admin/config.yml', '/admin/editor-ayU6CdZLA7.js'])
    policies.set(`_headers on Netlify: ${urlPath}`, only(netlifyHeaders(rules, urlPath).get('content-security-policy') ?? [], urlPath));
  const locations = nginxConfig(PAGES, options)
    .split('\n  location ')
    .slice(1)
    .filter((block) => block.split('\n')[0]!.includes('/admin'));
  assert.is(locations.length, 3, 'nginx: /admin, /admin/ and the editor script');
  for (const block of locations) {
    const lines = [...block.split('\n  }')[0]!.matchAll(/add_header Content-Security-Policy "([^"]*)" always;/g)];
    policies.set(`nginx: location ${block.split('\n')[0]}`, only(lines, 'its CSP')[1]!);
  }
  const page = editorPage('admin/editor-ayU6CdZLA7.js', '/assets/site-GV53AYFH.css', adminPolicy(options));
  const meta = parseHTML(page).document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
  policies.set("the editor's page (meta)", meta ?? '');
  return policies;
}

test('with api_root, the server joins connect-src and img-src (its avatars too) in serve.json, _headers, nginx and the meta; without, none', () => {
  const options = optionsFor(API_ROOT);
  const policies = editorPolicies(options);
  assert.ok(policies.size >= 9, 'every form');
  for (const [where, policy] of policies) {
    assert.ok(sourcesOf(policy, 'connect-src').includes(SERVER), `${where}: connect-src ${SERVER}`);
    assert.not.ok(sourcesOf(policy, 'connect-src').includes(AVATARS), `${where}: connect-src: the API only`);
    for (const source of [SERVER, AVATARS]) assert.ok(sourcesOf(policy, 'img-src').includes(source), `${where}: img-src ${source}`);
    // github.com's stay, and nothing else widens.
    assert.ok(sourcesOf(policy, 'connect-src').includes('https://api.github.com'), `${where}: github.com's API stays`);
    assert.equal(sourcesOf(policy, 'script-src'), ["'self'", "'unsafe-eval'"], where);
  }
  assert.is(policies.get("the editor's page (meta)"), policyForMeta(adminPolicy(options)));
  // The public pages' policy does not loosen for the editor's server.
  assert.not.match(catchAllPolicy(options), /example\.com/);
  // Without api_root, no form of the policy names an Enterprise server.
  for (const [where, policy] of editorPolicies(optionsFor(null))) {
    assert.not.match(policy, /example\.com/, where);
    assert.equal(sourcesOf(policy, 'connect-src'), ["'self'", 'blob:', 'https://api.github.com'], where);
  }
});

test("the sources follow the server's address: GHE.com's api. host, an http:// server on this computer, github.com's own API", () => {
  assert.equal(enterpriseSources('https://api.octocorp.ghe.com'), {
    'connect-src': ['https://api.octocorp.ghe.com'],
    'img-src': ['https://api.octocorp.ghe.com', 'https://avatars.octocorp.ghe.com'],
  });
  assert.equal(enterpriseSources('http://localhost:8080/api/v3'), {
    'connect-src': ['http://localhost:8080'],
    'img-src': ['http://localhost:8080', 'http://avatars.localhost:8080'],
  });
  assert.equal(enterpriseSources('https://api.github.com'), {});
  assert.equal(enterpriseSources(null), {});
});

test.run();
