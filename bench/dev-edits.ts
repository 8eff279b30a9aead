// npm run bench:dev: the dev server as a developer meets it, in a scratch copy of the project with
// N generated pages (copies of the real ones), a tab open on /team, and files saved and put back
// as an editor does. Per kind of edit, the time from the save until the served HTML (or
// stylesheet) shows it; then, on a fresh server, the memory of the whole process tree.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { commandLine } from '../generator/cli.ts';
import { median } from '../tools/harness/audit-gate.ts';
import { descendantsOf, identify, signalProcess } from '../tools/harness/processes.ts';
import { projectCopy } from '../tools/harness/project-copy.ts';
import { freePort } from '../tools/harness/static-server.ts';

const { values } = commandLine({
  command: 'npm run bench:dev',
  summary: 'The dev server in a scratch copy: the time from a save until the page shows it, and the memory after many edits.',
  options: {
    pages: { type: 'string', default: '0,500' },
    runs: { type: 'string', default: '10' },
    edits: { type: 'string', default: '200' },
  },
  flags: [
    ['--pages=0,500', 'the numbers of generated pages to measure with'],
    ['--runs=10', 'saves per kind of edit'],
    ['--edits=200', 'content and component edits before the last memory figure'],
  ],
});
const sizes = values.pages.split(',').map(Number);
const runs = Number(values.runs);
const memoryEdits = Number(values.edits);

const TAB = '/team';
/** The pause between two saves in the memory run. */
const PAUSE_MS = 2000;
/** Each edit puts a marker after `after` in `file`, or a rule at the end of the stylesheet; it must show on the tab's page. */
type Edit = { name: string; file: string; after?: string };
const edits: Edit[] = [
  { name: 'content (content/team.yaml, the page title)', file: 'content/team.yaml', after: '\ntitle: Meet Our Team' },
  { name: 'component (TeamCard.tsx)', file: 'components/sections/TeamCard.tsx', after: '{member.role}' },
  { name: 'CSS (styles/global.css)', file: 'styles/global.css' },
  { name: 'content on every page (site.yaml blurb)', file: 'content/site.yaml', after: 'blurb:' },
  { name: 'component on every page (Footer.tsx)', file: 'components/Footer.tsx', after: '<p className="site-footer__copyright">' },
];

function withMarker({ file, after }: Edit, source: string, marker: string): string {
  if (after === undefined) return `${source}\n.${marker} { color: red; }\n`;
  if (!source.includes(after)) throw new Error(`bench: "${after}" not found in ${file}; the bench needs updating`);
  return source.replace(after, `${after} ${marker}`);
}

const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function benchSite(extra: number): Promise<void> {
  const root = projectCopy();
  const pageCount = addGeneratedPages(root, extra);
  const dev = await DevServer.start(root);
  try {
    console.log(`\n${pageCount} pages (${extra} generated), first start: every page rendered in ${(dev.startMs / 1000).toFixed(1)} s`);
    console.log(`${'edit'.padEnd(44)}  median     worst   (of ${runs}, save → served)`);
    for (const edit of edits) {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) times.push(await dev.timeEdit(edit));
      console.log(`${edit.name.padEnd(44)}${ms(median(times))}  ${ms(Math.max(...times))}`);
    }
  } finally {
    await dev.stop();
  }
  await benchMemory(root);
}

/**
 * A fresh server, then content and component edits in turn (a component edit reloads modules),
 * with a developer's pause between them: the memory after 10 and after the last.
 */
async function benchMemory(root: string): Promise<void> {
  const dev = await DevServer.start(root);
  try {
    let after10 = 0;
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, dev.rss())), 250);
    for (let i = 1; i <= memoryEdits; i++) {
      await dev.timeEdit(edits[i % 2]!);
      // The figure is read once the edit's work is done.
      await new Promise((r) => setTimeout(r, PAUSE_MS));
      if (i === 10) after10 = dev.rss();
    }
    clearInterval(sampler);
    const last = dev.rss();
    console.log(
      `memory (RSS of the process tree, a fresh server): ${mb(after10)} after 10 content and component edits, ${mb(last)} after ${memoryEdits} ` +
        `(${((last / after10 - 1) * 100).toFixed(1)}%), peak ${mb(peak)}`,
    );
  } finally {
    await dev.stop();
  }
}

