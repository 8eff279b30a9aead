// With a GitHub Enterprise server (backend.api_root), its origin joins /admin/'s connect-src and
// img-src in every form of the policy (serve.json, _headers, nginx, the editor page's meta);
// without it none names a server, and the public pages' policy never does.
import { parseHTML } from 'linkedom/worker';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { editorPage } from '../../generator/editor/outputs.ts';
import { adminPolicy, enterpriseSources } from '../../generator/headers/admin.ts';
import { type HeaderOptions, policyForMeta } from '../../generator/headers/csp.ts';
import { hostHeaders } from '../../generator/headers/host-headers.ts';
import { nginxConfig } from '../../generator/headers/nginx.ts';
import { catchAllPolicy, type PageFile } from '../../generator/headers/policy.ts';
import { serveJson } from '../../generator/headers/serve-json.ts';
import siteConfig from '../../site.config.ts';
import { content } from '../helpers/content.ts';
import { HOSTS, parseHeadersFile } from '../helpers/host-headers.ts';
import { only } from '../helpers/lists.ts';

const API_ROOT = 'https://github.example.com/api/v3';
const SERVER = 'https://github.example.com';
const AVATARS = 'https://avatars.github.example.com';

const PAGES: PageFile[] = [
  { route: '/', outFile: 'index.html' },
  { route: '/contact', outFile: 'contact/index.html' },
  { route: null, outFile: '404.html' },
];

/** The header options of this content, with the editor's sources for this api_root (null: none set). */
const optionsFor = (apiRoot: string | null): HeaderOptions => ({
  mediaOrigins: [],
  pageSources: siteConfig.pageSources(content),
  editorSources: enterpriseSources(apiRoot),
});

/** The sources of one directive of a policy. */
function sourcesOf(policy: string, name: string): string[] {
  const directive = only(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([n]) => n === name),
    `${name} in ${policy}`,
  );
  return directive.slice(1);
}

/** The editor's policy in each form a host gets it, by where it comes from. */
function editorPolicies(options: HeaderOptions): Map<string, string> {
  const policies = new Map<string, string>();
  const serve = JSON.parse(serveJson(PAGES, options)) as { headers: { source: string; headers: { key: string; value: string }[] }[] };
  const adminRule = only(
    serve.headers.filter((r) => r.source === 'admin/**'),
    'the admin rule of serve.json',
  );
  policies.set(
    'serve.json',
    only(
      adminRule.headers.filter((h) => h.key === 'Content-Security-Policy').map((h) => h.value),
      'its CSP',
    ),
  );
  const rules = parseHeadersFile(hostHeaders(PAGES, options));
  for (const [host, headersOf] of Object.entries(HOSTS))
    for (const urlPath of ['/admin', '/admin/', '/admin/config.yml', '/admin/editor-ayU6CdZLA7.js'])
      policies.set(
        `_headers on ${host}: ${urlPath}`,
        only(headersOf(rules, urlPath).get('content-security-policy') ?? [], `${host} ${urlPath}`),
      );
  const locations = nginxConfig(PAGES, options)
    .split('\n  location ')
    .slice(1)
    .filter((block) => block.split('\n')[0]!.includes('/admin'));
  assert.is(locations.length, 3, 'nginx: /admin, /admin/ and the editor script');
  for (const block of locations) {
    const lines = block.split('\n  }')[0]!.matchAll(/add_header Content-Security-Policy "([^"]*)" always;/g);
    policies.set(
      `nginx: location ${block.split('\n')[0]}`,
      only(
        [...lines].map((m) => m[1]!),
        'its CSP',
      ),
    );
  }
  const page = editorPage('admin/editor-ayU6CdZLA7.js', '/assets/site-GV53AYFH.css', adminPolicy(options));
  const meta = parseHTML(page).document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content');
  policies.set("the editor's page (meta)", meta ?? '');
  return policies;
}

test('with api_root, the server joins connect-src and img-src (its avatars too) in serve.json, _headers, nginx and the meta', () => {
  const options = optionsFor(API_ROOT);
  const policies = editorPolicies(options);
  assert.ok(policies.size >= 12, 'every form');
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
});

test('without api_root, no form of the policy names an Enterprise server', () => {
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
