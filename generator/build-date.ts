// The build's date, whose year the footer shows: SOURCE_DATE_EPOCH when set, else now.
// SOURCE_DATE_EPOCH (https://reproducible-builds.org/specs/source-date-epoch/) is whole seconds
// since 1970-01-01 UTC, and the specification asks a build to fail on a malformed value rather
// than guess: a value that is not a plain non-negative integer, or whose date has a year outside
// 1970–9999, is an error naming the variable and the value. (Past 9999 a year no longer has the
// four digits every date format the site could print expects; a Date ends in year 275760.)
// An empty value counts as unset, like SITE_URL: a CI variable that was never filled in.

import { BuildDateRefused } from './error-messages.ts';
import { InputError } from './errors.ts';

const LAST_YEAR = 9999;

export function buildDate(env: NodeJS.ProcessEnv = process.env): Date {
  const value = env.SOURCE_DATE_EPOCH;
  if (value === undefined || value === '') return new Date();
  const refuse = (why: string): never => {
    throw new InputError({ file: 'SOURCE_DATE_EPOCH', field: 'value', problem: BuildDateRefused({ value, why }) });
  };
  if (!/^\d+$/.test(value)) refuse(/^-\d+$/.test(value) ? 'is negative' : 'is not a whole number of seconds');
  const date = new Date(Number(value) * 1000);
  if (Number.isNaN(date.getTime()) || date.getUTCFullYear() > LAST_YEAR) refuse(`is after the year ${LAST_YEAR}`);
  return date;
}
