// The dev server's supervisor: how long the site's code may run and where it was stuck
// (generator/dev/watchdog.ts), and how a process that ended is explained (generator/dev/exit-reason.ts).

import { PassThrough } from 'node:stream';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exitReason, tailOf } from '../../generator/dev/exit-reason.ts';
import { devRenderTimeLimit } from '../../generator/dev/options.ts';
import { describeStuck } from '../../generator/dev/watchdog.ts';

test('DEV_RENDER_TIME_LIMIT_S: 10 s by default, 0 for none, anything else refused naming the variable', () => {
  assert.is(devRenderTimeLimit({}), 10_000);
  assert.is(devRenderTimeLimit({ DEV_RENDER_TIME_LIMIT_S: '2.5' }), 2500);
  assert.is(devRenderTimeLimit({ DEV_RENDER_TIME_LIMIT_S: '0' }), 0);
  assert.throws(() => devRenderTimeLimit({ DEV_RENDER_TIME_LIMIT_S: 'ten' }), /DEV_RENDER_TIME_LIMIT_S=ten is not a number of seconds/);
});

test("the report names the step and the innermost frame of the project's own code, without the module's version", () => {
  const root = '/home/me/site';
  const message = describeStuck(
    {
      step: 'rendering /team (pages/team.tsx)',
      frames: [
        { url: '', name: '' },
        { url: 'file:///home/me/site/node_modules/react-dom/server.js', name: 'renderElement' },
        { url: 'file:///home/me/site/components/sections/TeamCard.tsx?v=3', name: 'TeamCard' },
        { url: 'file:///home/me/site/generator/render/render.tsx', name: 'renderPage' },
      ],
    },
    root,
    10_000,
  );
  assert.is(
    message,
    'the render process spent over 10 s rendering /team (pages/team.tsx), in components/sections/TeamCard.tsx (TeamCard) ' +
      'without returning: an endless loop? It was stopped; save a fix and the next build starts afresh.',
  );
  // Without a stack (the pause never came), the step alone.
  assert.match(
    describeStuck({ step: 'loading the content (content/)', frames: [] }, root, 5000),
    /^the render process spent over 5 s loading the content \(content\/\) without returning/,
  );
});

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
