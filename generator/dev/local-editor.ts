// The content editor's backend on the dev server's own origin, for `npm run cms`: the handler of
// generator/editor-backend/ at /api/v1, beside /admin/, so any number of dev servers run side by
// side, each on its own port. It answers only the pages of the dev server's own origins
// (generator/hosts.ts, ownOrigin), and lets the editor touch what the configuration the dev
// server serves names now: a page added while it runs is the editor's at its next build. The
// build's configuration names no local backend; the one served here names this one, at the
// address the request came to (Decap needs an absolute URL, and accepts a local backend only
// on a host its allowed_hosts lists). With publish_mode: editorial_workflow (admin/backend.yml)
// its drafts wait on git branches (git mode), and the served configuration names the branch
// checked out, the one they are merged into on publish.
import { parseDocument } from 'yaml';
import type { BackendSettings } from '../editor/backend-settings.ts';
import type { BackendMode } from '../editor-backend/editor-actions.ts';
import { createEditorBackend } from '../editor-backend/editor-backend.ts';
import { type EditorScope, editorScope } from '../editor-backend/editor-scope.ts';
import { currentBranch } from '../editor-backend/git-checkout.ts';
import { inTurn } from '../editor-backend/in-turn.ts';
import { API_PATH } from '../editor-backend/origin-gate.ts';
import { Refusal } from '../editor-backend/refusal.ts';
import { type HostPolicy, ownOrigin } from '../hosts.ts';

export interface LocalEditorOptions {
  root: string;
  mode: BackendMode;
  /** The dev server's Host policy and the port it listens on: its own origins are the editor's. */
  hosts: HostPolicy;
  port(): number;
  /** The editor's configuration as the dev server serves it now (admin/config.yml); undefined before its first build. */
  config(): string | undefined;
  log(line: string): void;
}

export type LocalEditor = Awaited<ReturnType<typeof localEditor>>;

/** The backend's mode for the owner's settings: git keeps Decap's drafts on branches; fs writes the files. */
export function localBackendMode(settings: BackendSettings): BackendMode {
  return settings.publish_mode === 'editorial_workflow' ? 'git' : 'fs';
}

/** The backend of `options.root`; refuses to start git mode on a checkout it would harm (editor-backend.ts). */
export async function localEditor(options: LocalEditorOptions) {
  const { root, mode, hosts, port, log } = options;
  let read: { text: string; scope: EditorScope } | undefined;
  const scope = (): EditorScope => {
    const text = options.config();
    if (text === undefined)
      throw new Refusal(503, 'a request', "the editor's configuration is not made yet: wait for the dev server's first build, then reload");
    if (read?.text !== text) read = { text, scope: editorScope(parseDocument(text).toJS()) };
    return read.scope;
  };
  const turn = inTurn();
  const handle = await createEditorBackend({
    root,
    mode,
    scope,
    isEditorOrigin: (origin) => ownOrigin(origin, hosts, port()),
    log,
    inTurn: turn,
  });
  return {
    mode,
    /** Answers a request for API_PATH. */
    handle,
    /** The configuration to serve: the build's, naming the backend at `host`, the Host the request for it came to. */
    async servedConfig(text: string, host: string): Promise<string> {
      const doc = parseDocument(text);
      doc.set('local_backend', { url: `http://${host}${API_PATH}`, allowed_hosts: [new URL(`http://${host}`).hostname] });
      // Read between the backend's requests: during one, the checkout is on a draft's branch.
      if (mode === 'git') doc.setIn(['backend', 'branch'], await turn(() => currentBranch(root)));
      return doc.toString({ lineWidth: 0 });
    },
  };
}
