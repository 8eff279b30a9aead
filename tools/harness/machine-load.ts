// The machine's load while a measurement runs, printed beside its figures: a shared machine's
// figures move with it.
import os from 'node:os';

/** The load average over the last minute (the first of the 1, 5 and 15 minute figures). */
export const lastMinuteLoad = (): number => os.loadavg()[0]!;

/** Samples the load as a measurement goes; range() is what it was, 'low–high'. */
export function loadLog() {
  const loads: number[] = [];
  return {
    sample: () => loads.push(lastMinuteLoad()),
    range: () => `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  };
}
