// For the tests of the editor's backend (generator/editor-backend/): the editor's configuration as
// the build makes it, a scratch checkout holding the content files and media folders it names
// beside the code an attacker aims at, the backend mounted as the dev server mounts it
// (generator/dev/local-editor.ts) in a plain server of its own, and raw HTTP requests whose every
// header the test chooses.
import { createHash } from 'node:crypto';
import { copyFileSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { localEditor } from '../../generator/dev/local-editor.ts';
import { configYaml } from '../../generator/editor/admin-config.ts';
import type { BackendMode } from '../../generator/editor-backend/editor-actions.ts';
import { type EditorScope, editorScope } from '../../generator/editor-backend/editor-scope.ts';
import { API_PATH } from '../../generator/editor-backend/origin-gate.ts';
import { cmsConfig } from '../../scripts/cms-config.ts';
import { listenLocally } from '../../tools/harness/static-server.ts';
import { tempDir } from '../../tools/harness/temp-dir.ts';
import { request, type Sent } from './http-requests.ts';
import { ROOT } from './site-under-test.ts';

let config: Promise<Record<string, unknown>> | undefined;

/** The editor's configuration object, as the build makes it from the schemas. */
export function editorConfig(): Promise<Record<string, unknown>> {
  config ??= cmsConfig(ROOT);
  return config;
}

/** Files outside the editor's scope, with what they hold: the code and the git data a hostile page would aim at. */
export const OUTSIDE = {
  'package.json': '{ "name": "fixture" }\n',
  'README.md': '# fixture\n',
  '.git/config': '[core]\n\tsecret = outside-the-scope\n',
  '.git/HEAD': 'ref: refs/heads/main\n',
  'pages/index.tsx': 'export default function Home() { return null; }\n',
  'content/schema/home.ts': 'export const home = 1;\n',
} as const;

export interface BackendFixture {
  root: string;
  scope: EditorScope;
  /** The content files, sorted, and the media folders the configuration names. */
  contentFiles: string[];
  mediaFolders: readonly string[];
  remove(): void;
}

/** A scratch checkout: the configuration's content files (copied from content/), its media folders, and OUTSIDE. */
export async function backendFixture(): Promise<BackendFixture> {
  const scope = editorScope(await editorConfig());
  const dir = tempDir('editor-backend-');
  const root = dir.path;
  const contentFiles = [...scope.contentFiles].sort();
  for (const file of contentFiles) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    copyFileSync(path.join(ROOT, file), path.join(root, file));
  }
  for (const folder of scope.mediaFolders) mkdirSync(path.join(root, folder), { recursive: true });
  for (const [file, text] of Object.entries(OUTSIDE)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { root, scope, contentFiles, mediaFolders: scope.mediaFolders, remove: dir.remove };
}

/** Every file and symlink under `root`, with a hash of what it holds or where it points: two equal snapshots, nothing changed. */
export function snapshot(root: string, under = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(path.join(root, under))) {
    const file = path.posix.join(under, name);
    const stat = lstatSync(path.join(root, file));
    if (stat.isDirectory()) Object.assign(files, snapshot(root, file));
    else if (stat.isSymbolicLink()) files[file] = `→ ${readlinkSync(path.join(root, file))}`;
    else
      files[file] = createHash('sha256')
        .update(readFileSync(path.join(root, file)))
        .digest('hex');
  }
  return files;
}

/** The dev server the mounted backend believes it is in: its port, and its Host policy (npm run cms's). */
export const DEV_PORT = 3000;
/** The editor's page on that dev server. */
export const EDITOR = `http://127.0.0.1:${DEV_PORT}`;

export interface ServedBackend {
  /** Where the backend answers: API_PATH on a port of 127.0.0.1. */
  url: string;
  close(): Promise<void>;
}

/**
 * The backend of `root`, mounted as the dev server of port DEV_PORT mounts it, with the
 * configuration `config()` returns as the one the dev server serves, in a server of its own.
 */
export async function serveBackend(options: {
  root: string;
  config(): string | undefined;
  mode?: BackendMode;
  log(line: string): void;
}): Promise<ServedBackend> {
  const editor = await localEditor({
    ...options,
    mode: options.mode ?? 'fs',
    hosts: { listen: '127.0.0.1', allowed: [] },
    port: () => DEV_PORT,
  });
  const server = http.createServer((req, res) => editor.handle(req, res));
  const { origin, close } = await listenLocally(server);
  return { url: `${origin}${API_PATH}`, close };
}

/** The configuration's text, as admin/config.yml holds it. */
export const configText = async () => configYaml(await editorConfig());

export interface BackendAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

export interface RequestOptions extends Omit<Sent, 'body'> {
  origin?: string;
  method?: string;
  host?: string;
  contentType?: string;
}

/**
 * Sends `body` (an object is sent as JSON) to the backend at `url` (on 127.0.0.1), with exactly
 * the headers asked for, on a connection of its own: a kept-alive one may be closed by the server
 * while a large body is still being made.
 */
export async function askBackend(url: string, body: unknown, options: RequestOptions = {}): Promise<BackendAnswer> {
  const { origin, method = 'POST', host, contentType = 'application/json', chunked = false, signal } = options;
  const data = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  const headers: http.OutgoingHttpHeaders = { 'Content-Type': contentType };
  if (origin !== undefined) headers.Origin = origin;
  if (host !== undefined) headers.Host = host;
  if (!chunked) headers['Content-Length'] = Buffer.byteLength(data);
  const target = new URL(url);
  const reply = await request(Number(target.port), target.pathname, headers, method, { body: data, chunked, signal });
  return { status: reply.status, headers: reply.headers, text: reply.body };
}
