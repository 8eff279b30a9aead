// A page load's main-thread work from a Chromium trace, grouped by Lighthouse's own tracehouse
// code, in wall time (what Lighthouse reports, which grows with a shared machine's load) and in
// thread (CPU) time (only what the page cost).
import path from 'node:path';
import { MainThreadTasks, type TaskNode } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

export type MainThreadWork = ReturnType<typeof mainThreadWork>;

type TraceEvent = {
  name: string;
  ph: string;
  tdur?: number;
  tts?: number;
  args?: { elementCount?: number; beginData?: { dirtyObjects?: number } };
};

const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);

/** A task's thread time (µs → ms): 'X' events carry tdur, B/E pairs a thread timestamp each. */
function threadTime(task: TaskNode): number {
  const e = task.event as TraceEvent;
  const end = task.endEvent as TraceEvent | undefined;
  if (typeof e.tdur === 'number') return e.tdur / 1000;
  if (typeof e.tts === 'number' && typeof end?.tts === 'number') return (end.tts - e.tts) / 1000;
  return task.duration; // no thread clock on this event: wall time stands in
}

/** What a task mostly did: its three largest event names by self time, with the script they ran for. */
function describe(task: TaskNode): string {
  const by = new Map<string, number>();
  const walk = (t: TaskNode) => {
    add(by, t.event.name + (t.attributableURLs.length ? ` (${path.basename(t.attributableURLs.at(-1)!)})` : ''), t.selfTime);
    t.children.forEach(walk);
  };
  walk(task);
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');
}

export function mainThreadWork(trace: { traceEvents: unknown[] }) {
  const processed = TraceProcessor.processTrace(trace as never);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const work = {
    /** Wall ms, as Lighthouse counts it (its simulation then multiplies by the CPU slowdown, 4). */
    wall: 0,
    /** Thread (CPU) ms of the same tasks. */
    cpu: 0,
    wallGroups: new Map<string, number>(),
    cpuGroups: new Map<string, number>(),
    /** Counts that do not depend on the machine's speed or load. */
    counts: new Map<string, number>(),
    /** Every top-level task: ms from the navigation start, wall ms, thread ms, and what it mostly did. */
    tasks: [] as { start: number; duration: number; cpu: number; what: string }[],
  };
  for (const task of tasks) {
    const selfCpu = Math.max(0, threadTime(task) - task.children.reduce((sum, c) => sum + threadTime(c), 0));
    work.wall += task.selfTime;
    work.cpu += selfCpu;
    add(work.wallGroups, task.group.label, task.selfTime);
    add(work.cpuGroups, task.group.label, selfCpu);
    const e = task.event as TraceEvent;
    if (e.name === 'UpdateLayoutTree') {
      add(work.counts, 'style recalcs', 1);
      add(work.counts, 'elements restyled', Number(e.args?.elementCount ?? 0));
    }
    if (e.name === 'Layout') {
      add(work.counts, 'layouts', 1);
      add(work.counts, 'layout objects laid out', Number(e.args?.beginData?.dirtyObjects ?? 0));
    }
    if (e.name === 'Paint') add(work.counts, 'paints', 1);
    if (task.parent) continue;
    add(work.counts, 'tasks', 1);
    work.tasks.push({ start: task.startTime, duration: task.duration, cpu: threadTime(task), what: describe(task) });
  }
  // Top-level tasks over 50 ms of wall time, and their blocking time (beyond 50 ms) summed.
  const longTasks = work.tasks.filter((t) => t.duration > 50);
  return { ...work, longTasks, blocking: longTasks.reduce((sum, t) => sum + t.duration - 50, 0) };
}
