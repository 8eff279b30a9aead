// tools/harness/processes.ts: a process is signalled only while it is the very process that was
// found, never another that was given its id after it ended (ids are reused, soon on a busy
// machine), which would end some other job's browser or server.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { argumentsOf, descendantsOf, identify, isRunning, signalProcess } from '../../tools/harness/processes.ts';

/** A child that waits until it is signalled. */
async function sleeper() {
  const child = spawn('sleep', ['300'], { stdio: 'ignore' });
  await once(child, 'spawn');
  return child;
}

test('a process found is running until it ends, and is signalled while it runs', async () => {
  const child = await sleeper();
  const [ref] = identify([child.pid!]);
  assert.ok(ref, 'found');
  assert.ok(descendantsOf(process.pid).includes(child.pid!), 'a descendant of this process');
  assert.ok(isRunning(ref!));
  const exited = once(child, 'exit');
  signalProcess(ref!, 'SIGTERM');
  const [, signal] = await exited;
  assert.is(signal, 'SIGTERM');
  assert.not.ok(isRunning(ref!), 'gone');
  signalProcess(ref!, 'SIGKILL'); // an ended process: nothing happens, nothing throws
});

test('the same id with another start time is another process: never signalled', async () => {
  const child = await sleeper();
  const exited = once(child, 'exit');
  const [ref] = identify([child.pid!]);
  // What a reference looks like once its process has ended and a new one has been given its id.
  const earlier = { pid: ref!.pid, started: String(Number(ref!.started) - 1) };
  assert.not.ok(isRunning(earlier));
  signalProcess(earlier, 'SIGKILL');
  assert.ok(isRunning(ref!), 'the process holding the id now is left alone');
  // Then the process found gets its own signal: it ends by that one, so the other never reached it.
  signalProcess(ref!, 'SIGTERM');
  const [, signal] = await exited;
  assert.is(signal, 'SIGTERM');
});

test('an id no process holds is left out of identify', () => {
  assert.equal(identify([2 ** 22 + 1]), []);
});

test('a process’s arguments are read as given; a process that has ended has none', async () => {
  const child = await sleeper();
  assert.equal(argumentsOf(child.pid!), ['sleep', '300']);
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
  assert.equal(argumentsOf(child.pid!), []);
});

test.run();
