// The process tree below a process, read from /proc (Linux): what the dev server's tests and
// its benchmark use to find and measure the server, its render process and their helpers.
import { readdirSync, readFileSync } from 'node:fs';

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The parent's pid is the second field after the command name, which may hold spaces.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) found.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  return found;
}

/** Every process below `pid`, children first. */
export function descendantsOf(pid: number): number[] {
  const direct = childrenOf(pid);
  return [...direct, ...direct.flatMap(descendantsOf)];
}
