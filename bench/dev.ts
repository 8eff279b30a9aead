// npm run bench:dev [-- --pages=0,500] [--runs=10] [--edits=200]
// The dev server as a developer meets it: `npm run dev` in a scratch copy of the project (with
// N generated pages: copies of the real ones, so they read the same content and components), a
// tab open on /team (an event stream, as the live-reload client holds), and files saved like an
// editor saves them (and puts back right after). For each kind of edit, the time from the save
// until the served HTML (or the stylesheet) shows it, median and worst of --runs; then, on a
// fresh server, the memory of the whole process tree (npm, the supervisor, the server, the render
// processes, their esbuild helpers) after 10 and after --edits content edits, and its peak.
// Nothing is written inside the repository.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { commandLine } from '../generator/cli.ts';
import { median } from '../tools/harness/audit-gate.ts';
import { descendantsOf, identify, signalProcess } from '../tools/harness/processes.ts';
import { projectCopy } from '../tools/harness/project-copy.ts';

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
    ['--edits=200', 'content edits before the last memory figure'],
  ],
});
const sizes = values.pages.split(',').map(Number);
const runs = Number(values.runs);
const memoryEdits = Number(values.edits);

interface Edit {
  name: string;
  file: string;
  /** The file's text with the marker in it. */
  apply(source: string, marker: string): string;
  /** Where the marker must show: a page, or 'stylesheet' (the one the page links). */
  url: string;
}

const TAB = '/team';
/** The pause between two saves in the memory run. */
const PAUSE_MS = 2000;
const edits: Edit[] = [
  {
    name: 'content (content/team.yaml, the page title)',
    file: 'content/team.yaml',
    apply: (s, m) => replaceOnce(s, '\ntitle: Meet Our Team\n', `\ntitle: Meet Our Team ${m}\n`),
    url: TAB,
  },
  {
    name: 'component (TeamCard.tsx)',
    file: 'components/sections/TeamCard.tsx',
    apply: (s, m) => replaceOnce(s, '{member.role}</p>', `{member.role}${m}</p>`),
    url: TAB,
  },
  {
    name: 'CSS (styles/global.css)',
    file: 'styles/global.css',
    apply: (s, m) => `${s}\n.${m} { color: red; }\n`,
    url: 'stylesheet',
  },
  {
    name: 'content on every page (site.yaml blurb)',
    file: 'content/site.yaml',
    apply: (s, m) => replaceOnce(s, 'blurb: DJs, photobooths,', `blurb: ${m} DJs, photobooths,`),
    url: TAB,
  },
  {
    name: 'component on every page (Footer.tsx)',
    file: 'components/Footer.tsx',
    apply: (s, m) => replaceOnce(s, '<p className="site-footer__copyright">', `<p className="site-footer__copyright">${m}`),
    url: TAB,
  },
];

function replaceOnce(source: string, from: string, to: string): string {
  if (!source.includes(from)) throw new Error(`bench: "${from}" not found; the bench needs updating`);
  return source.replace(from, to);
}

const ms = (n: number) => `${Math.round(n)} ms`.padStart(8);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

