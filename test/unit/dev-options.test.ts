// Where npm run dev listens (generator/dev/options.ts): this machine only unless told otherwise;
// and the editor's backend (--editor-backend, npm run cms) on this machine only, always.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devAllowedHosts, devEditorBackend, devListen, devUrls, isOpenHost } from '../../generator/dev/options.ts';

test('127.0.0.1 and port 3000 by default', () => {
  assert.equal(devListen([], {}), { host: '127.0.0.1', port: 3000 });
  assert.equal(devListen([], { HOST: '', PORT: '' }), { host: '127.0.0.1', port: 3000 });
});

test('--host alone opens every interface; --host ADDRESS and --host=ADDRESS pick one', () => {
  assert.is(devListen(['--host'], {}).host, '0.0.0.0');
  assert.is(devListen(['--host', '--other'], {}).host, '0.0.0.0');
  assert.is(devListen(['--host', '192.168.1.20'], {}).host, '192.168.1.20');
  assert.is(devListen(['--host=::'], {}).host, '::');
  assert.is(devListen(['--host='], {}).host, '0.0.0.0');
});

test('HOST and PORT from the environment; the flag wins over HOST', () => {
  assert.equal(devListen([], { HOST: '0.0.0.0', PORT: '4000' }), { host: '0.0.0.0', port: 4000 });
  assert.is(devListen(['--host', '127.0.0.1'], { HOST: '0.0.0.0' }).host, '127.0.0.1');
  assert.throws(() => devListen([], { PORT: 'eighty' }), /PORT=eighty is not a port number/);
  assert.throws(() => devListen([], { PORT: '0' }), /PORT=0 is not a port number/);
});

test('--port N and --port=N pick the port, over PORT; a value that is no port is refused naming the flag', () => {
  assert.is(devListen(['--port', '4000'], {}).port, 4000);
  assert.is(devListen(['--port=4001'], { PORT: '5000' }).port, 4001);
  assert.is(devListen(['--host', '--port', '4002'], {}).port, 4002);
  assert.is(devListen(['--host', '--port', '4002'], {}).host, '0.0.0.0');
  assert.is(devListen(['--port', '4003'], { PORT: 'eighty' }).port, 4003, 'PORT is not read when the flag gives the port');
  assert.throws(() => devListen(['--port', 'abc'], {}), /--port=abc is not a port number/);
  assert.throws(() => devListen(['--port=0'], {}), /--port=0 is not a port number/);
});

test('loopback addresses are private, anything else is open', () => {
  for (const host of ['127.0.0.1', '127.0.1.1', '::1', 'localhost']) assert.not.ok(isOpenHost(host), host);
  for (const host of ['0.0.0.0', '::', '192.168.1.20']) assert.ok(isOpenHost(host), host);
});

test('the printed URL is the address listened on; every interface lists localhost first', () => {
  assert.equal(devUrls('127.0.0.1', 3000), { local: 'http://127.0.0.1:3000/', network: [] });
  assert.equal(devUrls('::1', 3000).local, 'http://[::1]:3000/');
  const open = devUrls('0.0.0.0', 3000);
  assert.is(open.local, 'http://localhost:3000/');
  for (const url of open.network) assert.match(url, /^http:\/\/\d+\.\d+\.\d+\.\d+:3000\/$/);
});

test('allowed hosts come from --allowed-hosts (one or more, comma-separated) and DEV_ALLOWED_HOSTS, together', () => {
  assert.equal(devAllowedHosts([], {}), []);
  assert.equal(devAllowedHosts(['--allowed-hosts=a.example,.b.example'], {}), ['a.example', '.b.example']);
  assert.equal(devAllowedHosts(['--host', '--allowed-hosts', 'a.example', '--allowed-hosts=c.example'], {}), ['a.example', 'c.example']);
  assert.equal(devAllowedHosts(['--host=0.0.0.0'], { DEV_ALLOWED_HOSTS: ' d.example , ' }), ['d.example']);
  assert.equal(devAllowedHosts(['--allowed-hosts=a.example'], { DEV_ALLOWED_HOSTS: 'd.example' }), ['a.example', 'd.example']);
  assert.equal(devAllowedHosts(['--allowed-hosts'], {}), [], 'a bare flag names no host');
});

test("--editor-backend serves the editor's backend, on this machine only: with an open --host it is refused, saying why", () => {
  assert.is(devEditorBackend([], '127.0.0.1'), false);
  assert.is(devEditorBackend(['--port', '3001'], '0.0.0.0'), false);
  assert.is(devEditorBackend(['--editor-backend'], '127.0.0.1'), true);
  assert.is(devEditorBackend(['--host', 'localhost', '--editor-backend'], 'localhost'), true);
  for (const host of ['0.0.0.0', '192.168.1.20', '::'])
    assert.throws(() => devEditorBackend(['--editor-backend'], host), new RegExp(`answers this machine only: leave out --host ${host}`));
});

test.run();
