// components/structured-data.ts: the prices and office days the structured data reads from the content.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseDays, priceNumber } from '../../components/structured-data.ts';
import { site } from '../helpers/content.ts';

test('a price is a number of dollars; Custom and anything unreadable is none', () => {
  assert.is(priceNumber('$1,500'), 1500);
  assert.is(priceNumber(' $950 '), 950);
  assert.is(priceNumber('$12.50'), 12.5);
  assert.is(priceNumber('Custom'), null);
  assert.is(priceNumber('1,500'), null);
});

test('days: a range, a single day, a list, and abbreviations', () => {
  assert.equal(parseDays('Monday–Friday'), ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
  assert.equal(parseDays('Saturday'), ['Saturday']);
  assert.equal(parseDays('Mon, Wed'), ['Monday', 'Wednesday']);
  assert.equal(parseDays('fri to sun'), ['Friday', 'Saturday', 'Sunday']);
});

test('days that cannot be read are none: a backward range, three ends, an unknown word, nothing', () => {
  assert.is(parseDays('Friday–Monday'), null);
  assert.is(parseDays('Monday–Wednesday–Friday'), null);
  assert.is(parseDays('Weekdays'), null);
  assert.is(parseDays('Monday,'), null);
  assert.is(parseDays(''), null);
});

test("every entry of the content's office hours reads as days", () => {
  for (const [i, entry] of site.officeHours.entries()) assert.ok(parseDays(entry.days), `officeHours.${i}.days "${entry.days}"`);
});

test.run();
