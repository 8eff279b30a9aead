// The build's date: SOURCE_DATE_EPOCH when set (its specification asks a build to fail on a
// malformed value; years past 9999 break every date format), else now. Empty counts as unset.

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
