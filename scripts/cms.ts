// npm run cms: the content editor offline: the dev server, in this process, on 127.0.0.1 with
// /admin/ and the editor's backend on its own origin (generator/dev/local-editor.ts).
import { commandLine, optionsOrExit } from '../generator/cli.ts';
import type { DevServerOptions } from '../generator/dev/dev-server.ts';
import { serveUntilStopped } from './dev-command.ts';
import { devOptions, devRenderSettings } from './dev-options.ts';
import { PROJECT_ROOT } from './project-root.ts';

function main(): void {
  commandLine({
    command: 'npm run cms',
    summary:
      "The content editor at http://127.0.0.1:N/admin/ (N is 3000 unless --port or PORT says otherwise): the dev server with the editor's backend on its own origin, on this machine only.",
    options: { port: { type: 'string' } },
    flags: [['--port=N', 'the port of the dev server and the editor (default 3000, or PORT)']],
  });
  const options: DevServerOptions = optionsOrExit('cms', () => ({
    root: PROJECT_ROOT,
    // The dev server's reading of --port and PORT; HOST and DEV_ALLOWED_HOSTS are not read:
    // the editor's backend answers this machine only.
    ...devOptions([...process.argv.slice(2), '--editor-backend'], { PORT: process.env.PORT }),
    ...devRenderSettings(process.env),
  }));
  console.log(`cms: open http://127.0.0.1:${options.port}/admin/ once the dev server below is serving`);
  void serveUntilStopped(options);
}

main();
