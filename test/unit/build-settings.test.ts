// generator/build-settings.ts siteSettings: the site URL (the command's SITE_URL, else the content's), the footer's
// year (the build date's) and the header options, which refuse a booking host the policy cannot
// vouch for, naming the field and the fix.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { siteSettings } from '../../generator/build-settings.ts';
import siteConfig from '../../site.config.ts';
import { content, videoOrigins } from '../helpers/content.ts';

const date = new Date('2030-01-01T00:00:00Z');

/** The settings for the content, given the site URL a command passes in (SITE_URL; undefined: none). */
const settingsWith = (siteUrl: string | undefined, log?: (line: string) => void) =>
  siteSettings(siteConfig, content, [...videoOrigins], { date, siteUrl, log });

test("the site URL is the content's, without a trailing slash; the year is the build date's", () => {
  const settings = settingsWith(undefined);
  assert.is(settings.siteUrl, content.site.url.replace(/\/+$/, ''));
  assert.is(settings.year, 2030);
});

test('SITE_URL overrides it; an empty SITE_URL (a CI variable never set) means the content URL', () => {
  assert.is(settingsWith('https://staging.example/').siteUrl, 'https://staging.example');
  assert.is(settingsWith('').siteUrl, content.site.url.replace(/\/+$/, ''));
});

test('the environment is read by the command, not here: a SITE_URL it was not given changes nothing', () => {
  process.env.SITE_URL = 'https://staging.example/';
  try {
    assert.is(settingsWith(undefined).siteUrl, content.site.url.replace(/\/+$/, ''));
  } finally {
    delete process.env.SITE_URL;
  }
});

test('a SITE_URL that is not http(s) is refused, naming it', () => {
  for (const bad of ['ftp://x', 'not a url']) {
    assert.throws(
      () => settingsWith(bad),
      (error: Error) => error.message === `SITE_URL: value: "${bad}" is not an http(s) URL`,
      bad,
    );
  }
});

test('a SITE_URL with port 0, which no server listens on, is refused, naming it', () => {
  const bad = 'https://example.com:0/';
  assert.throws(
    () => settingsWith(bad),
    (error: Error) => error.message === `SITE_URL: value: "${bad}" has the port 0, which no server listens on`,
  );
  assert.is(settingsWith('http://localhost:8080/').siteUrl, 'http://localhost:8080');
});

test('a SITE_URL with a path is refused, naming it and saying why: every link of the site is root-relative', () => {
  for (const bad of ['https://example.com/sub/', 'https://example.com/sub', 'https://user.github.io/repo/']) {
    assert.throws(
      () => settingsWith(bad),
      (error: Error) =>
        error.message.startsWith(`SITE_URL: value: "${bad}" has a path (/`) && /the root of a domain.*root-relative/.test(error.message),
      bad,
    );
  }
  // The root, with or without its slash, is no path.
  assert.is(settingsWith('https://example.com/').siteUrl, 'https://example.com');
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

test('a booking script on a host the /contact policy does not know fails, naming the field and the fix', () => {
  const origin = new URL(content.site.booking.scriptUrl).origin;
  const site = {
    ...content.site,
    booking: { ...content.site.booking, scriptUrl: content.site.booking.scriptUrl.replace(origin, 'https://widget.bookings.example') },
  };
  assert.throws(
    () => siteSettings(siteConfig, { ...content, site }, [...videoOrigins], { date }),
    (error: Error) =>
      /^content\/site\.yaml: booking\.scriptUrl: host widget\.bookings\.example is not HoneyBook's/.test(error.message) &&
      /BOOKING_PROVIDERS in components\/widgets\/booking-policy\.ts/.test(error.message),
  );
});

test.run();
