// How the dev server's supervisor explains a process that ended (generator/dev/exit-reason.ts).
import { PassThrough } from 'node:stream';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exitReason, tailOf } from '../../generator/dev/exit-reason.ts';

test('out of memory is named as such, whatever the exit code or signal', () => {
  const stderr = '<--- Last few GCs --->\nFATAL ERROR: Reached heap limit Allocation failed - JavaScript heap out of memory\n';
  assert.is(exitReason(134, null, stderr), 'it ran out of memory (JavaScript heap out of memory)');
  assert.is(exitReason(null, 'SIGABRT', stderr), 'it ran out of memory (JavaScript heap out of memory)');
});

test('a signal is named; SIGKILL says who may have sent it', () => {
  assert.match(exitReason(null, 'SIGKILL'), /^it was killed \(SIGKILL/);
  assert.is(exitReason(null, 'SIGSEGV'), 'it was stopped by SIGSEGV');
});

test('an exit code comes with the last error line printed', () => {
  const stderr =
    'file:///x/generator/dev-server.ts:3\nTypeError: Cannot read properties of undefined (reading "x")\n    at main (file:///x.ts:3:1)\n';
  assert.is(exitReason(1, null, stderr), 'it exited with code 1: TypeError: Cannot read properties of undefined (reading "x")');
  assert.is(exitReason(7, null, 'nothing useful'), 'it exited with code 7');
});

test('tailOf passes everything on and keeps only the end', () => {
  const input = new PassThrough();
  const output = new PassThrough();
  let passed = '';
  output.on('data', (d) => (passed += d));
  const tail = tailOf(input, output, 10);
  input.write('0123456789');
  input.write('abcdef');
  assert.is(passed, '0123456789abcdef');
  assert.is(tail(), '6789abcdef');
});

test.run();
