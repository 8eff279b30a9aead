// The dev server on a scratch copy of the project, driven as a developer drives it, for the
// command suites that edit and break things: `npm run dev` (start; cms and preview too), or
// createDevServer() in this process (inProcess); its output, requests to it, and waits for a log
// line or a response (never a fixed time). stop() ends it and every process it started.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as DevServerModule from '../../generator/dev/dev-server.ts';
import type { DevServer, DevServerOptions } from '../../generator/dev/dev-server.ts';
import { descendantsOf, identify, type ProcessRef, signalProcess } from '../../tools/harness/processes.ts';
import { freePort } from '../../tools/harness/static-server.ts';
import { type Reply, request, until } from './http-requests.ts';

export class DevSession {
  output = '';
  /** The processes below `npm run dev` seen so far: stop() ends those still running. */
  seen: ProcessRef[] = [];

  private server: DevServer | undefined;

  private constructor(
    readonly root: string,
    readonly port: number,
    /** `npm run dev`, when started as a process. */
    readonly child?: ChildProcess,
  ) {
    child?.stdout?.on('data', (d) => (this.output += d));
    child?.stderr?.on('data', (d) => (this.output += d));
  }

  /**
   * Starts the copy's own createDevServer() (its engine and its site, under its tsconfig.json) in
   * this process, on a free port, and waits until it serves.
   */
  static async inProcess(root: string, options: Partial<DevServerOptions> = {}): Promise<DevSession> {
    const { createDevServer } = (await import(path.join(root, 'generator/dev/dev-server.ts'))) as typeof DevServerModule;
    const session = new DevSession(root, await freePort());
    const log = (line: string) => void (session.output += `${line}\n`);
    const defaults = { root, port: session.port, timeLimitMs: 10_000, log, error: log };
    session.server = await createDevServer({ ...defaults, ...options });
    return session;
  }

  /**
   * Starts `npm run dev` (or the `script` given, such as cms or preview) in `root` and waits until it
   * prints `ready`; on a free port given in PORT, or with `portFlag` as `npm run dev -- --port N` (PORT
   * then unset); `flags` are passed on.
   */
  static async start(
    root: string,
    env: Record<string, string> = {},
    { script = 'dev', portFlag = false, flags = [] as string[], ready = 'dev: serving' } = {},
  ): Promise<DevSession> {
    const port = await freePort();
    const own = [...(portFlag ? ['--port', String(port)] : []), ...flags];
    const args = own.length ? ['run', script, '--', ...own] : ['run', script];
    const child = spawn('npm', args, { cwd: root, env: { ...process.env, PORT: portFlag ? '' : String(port), HOST: '', ...env } });
    const session = new DevSession(root, port, child);
    // A cold image cache makes the first build slow.
    await session.until(() => session.output.includes(ready) || child.exitCode !== null, 'the first start', 300_000);
    if (child.exitCode !== null) throw new Error(`${script} did not start:\n${session.output}`);
    session.seen = identify(descendantsOf(child.pid!));
    return session;
  }

  read(file: string): string {
    return readFileSync(path.join(this.root, file), 'utf8');
  }

  write(file: string, text: string): void {
    writeFileSync(path.join(this.root, file), text);
  }

  /**
   * Saves as many editors do, into a temporary file renamed over the old one: one change for
   * the watcher, never a file seen half written (truncated, then filled).
   */
  save(file: string, text: string): void {
    const temporary = path.join(this.root, `${file}.${process.pid}.tmp`);
    writeFileSync(temporary, text);
    renameSync(temporary, path.join(this.root, file));
  }

  async get(urlPath: string): Promise<{ status: number; body: string }> {
    const res = await fetch(`http://127.0.0.1:${this.port}${urlPath}`);
    return { status: res.status, body: await res.text() };
  }

  /** A request sent as written (../helpers/http-requests.ts): its own Host, path and method. */
  request(urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
    return request(this.port, urlPath, headers, method);
  }

  /** The TCP sockets listening on its port (as `ss` lists them): their local address and owning process ids. */
  listeners(): { address: string; pids: number[] }[] {
    const out = execFileSync('ss', ['-Hltnp', `sport = :${this.port}`], { encoding: 'utf8' });
    return out
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => ({
        address: line.trim().split(/\s+/)[3]!,
        pids: [...line.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1])),
      }));
  }

  /** How many times the output holds `text`. */
  count(text: string): number {
    return this.output.split(text).length - 1;
  }

  /** No build running or queued: every build started has ended, and none waits to render in the background. */
  settled(): boolean {
    const ended = this.count('✓ build ') + this.count('✗ build ');
    const last = this.output.trimEnd().split('\n').at(-1) ?? '';
    return this.count('◌ build ') === ended && !/queued after build|changed;|pages? to render in the background$/.test(last);
  }

  /** Waits until `condition` holds, checking every 50 ms; fails with `what` and the output after `timeoutMs`. */
  until(condition: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
    return until(condition, what, { timeoutMs, context: () => `; dev output:\n${this.output}` });
  }

  /** Waits for a log line matching `pattern` after the output's first `from` characters. */
  logged(pattern: RegExp, from = 0): Promise<void> {
    return this.until(() => pattern.test(this.output.slice(from)), `a log line matching ${pattern}`);
  }

  /** Fetches the path until the response satisfies `ok`; returns it. */
  async answered(urlPath: string, ok: (res: { status: number; body: string }) => boolean, what: string, timeoutMs = 120_000) {
    let last = { status: 0, body: '' };
    await until(async () => ok((last = await this.get(urlPath))), `${urlPath} ${what}`, {
      timeoutMs,
      context: () => ` (last status ${last.status}); dev output:\n${this.output}`,
    });
    return last;
  }

  /** Fetches the path until its body matches `pattern`; returns the body. */
  async matching(urlPath: string, pattern: RegExp): Promise<string> {
    return (await this.answered(urlPath, (res) => pattern.test(res.body), `to match ${pattern}`)).body;
  }

  /** Ends the server: npm run dev, then anything it started that is still there (the copy goes when the process ends). */
  async stop(): Promise<void> {
    await this.server?.close();
    const { child } = this;
    if (!child) return;
    const below = [...this.seen, ...identify(child.pid ? descendantsOf(child.pid) : [])];
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await this.until(() => child.exitCode !== null || child.signalCode !== null, 'dev to stop', 15_000).catch(() =>
        child.kill('SIGKILL'),
      );
    }
    for (const ref of below) signalProcess(ref, 'SIGKILL');
  }
}
