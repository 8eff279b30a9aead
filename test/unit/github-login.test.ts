// The editor's GitHub login (workers/github-login/) in this process, on the web APIs Node shares with
// workerd: the variables it refuses and how, and pages that stay inert whatever GitHub or a token
// holds. The flow itself runs in workerd, in test/browser/github-login-*.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort } from '../../tools/harness/static-server.ts';
import { finishLogin, startLogin } from '../../workers/github-login/login.ts';
import { HANDOVER_SCRIPT, handoverPage, problemPage, scriptHash } from '../../workers/github-login/pages.ts';
import { DEFAULT_OAUTH_ORIGIN, type LoginEnv, loginSettings, siteOrigins } from '../../workers/github-login/settings.ts';
import worker from '../../workers/github-login/worker.ts';

const PLACE = 'the test settings';
const COMPLETE: LoginEnv = { GITHUB_CLIENT_ID: 'the-id', GITHUB_CLIENT_SECRET: 'the-secret-value' };
const problemsOf = (checked: { ok: boolean; problems?: string[] }) => (checked.ok ? [] : (checked.problems ?? []));

test('the variables: both GitHub ones are required, each missing one named with where to set it, and the secret never repeated', () => {
  const none = problemsOf(loginSettings({}, PLACE));
  assert.is(none.length, 2);
  assert.match(none[0]!, /^GITHUB_CLIENT_ID is not set/);
  assert.match(none[1]!, /^GITHUB_CLIENT_SECRET is not set/);
  for (const problem of none) assert.match(problem, PLACE);
  const noId = problemsOf(loginSettings({ GITHUB_CLIENT_SECRET: 'the-secret-value', GITHUB_CLIENT_ID: '  ' }, PLACE));
  assert.is(noId.length, 1);
  assert.not.match(noId[0]!, 'the-secret-value');
  const settings = loginSettings(COMPLETE, PLACE);
  assert.equal(settings.ok && settings.value, { clientId: 'the-id', clientSecret: 'the-secret-value', oauthOrigin: DEFAULT_OAUTH_ORIGIN });
});

test('GITHUB_OAUTH_ORIGIN: an Enterprise server by its https origin; a path, plain http off this machine, or no URL refused, naming it', () => {
  const origin = (value: string) => {
    const checked = loginSettings({ ...COMPLETE, GITHUB_OAUTH_ORIGIN: value }, PLACE);
    return checked.ok ? checked.value.oauthOrigin : checked.problems.join(' ');
  };
  assert.is(origin('https://github.example.com/'), 'https://github.example.com');
  assert.is(origin('http://127.0.0.1:9000'), 'http://127.0.0.1:9000', 'a stand-in on this machine');
  for (const wrong of ['https://github.example.com/api/v3', 'http://github.example.com', 'github.example.com'])
    assert.match(origin(wrong), `GITHUB_OAUTH_ORIGIN (${wrong}) is not an https:// origin`);
});

test('SITE_ORIGINS: required by the Worker, separated by commas or spaces, each an origin; a wrong entry named', () => {
  assert.match(problemsOf(siteOrigins({}, PLACE))[0] ?? '', /^SITE_ORIGINS is not set/);
  const two = siteOrigins({ SITE_ORIGINS: 'https://www.example.com, https://example.com/ https://www.example.com' }, PLACE);
  assert.equal(two.ok && two.value, ['https://www.example.com', 'https://example.com']);
  const wrong = problemsOf(siteOrigins({ SITE_ORIGINS: 'https://www.example.com,https://example.com/admin/' }, PLACE));
  assert.match(wrong[0] ?? '', 'https://example.com/admin/');
});

