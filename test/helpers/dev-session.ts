// `npm run dev` on a scratch copy of the project, driven as a developer drives it, for the
// command suites that edit and break things: its output, requests to it, and waits for a log
// line or a response (never a fixed time). stop() ends it and every process it started.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { descendantsOf, identify, type ProcessRef, signalProcess } from '../../tools/harness/processes.ts';
import { freePort } from '../../tools/harness/static-server.ts';

export class DevSession {
  output = '';
  private seen: ProcessRef[] = [];

  private constructor(
    readonly root: string,
    readonly port: number,
    private readonly child: ChildProcess,
  ) {
    child.stdout!.on('data', (d) => (this.output += d));
    child.stderr!.on('data', (d) => (this.output += d));
  }

  /**
   * Starts `npm run dev` in `root` and waits until it serves; on a free port given in PORT, or
   * with `portFlag` as `npm run dev -- --port N` (PORT then unset); `flags` are passed on.
   */
  static async start(
    root: string,
    env: Record<string, string> = {},
    { portFlag = false, flags = [] as string[] } = {},
  ): Promise<DevSession> {
    const port = await freePort();
    const own = [...(portFlag ? ['--port', String(port)] : []), ...flags];
    const args = own.length ? ['run', 'dev', '--', ...own] : ['run', 'dev'];
    const child = spawn('npm', args, { cwd: root, env: { ...process.env, PORT: portFlag ? '' : String(port), HOST: '', ...env } });
    const session = new DevSession(root, port, child);
    // A cold image cache makes the first build slow.
    await session.until(() => session.output.includes('dev: serving') || child.exitCode !== null, 'the first start', 300_000);
    if (child.exitCode !== null) throw new Error(`dev did not start:\n${session.output}`);
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

  /** How many times the output holds `text`. */
  count(text: string): number {
    return this.output.split(text).length - 1;
  }

  /** Waits until `condition` holds, checking every 50 ms; fails with `what` and the output after `timeoutMs`. */
  async until(condition: () => boolean, what: string, timeoutMs = 120_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; dev output:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Waits for a log line matching `pattern` after the output's first `from` characters. */
  logged(pattern: RegExp, from = 0, timeoutMs?: number): Promise<void> {
    return this.until(() => pattern.test(this.output.slice(from)), `a log line matching ${pattern}`, timeoutMs);
  }

  /** Fetches the path until the response satisfies `ok`; returns it. */
  async answered(urlPath: string, ok: (res: { status: number; body: string }) => boolean, what: string) {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const res = await this.get(urlPath);
      if (ok(res)) return res;
      if (Date.now() > deadline) throw new Error(`${urlPath} never ${what} (last status ${res.status}); dev output:\n${this.output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  /** Ends npm run dev, then anything it started that is still there, and removes the copy. */
  async stop(): Promise<void> {
    const below = [...this.seen, ...identify(this.child.pid ? descendantsOf(this.child.pid) : [])];
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGTERM');
      await this.until(() => this.child.exitCode !== null || this.child.signalCode !== null, 'dev to stop', 15_000).catch(() =>
        this.child.kill('SIGKILL'),
      );
    }
    for (const ref of below) signalProcess(ref, 'SIGKILL');
    rmSync(this.root, { recursive: true, force: true });
  }
}
