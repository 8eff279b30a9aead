// npm run cms: the content editor offline: the dev server on 127.0.0.1 with /admin/ and the
// editor's backend on its own origin (generator/dev/local-editor.ts).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../generator/cli.ts';
import { DEFAULT_PORT, parsePort } from '../generator/port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function main(): void {
  const { values } = commandLine({
    command: 'npm run cms',
    summary:
      "The content editor at http://127.0.0.1:N/admin/ (N is 3000 unless --port or PORT says otherwise): the dev server with the editor's backend on its own origin, on this machine only.",
    options: { port: { type: 'string' } },
    flags: [['--port=N', 'the port of the dev server and the editor (default 3000, or PORT)']],
  });
  let port: number;
  try {
    port = parsePort(values.port ?? process.env.PORT ?? String(DEFAULT_PORT), '--port');
  } catch (error) {
    console.error(`cms: ${(error as Error).message}`);
    process.exitCode = 2;
    return;
  }
  const dev = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'generator/dev/supervisor.ts'), '--host', '127.0.0.1', '--port', String(port), '--editor-backend'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) } },
  );
  console.log(`cms: open http://127.0.0.1:${port}/admin/ once the dev server below is serving`);
  dev.on('exit', (code, signal) => {
    process.exitCode = code ?? (signal ? 1 : 0);
  });
  // The supervisor stops when its parent goes; a signal here is passed on so it stops at once.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      if (dev.exitCode === null) dev.kill(signal);
    });
}

main();