test('without its variables the login stops at once with a page naming them: no redirect to GitHub, no cookie, no token', async () => {
  const request = new Request('https://site.example/api/auth?provider=github');
  const start = startLogin(request, {}, { place: PLACE });
  assert.is(start.status, 500);
  assert.is(start.headers.get('Location'), null);
  assert.is(start.headers.get('Set-Cookie'), null);
  assert.match(await start.text(), 'GITHUB_CLIENT_ID is not set');
  const finish = await finishLogin(new Request('https://site.example/api/callback?code=c&state=s'), {}, { place: PLACE }, []);
  assert.is(finish.status, 500);
  assert.not.match(await finish.text(), 'authorization:github');

  for (const step of ['auth', 'callback']) {
    const answer = await worker.fetch(new Request(`https://login.example/${step}?code=c&state=s`), COMPLETE);
    assert.is(answer.status, 500, `the Worker's /${step} without SITE_ORIGINS`);
    assert.is(answer.headers.get('Location'), null);
    const body = await answer.text();
    assert.match(body, 'SITE_ORIGINS is not set');
    assert.not.match(body, 'the-secret-value');
  }
});

/** A login started in a browser: the state it sent to GitHub, and a callback carrying its cookie with `query`. */
function loginStarted(env: LoginEnv) {
  const start = startLogin(new Request('https://site.example/api/auth'), env, { place: PLACE });
  const state = new URL(start.headers.get('Location') ?? '').searchParams.get('state');
  const Cookie = start.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  return { state, callback: (query: string) => new Request(`https://site.example/api/callback?${query}`, { headers: { Cookie } }) };
}

test('GitHub out of reach: the callback answers a 502 page that says so', async () => {
  const env = { ...COMPLETE, GITHUB_OAUTH_ORIGIN: `http://127.0.0.1:${await freePort()}` };
  const { state, callback } = loginStarted(env);
  const finish = await finishLogin(callback(`code=c&state=${state}`), env, { place: PLACE }, ['https://site.example']);
  assert.is(finish.status, 502);
  assert.match(await finish.text(), 'no connection could be made');
});

test("a callback whose state is not this browser's login leaves that login's cookie; one that is its own removes it", async () => {
  const { state, callback } = loginStarted(COMPLETE);
  for (const query of ['code=c&state=another', 'code=c', 'error=access_denied&state=another']) {
    const refused = await finishLogin(callback(query), COMPLETE, { place: PLACE }, ['https://site.example']);
    assert.is(refused.status, 400, query);
    assert.is(refused.headers.get('Set-Cookie'), null, `${query}: the login in progress keeps its state`);
  }
  const own = await finishLogin(callback(`error=access_denied&state=${state}`), COMPLETE, { place: PLACE }, ['https://site.example']);
  assert.is(own.status, 403);
  assert.match(own.headers.get('Set-Cookie') ?? '', /^__Host-github-login-state=; Max-Age=0; /);
});

test('what GitHub sends back is shown as text, never as markup', async () => {
  const page = await problemPage(403, ['GitHub said: <img src=x onerror=alert(1)> & more']).text();
  assert.match(page, 'GitHub said: &lt;img src=x onerror=alert(1)&gt; &amp; more');
  assert.not.match(page, '<img');
});

test("the hand-over page: whatever the token holds, its data cannot end its element, and the policy's hash is the script's", async () => {
  const token = '</script><script>alert(1)</script>\u2028';
  const response = await handoverPage(token, ['https://www.example.com']);
  const body = await response.text();
  assert.is(body.match(/<script/g)?.length, 2, 'the JSON data and the hand-over script, nothing more');
  const data = /<script type="application\/json" id="login-data">([\s\S]*?)<\/script>/.exec(body)?.[1] ?? '';
  assert.ok(JSON.parse(data).message.includes(token), 'the token comes back whole from the data');
  assert.ok(body.includes(`<script>${HANDOVER_SCRIPT}</script>`));
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(HANDOVER_SCRIPT));
  assert.is(await scriptHash(HANDOVER_SCRIPT), `'sha256-${Buffer.from(digest).toString('base64')}'`);
  assert.match(response.headers.get('Content-Security-Policy') ?? '', `script-src ${await scriptHash(HANDOVER_SCRIPT)}`);
});

test.run();
