// admin/backend.yml: the owner's settings of the live site's editor (`backend`, `publish_mode`),
// which every build carries into the editor's configuration.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { liveBackendGap } from '../../framework/shared/editor-setup.ts';
import { BackendFileMissing, BackendFileNotYaml, BackendMissing, PublishModeUnknown } from '../error-messages.ts';
import { firstLine, InputError } from '../errors.ts';
import { isLoopback } from '../hosts.ts';

export const BACKEND_FILE = 'admin/backend.yml';

/** Decap's publish modes: each change published at once, or kept as a draft until it is published. */
const PUBLISH_MODES = ['simple', 'editorial_workflow'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

export interface BackendSettings {
  backend: Record<string, unknown>;
  publish_mode?: PublishMode;
}

/** The settings in `root`'s admin/backend.yml; a missing or broken file is an error naming it and what it must hold. */
export function backendSettings(root: string): BackendSettings {
  let text: string;
  try {
    text = readFileSync(path.join(root, BACKEND_FILE), 'utf8');
  } catch {
    throw new InputError({ file: BACKEND_FILE, problem: BackendFileMissing({}) });
  }
  let data: unknown;
  try {
    data = parse(text);
  } catch (error) {
    throw new InputError({ file: BACKEND_FILE, problem: BackendFileNotYaml({ reason: firstLine(error) }) });
  }
  const { backend, publish_mode } = (data ?? {}) as { backend?: unknown; publish_mode?: unknown };
  if (!backend || typeof backend !== 'object' || Array.isArray(backend)) {
    throw new InputError({ file: BACKEND_FILE, field: 'backend', problem: BackendMissing({}) });
  }
  const apiRoot = (backend as { api_root?: unknown }).api_root;
  const apiRootProblem = apiRoot === undefined ? null : apiRootRefusal(apiRoot);
  if (apiRootProblem) throw new InputError({ file: BACKEND_FILE, field: 'backend.api_root', problem: apiRootProblem });
  const settings: BackendSettings = { backend: backend as Record<string, unknown> };
  if (publish_mode === undefined || publish_mode === null) return settings;
  if (!PUBLISH_MODES.includes(publish_mode as PublishMode))
    throw new InputError({ file: BACKEND_FILE, field: 'publish_mode', problem: PublishModeUnknown({ value: publish_mode }) });
  return { ...settings, publish_mode: publish_mode as PublishMode };
}

const API_ROOT_EXAMPLE = 'write it like https://github.example.com/api/v3 (or remove the line to use github.com)';

/** The editor sends the owner's token to api_root and adds the paths itself: only an https:// (or local http://) address. */
function apiRootRefusal(value: unknown): string | null {
  if (typeof value !== 'string' || !URL.canParse(value))
    return `expected the address of your GitHub Enterprise server's API, got ${JSON.stringify(value)}: ${API_ROOT_EXAMPLE}`;
  const url = new URL(value);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopback(url.hostname)))
    return `"${value}" is not an https:// address (the editor sends your GitHub login to it; http:// only on this computer, localhost): ${API_ROOT_EXAMPLE}`;
  if (url.username || url.password || url.search || url.hash || value.endsWith('/'))
    return `"${value}" must be the API's address alone, without a trailing slash, query or user name: ${API_ROOT_EXAMPLE}`;
  return null;
}

/** The build's warning, in one line, when the settings leave the live editor unable to log in; null when they do not. */
export function setupWarning(settings: BackendSettings): string | null {
  const gap = liveBackendGap(settings.backend);
  return gap === null
    ? null
    : `warning: ${BACKEND_FILE}: ${gap}, so the editor at /admin/ of the live site cannot log in; set repo to the site's GitHub repository (account/name) and the login for your host, as docs/content-guide.md, "On the live site", says (npm run cms edits this computer's files without them)`;
}
