// Where npm run preview (scripts/preview.ts) and npm run dev (scripts/dev-options.ts) listen and
// which host names they answer besides their own: this machine only unless told otherwise, the same
// flags and variables read the same way, one port parser (generator/port.ts) with the same words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isOpenHost } from '../../generator/hosts.ts';
import { DEFAULT_PORT, parsePort } from '../../generator/port.ts';
import { devOptions, devUrls } from '../../scripts/dev-options.ts';
import { previewOptions } from '../../scripts/preview.ts';
import { refusal } from '../helpers/expect-refusal.ts';

type Env = Record<string, string>;
type Listen = { host: string; port: number; allowed: string[] };
const COMMANDS: [name: string, options: (args: string[], env: Env) => Listen, allowedVariable: string][] = [
  ['preview', (args, env) => ({ ...previewOptions(args, env), allowed: previewOptions(args, env).allowedHosts }), 'PREVIEW_ALLOWED_HOSTS'],
  ['dev', (args, env) => ({ ...devOptions(args, env), allowed: devOptions(args, env).allowedHosts }), 'DEV_ALLOWED_HOSTS'],
];
const BAD_PORTS = ['abc', '0', '-1', '65536', '99999', '3000abc', '30.5', '1e3', '0x50', '+80'];

test('a port is a whole number from 1 to 65535; unset or empty is the default; anything else is refused, naming how it was given', () => {
  const ports = ['1', '65535', ' 4000 ', undefined, ''].map((value) => parsePort(value, 'PORT'));
  assert.equal(ports, [1, 65535, 4000, DEFAULT_PORT, DEFAULT_PORT]);
  for (const value of BAD_PORTS) {
    const expected = `PORT=${value} is not a port number: expected a whole number from 1 to 65535`;
    // PORT=0 too: the system would pick a port nobody knows.
    const runs: [string, () => unknown][] = [['parsePort', () => parsePort(value, 'PORT')]];
    for (const [name, options] of COMMANDS) runs.push([name, () => options([], { PORT: value })]);
    for (const [name, run] of runs) assert.is(refusal(run), expected, `${name}, PORT=${value}`);
  }
});

test('both commands: 127.0.0.1 unless told; --host alone is every interface; the flags win over HOST, PORT and the allow-list variable', () => {
  for (const [name, options, variable] of COMMANDS) {
    const cases: [string[], Env, Partial<Listen>][] = [
      [[], {}, { host: '127.0.0.1', port: DEFAULT_PORT, allowed: [] }],
      [[], { HOST: '', PORT: '', [variable]: '' }, { host: '127.0.0.1', port: DEFAULT_PORT, allowed: [] }],
      [['--host'], {}, { host: '0.0.0.0' }],
      [['--host', '--port', '4002'], {}, { host: '0.0.0.0', port: 4002 }],
      [['--host', '192.168.1.20'], {}, { host: '192.168.1.20' }],
      [['--host=::'], {}, { host: '::' }],
      [['--host='], {}, { host: '0.0.0.0' }],
      [[], { HOST: '0.0.0.0', PORT: '4000' }, { host: '0.0.0.0', port: 4000 }],
      [[], { HOST: ' 0.0.0.0 ' }, { host: '0.0.0.0' }],
      [['--host', '127.0.0.1'], { HOST: '0.0.0.0' }, { host: '127.0.0.1' }],
      [['--port', '4003'], { PORT: 'eighty' }, { port: 4003 }],
      [['--port=4001'], { PORT: '5000' }, { port: 4001 }],
      [['--allowed-hosts=a.example,.b.example'], {}, { allowed: ['a.example', '.b.example'] }],
      [['--allowed-hosts', 'a.example', '--allowed-hosts=c.example'], {}, { allowed: ['a.example', 'c.example'] }],
      [['--host', '--allowed-hosts', 'a.example'], {}, { host: '0.0.0.0', allowed: ['a.example'] }],
      [[], { [variable]: ' d.example , .e.example,' }, { allowed: ['d.example', '.e.example'] }],
      [['--allowed-hosts=a.example'], { [variable]: 'd.example' }, { allowed: ['a.example', 'd.example'] }],
      [[], { PREVIEW_ALLOWED_HOSTS: 'x.example', DEV_ALLOWED_HOSTS: 'x.example', [variable]: '' }, { allowed: [] }],
    ];
    for (const [args, env, expected] of cases) {
      const got = options(args, env);
      const picked = Object.fromEntries(Object.keys(expected).map((key) => [key, got[key as keyof Listen]]));
      assert.equal(picked, expected, `${name} ${args.join(' ')} ${JSON.stringify(env)}`);
    }
    for (const [args, refused] of [
      [['--port', 'abc'], /^--port=abc is not a port number/],
      [['--port=0'], /^--port=0 is not a port number/],
      [['--port='], /^--port= is not a port number/],
    ] as const) {
      const message = refusal(() => options([...args], {}));
      assert.match(message, refused, `${name} ${args.join(' ')}`);
    }
  }
});

test('dev: loopback addresses are private, anything else is open; the printed URL is the address listened on, localhost first for every interface', () => {
  for (const host of ['127.0.0.1', '127.0.1.1', '::1', 'localhost']) assert.not.ok(isOpenHost(host), host);
  for (const host of ['0.0.0.0', '::', '192.168.1.20']) assert.ok(isOpenHost(host), host);
  assert.equal(devUrls('127.0.0.1', 3000), { local: 'http://127.0.0.1:3000/', network: [] });
  assert.equal(devUrls('::1', 3000).local, 'http://[::1]:3000/');
  const open = devUrls('0.0.0.0', 3000);
  assert.is(open.local, 'http://localhost:3000/');
  for (const url of open.network) assert.match(url, /^http:\/\/\d+\.\d+\.\d+\.\d+:3000\/$/);
});

test("dev: --editor-backend serves the editor's backend, on this machine only: with an open --host it is refused, saying why", () => {
  const editorBackend = (args: string[], env: Env = {}) => devOptions(args, env).editorBackend;
  assert.is(editorBackend([]), false);
  assert.is(editorBackend(['--port', '3001'], { HOST: '0.0.0.0' }), false);
  assert.is(editorBackend(['--editor-backend']), true);
  assert.is(editorBackend(['--host', 'localhost', '--editor-backend']), true);
  for (const host of ['0.0.0.0', '192.168.1.20', '::']) {
    const refused = new RegExp(`answers this machine only: leave out --host ${host}`);
    assert.throws(() => editorBackend(['--host', host, '--editor-backend']), refused, `--host ${host}`);
    assert.throws(() => editorBackend(['--editor-backend'], { HOST: host }), refused, `HOST=${host}`);
  }
});

test.run();
