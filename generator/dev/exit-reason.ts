// Why a process of the dev server ended, in words for the terminal. Used by the supervisor
// (generator/dev/supervisor.ts) for the server, and by the server for its render process.
import type { Readable, Writable } from 'node:stream';

/** Keeps the last few kilobytes a stream wrote, passing everything on to `out`. */
export function tailOf(stream: Readable, out: Writable, limit = 4096): () => string {
  let tail = '';
  stream.on('data', (chunk: Buffer) => {
    out.write(chunk);
    tail = (tail + chunk.toString('utf8')).slice(-limit);
  });
  return () => tail;
}

/**
 * 'it ran out of memory (JavaScript heap out of memory)', 'it was killed (SIGKILL)', or the exit
 * code with the last error line it printed.
 */
export function exitReason(code: number | null, signal: NodeJS.Signals | null, stderr = ''): string {
  if (/JavaScript heap out of memory|Allocation failed|Reached heap limit/i.test(stderr)) {
    return 'it ran out of memory (JavaScript heap out of memory)';
  }
  if (signal === 'SIGKILL') return 'it was killed (SIGKILL: by hand, or by the system when memory ran out)';
  if (signal) return `it was stopped by ${signal}`;
  const errorLine = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^\w*Error\b|^Error:/.test(line))
    .pop();
  return `it exited with code ${code}${errorLine ? `: ${errorLine}` : ''}`;
}
