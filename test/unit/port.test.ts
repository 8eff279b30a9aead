// One port parser for npm run preview and npm run dev (generator/port.ts): both take and refuse
// the same values, with the same words.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devListen } from '../../generator/dev/options.ts';
import { DEFAULT_PORT, parsePort } from '../../generator/port.ts';
import { previewOptions } from '../../scripts/preview.ts';

const BAD = ['abc', '0', '-1', '65536', '99999', '3000abc', '30.5', '1e3', '0x50', '+80'];

test('a whole number from 1 to 65535; unset or empty is the default', () => {
  assert.is(parsePort('1', 'PORT'), 1);
  assert.is(parsePort('65535', 'PORT'), 65535);
  assert.is(parsePort(' 4000 ', 'PORT'), 4000);
  assert.is(parsePort(undefined, 'PORT'), DEFAULT_PORT);
  assert.is(parsePort('', 'PORT'), DEFAULT_PORT);
});

test('anything else is refused, naming how it was given; PORT=0 too (the system would pick a port nobody knows)', () => {
  for (const value of BAD) {
    assert.throws(
      () => parsePort(value, 'PORT'),
      new RegExp(`^PORT=${value.replace(/[.+]/g, '\\$&')} is not a port number: expected a whole number from 1 to 65535$`),
      value,
    );
  }
});

test('preview and dev give the same error for the same PORT', () => {
  for (const PORT of BAD) {
    const message = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    const preview = message(() => previewOptions([], { PORT }));
    assert.match(preview, /is not a port number/, `preview, PORT=${PORT}`);
    assert.is(
      message(() => devListen([], { PORT })),
      preview,
      `dev, PORT=${PORT}`,
    );
  }
});

test('preview: --port is checked the same way and wins over PORT', () => {
  assert.is(previewOptions(['--port', '4000'], { PORT: 'abc' }).port, 4000);
  assert.is(previewOptions(['--port=4001'], {}).port, 4001);
  assert.throws(() => previewOptions(['--port', 'abc'], {}), /^--port=abc is not a port number/);
  assert.throws(() => previewOptions(['--port', '0'], {}), /^--port=0 is not a port number/);
  assert.throws(
    () => previewOptions(['--port'], {}),
    /--port <value>' argument missing \(expected --host \[ADDR\], --port N, --dir DIR, --allowed-hosts NAMES\)/,
  );
});

test.run();