async function benchSite(extra: number): Promise<void> {
  const root = projectCopy();
  const pageCount = addGeneratedPages(root, extra);
  try {
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
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

/** A fresh server, then content edits with a developer's pause between them: the memory after 10 and after the last. */
async function benchMemory(root: string): Promise<void> {
  const dev = await DevServer.start(root);
  try {
    const content = edits[0]!;
    let after10 = 0;
    let breakdown10 = new Map<string, number>();
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, dev.rss())), 250);
    for (let i = 1; i <= memoryEdits; i++) {
      await dev.timeEdit(content);
      // The pause between two saves (the server checks its memory when idle); the memory is
      // read at its end, once the edit's background work is done.
      await new Promise((r) => setTimeout(r, PAUSE_MS));
      if (i === 10) {
        after10 = dev.rss();
        breakdown10 = dev.rssByProcess();
      }
    }
    clearInterval(sampler);
    const last = dev.rss();
    const change = ((last / after10 - 1) * 100).toFixed(1);
    console.log(
      `memory (RSS of the process tree, a fresh server): ${mb(after10)} after 10 content edits, ${mb(last)} after ${memoryEdits} (${change}%), peak ${mb(peak)}`,
    );
    const lastBreakdown = dev.rssByProcess();
    for (const [name, bytes] of lastBreakdown)
      console.log(`  ${name.padEnd(34)} ${mb(breakdown10.get(name) ?? 0).padStart(7)} → ${mb(bytes)}`);
    const replaced = dev.output.split('a fresh render process took over').length - 1;
    console.log(`render process replaced ${replaced} time${replaced === 1 ? '' : 's'} in those edits`);
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
    dev.openTab(TAB);
    return dev;
  }

  /** An open tab on this page: the event stream its live-reload client holds. */
  private openTab(page: string): void {
    this.tab = new AbortController();
    const file = page === '/' ? 'index.html' : `${page.slice(1)}/index.html`;
    fetch(`http://127.0.0.1:${this.port}/__dev/events?page=${encodeURIComponent(file)}`, { signal: this.tab.signal })
      .then((res) => res.body?.pipeTo(new WritableStream()))
      .catch(() => {});
  }

  /** Saves the edit with a new marker; resolves with the time until the server serves it. */
  async timeEdit(edit: Edit): Promise<number> {
    const file = path.join(this.root, edit.file);
    const original = readFileSync(file, 'utf8');
    const marker = `bench${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    try {
      const saved = performance.now();
      writeFileSync(file, edit.apply(original, marker));
      for (;;) {
        if ((await this.served(edit.url)).includes(marker)) return performance.now() - saved;
        if (performance.now() - saved > 120_000)
          throw new Error(`bench: ${edit.name} not served after 2 minutes:\n${this.output.slice(-3000)}`);
        await new Promise((r) => setTimeout(r, 5));
      }
    } finally {
      writeFileSync(file, original);
      // The restore is served too before the next edit.
      await this.restoreServed(edit, marker);
    }
  }

  /** Waits until the page no longer shows the marker; a restore never served ends the bench (nothing after it could be measured). */
  private async restoreServed(edit: Edit, marker: string): Promise<void> {
    const restored = performance.now();
    while ((await this.served(edit.url)).includes(marker)) {
      if (performance.now() - restored > 120_000)
        throw new Error(`bench: the restore of ${edit.file} not served:\n${this.output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  private async served(url: string): Promise<string> {
    const page = await (await fetch(`http://127.0.0.1:${this.port}${url === 'stylesheet' ? TAB : url}`)).text();
    if (url !== 'stylesheet') return page;
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(page)?.[1];
    return href ? (await fetch(`http://127.0.0.1:${this.port}${href}`)).text() : '';
  }

  /** The resident memory of npm and every process below it, in bytes. */
  rss(): number {
    return [...this.rssByProcess().values()].reduce((sum, bytes) => sum + bytes, 0);
  }

  /** The resident memory of each kind of process in the tree (npm, the supervisor, the server, …). */
  rssByProcess(): Map<string, number> {
    const kinds = new Map<string, number>();
    for (const pid of [this.child.pid!, ...descendantsOf(this.child.pid!)]) {
      try {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
        const name = processKind(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
        kinds.set(name, (kinds.get(name) ?? 0) + Number(kb ?? 0) * 1024);
      } catch {
        // it ended while we looked
      }
    }
    return kinds;
  }

  private async until(condition: () => boolean, what: string, timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (this.child.exitCode !== null)
        throw new Error(`bench: npm run dev exited while waiting for ${what}:\n${this.output.slice(-3000)}`);
      if (Date.now() > deadline) throw new Error(`bench: timed out waiting for ${what}:\n${this.output.slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 20));
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

/** What a process of the tree is, from its command line. */
function processKind(cmdline: string): string {
  for (const [pattern, name] of [
    [/render-child\.ts/, 'render process(es)'],
    [/generator\/dev\/server\.ts/, 'server'],
    [/generator\/dev\/supervisor\.ts/, 'supervisor (and its shell)'],
    [/esbuild/, 'esbuild services'],
    [/^npm|npm-cli/, 'npm'],
  ] as const) {
    if (pattern.test(cmdline.replace(/\0/g, ' '))) return name;
  }
  return 'other';
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

console.log(`npm run bench:dev -- --pages=${values.pages} --runs=${runs} --edits=${memoryEdits}`);
console.log(
  `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
for (const extra of sizes) await benchSite(extra);
