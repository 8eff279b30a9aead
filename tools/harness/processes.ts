// The process tree below a process, read from /proc (Linux), for the dev server's tests and
// benchmark and the test of Chromium's flags. A freed process id is soon handed to a new process
// on a busy machine, so a process to signal later is kept as its id with its start time, and
// signalled only while both still match.
import { readdirSync, readFileSync } from 'node:fs';

/** A process as found: its id and its start time (clock ticks since boot). */
export interface ProcessRef {
  pid: number;
  started: string;
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces), or null once the process is gone. */
function statFields(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** The processes as they are now; those already gone are left out. */
export function identify(pids: readonly number[]): ProcessRef[] {
  return pids.flatMap((pid) => {
    // starttime is field 22 of stat, the 20th after the command name.
    const started = statFields(pid)?.[19];
    return started === undefined ? [] : [{ pid, started }];
  });
}

/** Whether this very process still runs (a zombie, ended but not yet collected, does not). */
export function isRunning(ref: ProcessRef): boolean {
  const fields = statFields(ref.pid);
  return fields !== null && fields[19] === ref.started && fields[0] !== 'Z';
}

/** Sends `signal` to this very process if it still runs; never to another that took its id. */
export function signalProcess(ref: ProcessRef, signal: NodeJS.Signals): void {
  if (!isRunning(ref)) return;
  try {
    process.kill(ref.pid, signal);
  } catch {
    // it ended between the check and the signal
  }
}

/**
 * A process's arguments, or none once it is gone. A process forked from a zygote (Chromium's
 * renderers) may have rewritten its command line as one string: that is then the one argument.
 */
export function argumentsOf(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // The parent's id is the second field after the command name.
    if (Number(statFields(Number(entry))?.[1]) === pid) found.push(Number(entry));
  }
  return found;
}

/** Every process below `pid`, children first. */
export function descendantsOf(pid: number): number[] {
  const direct = childrenOf(pid);
  return [...direct, ...direct.flatMap(descendantsOf)];
}
