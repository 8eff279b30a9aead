// Office hours as the owner writes them ('Monday–Friday', '9:00 AM–6:00 PM'), read as days of the
// week and 24-hour times: the schema refuses a line that does not read, so the editor refuses it
// before saving, and the structured data (components/structured-data.ts) states the same hours.
import { z } from 'zod';
import { formatted } from './text.ts';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

function dayIndex(word: string): number {
  const w = word.trim().toLowerCase();
  return DAYS.findIndex((d) => d.toLowerCase() === w || d.toLowerCase().slice(0, 3) === w.slice(0, 3));
}

/** 'Monday–Friday' → Monday…Friday; 'Saturday' → [Saturday]; 'Mon, Wed' → [Monday, Wednesday]. */
export function parseDays(text: string): string[] | null {
  const out: string[] = [];
  for (const part of text.split(/,|&|\band\b/)) {
    const range = part.split(/\s*(?:–|—|-|\bto\b|\bthrough\b)\s*/).filter(Boolean);
    // One day, or a range of two; a single day is the range from it to itself.
    const [first, last = first, ...more] = range.map(dayIndex);
    if (first === undefined || last === undefined || more.length > 0) return null;
    if (first < 0 || last < 0 || last < first) return null;
    out.push(...DAYS.slice(first, last + 1));
  }
  return out.length ? out : null;
}

/** '9:00 AM' → '09:00', '18:30' → '18:30'; a time no clock shows ('13:00 PM', '24:30') is none, not an invalid Time. */
function time24(text: string): string | null {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?[Mm]\.?$/.exec(text.trim()) ?? /^(\d{1,2}):(\d{2})()$/.exec(text.trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = m[2] ?? '00';
  const ampm = m[3]?.toLowerCase();
  if (Number(min) > 59 || (ampm ? h < 1 || h > 12 : h > 23)) return null;
  if (ampm === 'p' && h < 12) h += 12;
  if (ampm === 'a' && h === 12) h = 0;
  return `${String(h).padStart(2, '0')}:${min}`;
}

/** '9:00 AM–6:00 PM' → { opens: '09:00', closes: '18:00' }. */
export function parseHours(text: string): { opens: string; closes: string } | null {
  const parts = text.split(/\s*(?:–|—|-|\bto\b)\s*/);
  if (parts.length !== 2) return null;
  const [opens, closes] = parts.map(time24);
  return opens && closes ? { opens, closes } : null;
}

/** A line of office hours: days that read as days of the week, and hours from one time to another. */
export const officeHoursSchema = z.strictObject({
  days: formatted('"Monday–Friday"', (text) => parseDays(text) !== null, 'a day, a range of days, or several: "Mon, Wed"', 'days'),
  hours: formatted('"9:00 AM–6:00 PM"', (text) => parseHours(text) !== null, 'from one time to another, "18:00" or "6 PM"', 'hours'),
});