/** Adds `extra` pages, copies of the real ones in turn; returns the number of pages. */
function addGeneratedPages(root: string, extra: number): number {
  const pages = readdirSync(path.join(root, 'pages')).filter((f) => /^[a-z][\w-]*\.tsx$/.test(f) && f !== '404.tsx');
  for (let i = 1; i <= extra; i++) {
    const source = pages[i % pages.length]!;
    writeFileSync(path.join(root, 'pages', `generated-${i}.tsx`), readFileSync(path.join(root, 'pages', source), 'utf8'));
  }
  return pages.length + 1 + extra;
}

class DevServer {
  output = '';
  startMs = 0;
  private tab?: AbortController;

  private constructor(
    private readonly root: string,
    private readonly port: number,
    private readonly child: ChildProcess,
  ) {
    child.stdout!.on('data', (d) => (this.output += d));
    child.stderr!.on('data', (d) => (this.output += d));
  }

  static async start(root: string): Promise<DevServer> {
    const port = await freePort();
    const started = performance.now();
    const child = spawn('npm', ['run', 'dev'], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '' } });
    const dev = new DevServer(root, port, child);
    await dev.until(() => /every page is current/.test(dev.output), 'every page to be rendered', 600_000);
    dev.startMs = performance.now() - started;
    // An open tab on the page: the event stream its live-reload client holds.
    dev.tab = new AbortController();
    fetch(`http://127.0.0.1:${port}/__dev/events?page=${encodeURIComponent(`${TAB.slice(1)}/index.html`)}`, { signal: dev.tab.signal })
      .then((res) => res.body?.pipeTo(new WritableStream()))
      .catch(() => {});
    return dev;
  }

  /** Saves the edit with a new marker; resolves with the time until the server serves it, once the restore is served too. */
  async timeEdit(edit: Edit): Promise<number> {
    const file = path.join(this.root, edit.file);
    const original = readFileSync(file, 'utf8');
    const marker = `bench${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const saved = performance.now();
    try {
      writeFileSync(file, withMarker(edit, original, marker));
      await this.until(async () => (await this.served(edit)).includes(marker), `${edit.name} to be served`, 120_000);
      return performance.now() - saved;
    } finally {
      writeFileSync(file, original);
      await this.until(async () => !(await this.served(edit)).includes(marker), `the restore of ${edit.file} to be served`, 120_000);
    }
  }

  /** The tab's page, or for a stylesheet edit the stylesheet it links. */
  private async served(edit: Edit): Promise<string> {
    const page = await (await fetch(`http://127.0.0.1:${this.port}${TAB}`)).text();
    if (edit.after !== undefined) return page;
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page)?.[1];
    return href ? (await fetch(`http://127.0.0.1:${this.port}${href}`)).text() : '';
  }

  /** The resident memory of npm and every process below it, in bytes. */
  rss(): number {
    let bytes = 0;
    for (const pid of [this.child.pid!, ...descendantsOf(this.child.pid!)]) {
      try {
        bytes += Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      } catch {
        // it ended while we looked
      }
    }
    return bytes;
  }

  private async until(condition: () => boolean | Promise<boolean>, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (this.child.exitCode !== null)
        throw new Error(`bench: npm run dev exited while waiting for ${what}:\n${this.output.slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${what}:\n${this.output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  async stop(): Promise<void> {
    this.tab?.abort();
    const below = identify(descendantsOf(this.child.pid!));
    this.child.kill('SIGTERM');
    await this.until(() => this.child.exitCode !== null || this.child.signalCode !== null, 'npm run dev to stop', 15_000).catch(() => {});
    for (const ref of below) signalProcess(ref, 'SIGKILL');
  }
}

console.log(`npm run bench:dev -- --pages=${values.pages} --runs=${runs} --edits=${memoryEdits}`);
console.log(
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const extra of sizes) await benchSite(extra);
