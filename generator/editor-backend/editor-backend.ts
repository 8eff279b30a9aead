// The editor's backend: decap-server's middleware (Decap's local backend protocol, POST /api/v1,
// over the files of the checkout), behind gates of our own. decap-server alone answers any page
// on localhost of any port, and lets a request read, write and delete any file of the checkout;
// here the request must come from the editor (origin-gate.ts), stay under the size of a photo
// (upload-limit.ts), and name only what the editor's configuration names (request-gate.ts).
// It is a plain request handler, blind to ports: the dev server mounts it at /api/v1 on its own
// origin (generator/dev/local-editor.ts).
//
// The modes are decap-server's: 'fs' reads and writes the files; 'git' keeps Decap's editorial
// workflow's drafts on branches and commits each change, and starts only on a clean working
// tree (git-checkout.ts says why).
import type { IncomingMessage, ServerResponse } from 'node:http';
import decap from 'decap-server/dist/middlewares.js';
import express, { type Express } from 'express';
import type { BackendMode } from './editor-actions.ts';
import type { EditorScope } from './editor-scope.ts';
import { gitModeProblem } from './git-checkout.ts';
import { answered, type InTurn, inTurn } from './in-turn.ts';
import { answerOnlyTheEditor, type EditorOrigin } from './origin-gate.ts';
import { answerErrors } from './refusal.ts';
import { checkRequests } from './request-gate.ts';
import { MAX_REQUEST_BYTES } from './upload-limit.ts';

export interface EditorBackendOptions {
  /** The checkout whose files the editor edits. */
  root: string;
  /**
   * What the editor may touch now: editorScope() of its configuration as it is served, asked
   * for each request, so a page added while the backend runs is the editor's at once. It throws
   * a Refusal when there is no configuration to read.
   */
  scope(): EditorScope;
  /** Whether an Origin header is the editor's page. */
  isEditorOrigin: EditorOrigin;
  mode?: BackendMode;
  /** Says one line in the terminal: each refusal, once. */
  log?: (line: string) => void;
  /** In git mode, the turn its requests take, shared with whatever else reads the checkout (in-turn.ts). */
  inTurn?: InTurn;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * decap-server's logger prints the whole body of any request its middleware fails on, a
 * photo's base64 included. It is a winston logger made with the level given here: a level
 * winston does not know lets no message through.
 */
const DECAP_LOG_LEVEL = 'silent';

/** The backend's request handler; refuses to start git mode on a checkout it would harm. */
export async function createEditorBackend(options: EditorBackendOptions): Promise<RequestHandler> {
  const { root, scope, mode = 'fs', log = () => {} } = options;
  if (mode === 'git') {
    const problem = await gitModeProblem(root);
    if (problem) throw new Error(`git mode cannot start: ${problem}`);
  }
  const say = onceEach(log);
  const app = express();
  app.disable('x-powered-by');
  app.use(answerOnlyTheEditor(options.isEditorOrigin));
  // Read here with our limit, not compressed (a small body may inflate to any size); decap-server's own parser then finds it read.
  app.use(express.json({ limit: MAX_REQUEST_BYTES, inflate: false, strict: true, type: 'application/json' }));
  app.use(checkRequests({ root, scope, mode, say }));
  await registerDecap(app, root, mode);
  app.use(answerErrors(say));
  const handle: RequestHandler = (req, res) => app(req, res);
  if (mode === 'fs') return handle;
  const turn = options.inTurn ?? inTurn();
  return (req, res) =>
    void turn(() => {
      const done = answered(res);
      handle(req, res);
      return done;
    });
}

/** Adds decap-server's middleware for `root` to the app. */
async function registerDecap(app: Express, root: string, mode: BackendMode): Promise<void> {
  // decap-server reads the folder it serves from the environment, at once, when it registers.
  const before = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  let registered: Promise<void>;
  try {
    registered = (mode === 'git' ? decap.registerLocalGit : decap.registerLocalFs)(app, { logLevel: DECAP_LOG_LEVEL });
  } finally {
    if (before === undefined) delete process.env.GIT_REPO_DIRECTORY;
    else process.env.GIT_REPO_DIRECTORY = before;
  }
  await registered;
}

/** A log that says each line once: a page that repeats a refused request fills no terminal. */
function onceEach(log: (line: string) => void): (line: string) => void {
  const said = new Set<string>();
  return (line) => {
    if (said.has(line)) return;
    if (said.size < 1000) said.add(line);
    log(line);
  };
}
