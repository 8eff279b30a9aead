// The build date (generator/build-date.ts): SOURCE_DATE_EPOCH when set, and a malformed value
// is an error naming the variable and the value, as the reproducible-builds specification asks.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildDate } from '../../generator/build-date.ts';

test('whole seconds since 1970 give that date; unset or empty means now', () => {
  assert.is(buildDate({ SOURCE_DATE_EPOCH: '1893456000' }).toISOString(), '2030-01-01T00:00:00.000Z');
  assert.is(buildDate({ SOURCE_DATE_EPOCH: '0' }).getUTCFullYear(), 1970);
  assert.is(buildDate({ SOURCE_DATE_EPOCH: '253402300799' }).getUTCFullYear(), 9999, 'the last second of 9999');
  for (const env of [{}, { SOURCE_DATE_EPOCH: '' }]) {
    const before = Date.now();
    const date = buildDate(env).getTime();
    assert.ok(date >= before && date <= Date.now(), 'now');
  }
});

test('a malformed value fails, naming the variable, the value and why', () => {
  const cases: [string, RegExp][] = [
    ['yesterday', /is not a whole number of seconds/],
    ['-86400', /is negative/],
    ['1.5', /is not a whole number of seconds/],
    ['1e9', /is not a whole number of seconds/],
    [' 1893456000', /is not a whole number of seconds/],
    ['0x10', /is not a whole number of seconds/],
    ['253402300800', /is after the year 9999/],
    ['999999999999', /is after the year 9999/],
    ['99999999999999999', /is after the year 9999/],
  ];
  for (const [value, why] of cases) {
    let message = 'accepted';
    try {
      buildDate({ SOURCE_DATE_EPOCH: value });
    } catch (error) {
      message = (error as Error).message;
    }
    assert.ok(message.startsWith(`SOURCE_DATE_EPOCH: value: '${value}' `), `${value}: ${message}`);
    assert.match(message, why, value);
    assert.match(message, /expected whole seconds since 1970-01-01 UTC/, value);
  }
});

test.run();
