// Which Host headers the dev server and the preview answer (generator/hosts.ts): their names, any IP
// address when open to every interface, the allow-list; nothing else, against DNS rebinding. And the
// dev server's own origins, the only pages its editor backend answers. How the allow-list is read: listen-options.test.ts;
// which host a request names (requestHost), on both servers: dev-http.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { hostAllowed, hostRefusal, ownOrigin } from '../../generator/hosts.ts';

const local = { listen: '127.0.0.1', allowed: [] };

test('localhost, *.localhost and the loopback addresses pass, with or without a port; any other name, or no or a malformed Host, is refused', () => {
  for (const host of 'localhost localhost:3000 LOCALHOST:3000 app.localhost:3000 127.0.0.1:3000 [::1]:3000 localhost.:3000'.split(' '))
    assert.ok(hostAllowed(host, local), host);
  const refused = 'rebind.attacker.example:3000 attacker.example localhost.attacker.example evil.com@localhost localhost/x'.split(' ');
  for (const host of [...refused, 'a b', '', undefined]) assert.not.ok(hostAllowed(host, local), String(host));
});

test('an IP address passes only when the server listens on every interface (or on that address); a name, on --host or the allow-list', () => {
  assert.not.ok(hostAllowed('192.168.1.20:3000', local));
  assert.ok(hostAllowed('192.168.1.20:3000', { listen: '0.0.0.0', allowed: [] }));
  assert.ok(hostAllowed('[fe80::1]:3000', { listen: '::', allowed: [] }));
  assert.ok(hostAllowed('192.168.1.20:3000', { listen: '192.168.1.20', allowed: [] }));
  assert.not.ok(hostAllowed('attacker.example', { listen: '0.0.0.0', allowed: [] }), 'a name still needs the allow-list');
  // The --host name and the allow-list pass; a leading dot allows the name and its subdomains.
  assert.ok(hostAllowed('devbox.lan:3000', { listen: 'devbox.lan', allowed: [] }));
  const policy = { listen: '0.0.0.0', allowed: ['preview.example.test', '.team.example'] };
  for (const host of ['preview.example.test', 'PREVIEW.example.test:3000', 'team.example', 'a.team.example', 'a.b.team.example:8080'])
    assert.ok(hostAllowed(host, policy), host);
  for (const host of ['example.test', 'other.example.test', 'notteam.example', 'team.example.attacker.test'])
    assert.not.ok(hostAllowed(host, policy), host);
});

test('a refusal names the host and both ways to allow it; a missing or malformed Host is said as such', () => {
  const foreign = hostRefusal('Evil.Example:3000', 'preview', 'PREVIEW_ALLOWED_HOSTS');
  assert.is(foreign.host, 'evil.example');
  assert.match(foreign.body, /^403 Forbidden: this preview does not answer for the host "evil\.example"\./);
  for (const text of [foreign.body, foreign.reason]) {
    assert.ok(text.includes('--allowed-hosts=evil.example'), text);
    assert.ok(text.includes('PREVIEW_ALLOWED_HOSTS=evil.example'), text);
  }
  const none = hostRefusal(undefined, 'dev server', 'DEV_ALLOWED_HOSTS');
  assert.is(none.reason, 'the request has no Host header');
  assert.match(none.body, /^403 Forbidden: this dev server answers only requests that name its host/);
  assert.not.match(none.body, /--allowed-hosts/, 'nothing to allow');
  const malformed = hostRefusal('localhost/x', 'preview', 'PREVIEW_ALLOWED_HOSTS');
  assert.is(malformed.host, 'localhost/x');
  assert.is(malformed.reason, 'the Host header "localhost/x" is not a host name');
});

test("a server's own origins: its names over http on its port, and nothing else", () => {
  const named = { listen: '127.0.0.1', allowed: ['dev.example.com', '.example.org'] };
  const own = ['127.0.0.1', 'localhost', '[::1]', 'app.localhost', 'dev.example.com', 'a.example.org'].map((h) => `http://${h}:3000`);
  for (const origin of own) assert.ok(ownOrigin(origin, named, 3000), origin);
  const others = ['http://127.0.0.1:3001', 'https://127.0.0.1:3000', 'http://127.0.0.1', 'http://rebind.attacker.example:3000'];
  others.push('http://other.example.com:3000', 'http://192.168.1.20:3000', 'http://LOCALHOST:3000', 'http://localhost:3000/');
  for (const origin of [...others, 'http://user@localhost:3000', 'null', '']) assert.not.ok(ownOrigin(origin, named, 3000), origin);
  assert.ok(ownOrigin('http://localhost', local, 80), 'the default port is 80');
  // Open to the network, an IP address may be another machine's page: only the names count.
  assert.not.ok(ownOrigin('http://192.168.1.20:3000', { listen: '0.0.0.0', allowed: [] }, 3000));
  assert.ok(ownOrigin('http://192.168.1.20:3000', { listen: '192.168.1.20', allowed: [] }, 3000), 'the address it listens on');
});

test.run();
