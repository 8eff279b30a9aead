// generator/build-settings.ts siteSettings and generator/build-date.ts: the site URL (the command's
// SITE_URL, else the content's), the footer's year from the build date (SOURCE_DATE_EPOCH, as the
// reproducible-builds specification reads it), and a booking host the policy cannot vouch for.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { buildDate } from '../../generator/build-date.ts';
import { siteSettings } from '../../generator/build-settings.ts';
import siteConfig from '../../site.config.ts';
import { refusal } from '../helpers/expect-refusal.ts';
import { content, videoOrigins } from '../helpers/loaded-content.ts';

const date = new Date('2030-01-01T00:00:00Z');
const ownUrl = content.site.url.replace(/\/+$/, '');

/** The settings for the content, given the site URL a command passes in (SITE_URL; undefined: none). */
const settingsWith = (siteUrl: string | undefined, log?: (line: string) => void) =>
  siteSettings(siteConfig, content, [...videoOrigins], { date, siteUrl, log });

test("the site URL is SITE_URL's, else the content's (an empty SITE_URL is a CI variable never set), without a trailing slash; the year is the build date's", () => {
  assert.is(settingsWith(undefined).year, 2030);
  const urls = [undefined, '', 'https://staging.example/', 'http://localhost:8080/', 'https://example.com/'];
  const siteUrls = urls.map((url) => settingsWith(url).siteUrl);
  assert.equal(siteUrls, [ownUrl, ownUrl, 'https://staging.example', 'http://localhost:8080', 'https://example.com']);
  // The environment is read by the command, not here.
  process.env.SITE_URL = 'https://staging.example/';
  try {
    assert.is(settingsWith(undefined).siteUrl, ownUrl);
  } finally {
    delete process.env.SITE_URL;
  }
});

test('a SITE_URL that is not http(s), has port 0 (no server listens on it) or a path (every link is root-relative) is refused, naming it', () => {
  const whys = {
    'ftp://x': 'is not an http(s) URL',
    'not a url': 'is not an http(s) URL',
    'https://example.com:0/': 'has the port 0, which no server listens on',
  };
  for (const [bad, why] of Object.entries(whys)) {
    const message = refusal(() => settingsWith(bad));
    assert.is(message, `SITE_URL: value: "${bad}" ${why}`);
  }
  for (const bad of ['https://example.com/sub/', 'https://example.com/sub', 'https://user.github.io/repo/']) {
    const message = refusal(() => settingsWith(bad));
    assert.ok(message.startsWith(`SITE_URL: value: "${bad}" has a path (/`), message);
    assert.match(message, /the root of a domain.*root-relative/);
  }
});

test('an http:// site URL builds with a warning about HSTS; https:// and this machine do not', () => {
  const warnings = (url: string) => {
    const lines: string[] = [];
    settingsWith(url, (line) => lines.push(line));
    return lines;
  };
  const [warning, ...more] = warnings('http://www.example.com');
  assert.match(
    warning ?? '',
    /^warning: the site URL http:\/\/www\.example\.com is http:\/\/, but every response sends Strict-Transport-Security/,
  );
  assert.equal(more, []);
  for (const fine of ['https://www.example.com', 'http://localhost:3000', 'http://127.0.0.1:8080', 'http://shop.localhost'])
    assert.equal(warnings(fine), [], fine);
});

test('SOURCE_DATE_EPOCH: whole seconds since 1970 give that date; unset or empty means now', () => {
  assert.is(buildDate({ SOURCE_DATE_EPOCH: '1893456000' }).toISOString(), '2030-01-01T00:00:00.000Z');
  assert.is(buildDate({ SOURCE_DATE_EPOCH: '0' }).getUTCFullYear(), 1970);
  assert.is(buildDate({ SOURCE_DATE_EPOCH: '253402300799' }).getUTCFullYear(), 9999, 'the last second of 9999');
  for (const env of [{}, { SOURCE_DATE_EPOCH: '' }]) {
    const before = Date.now();
    const at = buildDate(env).getTime();
    assert.ok(at >= before && at <= Date.now(), 'now');
  }
});

test('a malformed SOURCE_DATE_EPOCH fails, naming the variable, the value and why', () => {
  const notWhole = ['yesterday', '1.5', '1e9', ' 1893456000', '0x10'].map((value): [string, RegExp] => [
    value,
    /is not a whole number of seconds/,
  ]);
  const tooLate = ['253402300800', '999999999999', '99999999999999999'].map((value): [string, RegExp] => [value, /is after the year 9999/]);
  for (const [value, why] of [...notWhole, ...tooLate, ['-86400', /is negative/] as [string, RegExp]]) {
    const message = refusal(() => buildDate({ SOURCE_DATE_EPOCH: value }));
    assert.ok(message.startsWith(`SOURCE_DATE_EPOCH: value: '${value}' `), `${value}: ${message}`);
    assert.match(message, why, value);
    assert.match(message, /expected whole seconds since 1970-01-01 UTC/, value);
  }
});

test.run();
