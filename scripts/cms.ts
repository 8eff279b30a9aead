// npm run cms: the content editor on this machine, offline. It starts the editor's local backend
// (scripts/cms/local-backend.ts: decap-server's file mode over this checkout, on 127.0.0.1:8081
// only, answering only the editor's page and touching only the content files and photo folders
// the editor's configuration names) and the dev server (npm run dev, with /admin/), on
// 127.0.0.1 only. Open http://127.0.0.1:3000/admin/, edit and publish: the YAML file in content/
// changes on disk, the dev server rebuilds, and the open page of the site reloads with the
// change. A photo uploaded there is saved in its field's folder under assets/photos/.
//   --port N   the dev server's port (PORT too; 3000 by default)
//   --help     this text
// Ctrl-C or SIGTERM ends both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandLine } from '../generator/cli.ts';
import { type EditorScope, editorScope } from '../generator/editor-backend/editor-scope.ts';
import { formatError } from '../generator/errors.ts';
import { LOCAL_BACKEND_PORT } from '../generator/headers/admin.ts';
import { DEFAULT_PORT, parsePort } from '../generator/port.ts';
import { startLocalBackend } from './cms/local-backend.ts';
import { cmsConfig } from './cms-config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main(): Promise<void> {
  const { values } = commandLine({
    command: 'npm run cms',
    summary: `The content editor at http://127.0.0.1:N/admin/ (N is 3000 unless --port or PORT says otherwise), with the dev server, and its backend on 127.0.0.1:${LOCAL_BACKEND_PORT}; both on this machine only.`,
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
  let scope: EditorScope;
  try {
    scope = editorScope(await cmsConfig(root));
  } catch (error) {
    console.error(
      `cms: the editor's configuration cannot be made, so the backend cannot tell what the editor may edit:\n${formatError(error)}`,
    );
    process.exitCode = 1;
    return;
  }
  // The editor's page is the dev server's, under either name of this machine.
  const allowedOrigins = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  let backend: Awaited<ReturnType<typeof startLocalBackend>>;
  try {
    backend = await startLocalBackend({ root, port: LOCAL_BACKEND_PORT, scope, allowedOrigins, log: (line) => console.log(line) });
  } catch (error) {
    const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
    console.error(
      `cms: the editor's backend cannot listen on 127.0.0.1:${LOCAL_BACKEND_PORT}${busy ? ': the port is in use (is npm run cms already running?)' : `: ${(error as Error).message}`}`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`cms: the editor's backend edits the content files and the photo folders of ${root} (${backend.url})`);
  const dev = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'generator/dev/supervisor.ts'), '--host', '127.0.0.1'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port) },
  });
  console.log(`cms: open http://127.0.0.1:${port}/admin/ once the dev server below is serving`);
  let stopping = false;
  const stop = (code: number) => {
    if (stopping) return;
    stopping = true;
    if (dev.exitCode === null) dev.kill('SIGTERM');
    void backend.close().then(() => (process.exitCode = code));
  };
  dev.on('exit', (code) => stop(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stop(0));
}

await main();
