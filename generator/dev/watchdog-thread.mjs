// The watchdog's thread (watchdog.ts): while the render process's event loop runs, it ticks a
// shared counter. When the counter has stood still for the time limit, the process is stuck in
// the site's code: pause it through the inspector (which reaches a thread busy in a loop) to
// read its stack, write the report on the server's file descriptor, and kill the process.
// Plain JavaScript, started without the process's loaders.
import { writeSync } from 'node:fs';
import { Session } from 'node:inspector';
import { workerData } from 'node:worker_threads';

const { shared, limitMs, fd } = workerData;
const counters = new Int32Array(shared, 0, 2);
const text = new Uint8Array(shared, 8);
/**
 * If the pause never comes (the process is in native code), report without the stack after this
 * long. Generous: enabling the debugger first lists every script the process has loaded, which on
 * a busy machine takes seconds, and a report without the stack cannot name the component.
 */
const PAUSE_WAIT_MS = 10_000;

let last = Atomics.load(counters, 0);
let since = Date.now();
let reporting = false;

setInterval(() => {
  const now = Atomics.load(counters, 0);
  if (now !== last) {
    last = now;
    since = Date.now();
  } else if (!reporting && Date.now() - since >= limitMs) report();
}, 100);

function report() {
  reporting = true;
  const step = new TextDecoder().decode(text.slice(0, Atomics.load(counters, 1)));
  let sent = false;
  const finish = (frames) => {
    if (sent) return;
    sent = true;
    try {
      writeSync(fd, `${JSON.stringify({ step, frames })}\n`);
    } finally {
      process.kill(process.pid, 'SIGKILL');
    }
  };
  const session = new Session();
  session.connectToMainThread();
  // A frame names its script by id; enabling the debugger lists every script with its URL.
  const scripts = new Map();
  session.on('Debugger.scriptParsed', ({ params }) => scripts.set(params.scriptId, params.url));
  session.on('Debugger.paused', ({ params }) =>
    finish(params.callFrames.map((f) => ({ url: f.url || scripts.get(f.location.scriptId) || '', name: f.functionName }))),
  );
  session.post('Debugger.enable', () => session.post('Debugger.pause'));
  setTimeout(() => finish([]), PAUSE_WAIT_MS);
}
