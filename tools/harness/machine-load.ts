// The machine's load while a measurement runs, printed beside its figures: a shared machine's
// figures move with it.
import os from 'node:os';

/** The load average over the last minute (the first of the 1, 5 and 15 minute figures). */
export function lastMinuteLoad(): number {
  const [lastMinute] = os.loadavg();
  if (lastMinute === undefined) throw new Error('os.loadavg() gave no load average');
  return lastMinute;
}
