// What npm run preview reads from its command line and environment (scripts/preview.ts): where
// it listens (this machine only unless told otherwise) and which host names it answers besides
// its own. The port's own rules are in port.test.ts.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { previewOptions } from '../../scripts/preview.ts';

test('127.0.0.1 by default; --host alone means every interface; --host ADDR and HOST pick one', () => {
  assert.is(previewOptions([], {}).host, '127.0.0.1');
  assert.is(previewOptions(['--host'], {}).host, '0.0.0.0');
  assert.is(previewOptions(['--host', '--port', '4000'], {}).host, '0.0.0.0');
  assert.is(previewOptions(['--host', '192.168.1.20'], {}).host, '192.168.1.20');
  assert.is(previewOptions(['--host=::'], {}).host, '::');
  assert.is(previewOptions([], { HOST: '0.0.0.0' }).host, '0.0.0.0');
  assert.is(previewOptions([], { PORT: '4123' }).port, 4123);
});

test('no allowed hosts unless given: its own names are answered without a list', () => {
  assert.equal(previewOptions([], {}).allowedHosts, []);
  assert.equal(previewOptions(['--host'], { PREVIEW_ALLOWED_HOSTS: '' }).allowedHosts, []);
  assert.equal(previewOptions([], { DEV_ALLOWED_HOSTS: 'dev.example' }).allowedHosts, [], "the dev server's list is its own");
});

test('allowed hosts come from --allowed-hosts (repeatable, comma-separated) and PREVIEW_ALLOWED_HOSTS, together', () => {
  assert.equal(previewOptions(['--allowed-hosts=a.example,.b.example'], {}).allowedHosts, ['a.example', '.b.example']);
  assert.equal(previewOptions(['--allowed-hosts', 'a.example', '--allowed-hosts=c.example'], {}).allowedHosts, ['a.example', 'c.example']);
  assert.equal(previewOptions(['--host', '--allowed-hosts', 'a.example'], {}).allowedHosts, ['a.example'], 'after a bare --host');
  assert.equal(previewOptions([], { PREVIEW_ALLOWED_HOSTS: ' d.example , .e.example,' }).allowedHosts, ['d.example', '.e.example']);
  assert.equal(previewOptions(['--allowed-hosts=a.example'], { PREVIEW_ALLOWED_HOSTS: 'd.example' }).allowedHosts, [
    'a.example',
    'd.example',
  ]);
});

test('an unknown flag, or --allowed-hosts without names, is an error that lists the flags', () => {
  const usage = /\(expected --host \[ADDR\], --port N, --dir DIR, --allowed-hosts NAMES\)$/;
  assert.throws(() => previewOptions(['--listen', '80'], {}), /^Unknown option '--listen'/);
  assert.throws(() => previewOptions(['--listen', '80'], {}), usage);
  assert.throws(() => previewOptions(['--allowed-hosts'], {}), /^Option '--allowed-hosts <value>' argument missing/);
  assert.throws(() => previewOptions(['--allowed-hosts'], {}), usage);
  assert.throws(() => previewOptions(['--allowed-host=a.example'], {}), /^Unknown option '--allowed-host'/);
});

test.run();
