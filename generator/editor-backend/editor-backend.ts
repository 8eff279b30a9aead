// The editor's backend: decap-server's middleware behind our gates (alone it answers any localhost
// page and touches any file). Modes: 'fs' writes files; 'git' keeps drafts on branches and commits.
import type { IncomingMessage, ServerResponse } from 'node:http';
import decap from 'decap-server/dist/middlewares.js';
import express, { type Express } from 'express';
import { GitModeRefused } from '../error-messages.ts';
import type { BackendMode } from './editor-actions.ts';
import type { EditorScope } from './editor-scope.ts';
import { gitModeProblem, takeGitSettings } from './git-checkout.ts';
import { answered, type InTurn, inTurn } from './in-turn.ts';
import { answerOnlyTheEditor, type EditorOrigin } from './origin-gate.ts';
import { answerErrors, MAX_REQUEST_BYTES } from './refusal.ts';
import { checkRequests } from './request-gate.ts';

export interface EditorBackendOptions {
  root: string;
  /** Asked for each request, so a page added while the backend runs is the editor's at once. */
  scope(): EditorScope;
  isEditorOrigin: EditorOrigin;
  mode?: BackendMode;
  /** Says one line in the terminal: each refusal, once. */
  log?: (line: string) => void;
  /** In git mode, the turn its requests take, shared with whatever else reads the checkout (in-turn.ts). */
  inTurn?: InTurn;
}

export type RequestHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** decap-server logs the whole body of a failed request (a photo's base64 too); winston lets no message through at a level it does not know. */
const DECAP_LOG_LEVEL = 'silent';

/** The backend's request handler; refuses to start git mode on a checkout it would harm. */
export async function createEditorBackend(options: EditorBackendOptions): Promise<RequestHandler> {
  const { root, scope, mode = 'fs', log = () => {} } = options;
  if (mode === 'git') {
    const problem = await gitModeProblem(root);
    if (problem) throw new Error(GitModeRefused({ problem }));
    takeGitSettings();
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
