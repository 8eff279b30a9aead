// The second gate of the editor's backend: the action must be offered, every path and draft in the
// editor's scope, every other value one the editor sends (a status, a photo's content), and in git
// mode what git-gate.ts checks. What it cannot see before (a media folder's files) it checks in the
// answer. A path is checked as written and as the file system follows it, so a symlink cannot lead
// the backend to another file.
import { lstat, readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Handler, Request, Response } from 'express';
import { MAX_CONTENT_FILE_BYTES } from '../content/read-file.ts';
import { ContentFileTooLarge } from '../error-messages.ts';
import { photoProblem } from '../images/sources.ts';
import { pathInside, toPosix } from '../paths.ts';
import { keepInList } from './amend-answer.ts';
import { type BackendMode, type Named, offeredAction, record, savedFiles, WORKFLOW_STATUSES } from './editor-actions.ts';
import { type EditorScope, inScope, type PathKind } from './editor-scope.ts';
import { draftBranch, fileOnBranch } from './git-checkout.ts';
import { checkGit } from './git-gate.ts';
import { quoted, Refusal } from './refusal.ts';

export interface GateOptions {
  root: string;
  /** The scope as the editor's configuration is now (editor-backend.ts). */
  scope(): EditorScope;
  mode: BackendMode;
  /** Says a line in the terminal: a failure of decap-server's middleware, after the gate. */
  say(line: string): void;
}

export function checkRequests(options: GateOptions): Handler {
  return (req, res, next) => {
    checkRequest(options, req, res).then(() => next(), next);
  };
}

async function checkRequest({ root, mode, say, ...options }: GateOptions, req: Request, res: Response): Promise<void> {
  const scope = options.scope();
  const body = record(req.body);
  if (typeof body.action !== 'string')
    throw new Refusal(400, 'a request', 'its body is not an action of the editor (JSON with "action" and "params")');
  const name = body.action;
  const action = offeredAction(name, mode);
  if (!action)
    throw new Refusal(
      403,
      `the action ${quoted(name)}`,
      `the editor's backend does not offer it${mode === 'fs' ? ' (outside git mode)' : ''}`,
    );
  const params = record(body.params);
  const named = action.names(params);
  let draft: string | undefined;
  /** The first file named where the working tree holds no file. */
  let notAFile: string | undefined;
  for (const item of named) {
    const value = textParam(name, item);
    const problem = malformed(item.kind, value, action.writes === true);
    if (problem) throw new Refusal(400, `${name}'s params.${item.field}`, problem);
    if (item.kind === 'draft') {
      if (!scope.entries.has(value))
        throw new Refusal(403, `${name} of the draft ${quoted(value)}`, "it is not an entry of the editor's configuration");
      draft = value;
    } else if (item.kind !== 'list' && item.kind !== 'status' && item.kind !== 'base64') {
      const check = await checkRequestPath(root, scope, item.kind, value);
      if (!check.ok) throw new Refusal(403, `${name} of ${quoted(value)}`, `the path ${check.why}`);
      if (item.kind !== 'media folder' && check.found !== 'a file') notAFile ??= value;
      // decap-server waits for ever on a FIFO, read or written, and fails (500) to write over a folder.
      if (check.found === 'a special file' || (action.writes && check.found === 'a folder'))
        throw new Refusal(409, `${name} of ${quoted(value)}`, `${check.found} is already there: move it out of the way first`);
    }
  }
  for (const item of named) if (item.kind === 'base64') await checkPhotoContent(item, named);
  if (name === 'persistEntry') checkSavedFiles(savedFiles(params));
  if (mode === 'git' && name !== 'info')
    await checkGit({ root, scope, name, params, changesBranches: action.changesBranches === true, draft, res, say });
  if (action.needsFiles) {
    // A draft's file is on the draft's branch, not in the working tree.
    const file = draft ? String(params.path) : notAFile;
    if (file !== undefined && !(draft && (await fileOnBranch(root, draftBranch(draft), file))))
      throw new Refusal(404, `${name} of ${quoted(file)}`, 'there is no such file');
  }
  if (name === 'getMedia') {
    const unreadable = await unreadableIn(path.join(root, String(params.mediaFolder)));
    if (unreadable !== undefined)
      throw new Refusal(
        409,
        `getMedia of ${quoted(params.mediaFolder)}`,
        `it holds ${quoted(unreadable)}, which is no file that can be read (a symlink that leads nowhere or to a folder, or a special file): move it out of the folder`,
      );
    // Only the photos in scope: no other file, and none a symlink leads out of the folder.
    keepInList(res, async (file) => (await checkRequestPath(root, scope, 'media file', String(record(file).path))).ok);
  }
  res.once('finish', () => {
    if (res.statusCode >= 500)
      say(
        `cms: ${name} failed (${res.statusCode}) in decap-server's middleware after passing every check: a file it could not read or write, or a git command that failed`,
      );
  });
}

/**
 * Refuses, before it is saved, a photo the build would refuse: any the build's reading of it
 * refuses (sources.ts). The owner reads this one in the editor, so it names the photo, not the action.
 */
async function checkPhotoContent(upload: Named, named: Named[]): Promise<void> {
  const where = upload.field.replace(/\.content$/, '.path');
  const file = String(named.find((item) => item.field === where)?.value);
  const problem = await photoProblem(file, Buffer.from(String(upload.value), 'base64'));
  if (problem) throw new Refusal(422, `the photo ${quoted(file)}`, problem);
}

/** Refuses, before it is saved, a content file the build would refuse for its size, and a rename: the
 * editor's files keep their names, and decap-server would move the file over another after answering. */
function checkSavedFiles(files: unknown): void {
  for (const { path: file, raw, newPath } of (Array.isArray(files) ? files : []).map(record)) {
    if (newPath !== undefined)
      throw new Refusal(403, `persistEntry of ${quoted(file)} as ${quoted(newPath)}`, "the editor's content files keep their names");
    const bytes = typeof raw === 'string' ? Buffer.byteLength(raw) : 0;
    if (bytes > MAX_CONTENT_FILE_BYTES) throw new Refusal(413, `persistEntry of ${quoted(file)}`, ContentFileTooLarge({ bytes }));
  }
}

/** The value of a thing the request names, which must be a text (a path, a draft). */
function textParam(action: string, item: Named): string {
  if (item.kind === 'list') throw new Refusal(400, `${action}'s params.${item.field}`, 'it is not a list');
  if (typeof item.value !== 'string' || item.value === '')
    throw new Refusal(400, `${action}'s params.${item.field}`, item.value === undefined ? 'it is missing' : 'it is empty or not a string');
  return item.value;
}

/** Strict: Buffer.from drops what is not base64, so a photo would be saved empty or garbled. */
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Why a text the request names is none the editor sends; undefined when it could be. */
function malformed(kind: Named['kind'], value: string, written: boolean): string | undefined {
  if (/\p{Cc}/u.test(value)) return 'it holds a control character (a line break, a tab), which the editor never sends';
  if (kind === 'status' && !WORKFLOW_STATUSES.includes(value))
    return `${quoted(value)} is not a status of Decap's editorial workflow (${WORKFLOW_STATUSES.join(', ')})`;
  if (kind === 'base64' && (value.length % 4 !== 0 || !BASE64.test(value))) return 'it is not base64, so the photo would be saved garbled';
  if (kind !== 'media file' || !written) return undefined;
  const name = path.posix.basename(value);
  if (/^\.*\.[^.]*$/.test(name)) return `the photo's name ${quoted(name)} has nothing before its extension`;
  // Git quotes such a name in its diffs, where decap-server then finds no file (500) when the draft holding it is saved again.
  if (/["\\]/.test(name)) return `the photo's name ${quoted(name)} holds a " or a \\, which the editor never sends`;
  return undefined;
}

/** The first thing in a folder, other than a folder, that is no readable file: decap-server reads each
 * to list the folder, and fails on one (500) or waits for ever (a FIFO). */
async function unreadableIn(folder: string): Promise<string | undefined> {
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => []))
    if (!entry.isDirectory() && !(await stat(path.join(folder, entry.name)).catch(() => null))?.isFile()) return entry.name;
  return undefined;
}

/** What stands at a path. */
type Found = 'nothing' | 'a file' | 'a folder' | 'a special file';

type PathCheck =
  /** In scope, and what stands there. */
  | { ok: true; found: Found }
  /** Refused, and why, in a phrase that follows the path's name. */
  | { ok: false; why: string };

async function checkRequestPath(root: string, scope: EditorScope, kind: PathKind, value: string): Promise<PathCheck> {
  const refused = (why: string): PathCheck => ({ ok: false, why });
  const allowed = kind === 'media folder' ? 'a media folder' : kind === 'media file' ? 'a photo in a media folder' : 'a content file';
  if (path.isAbsolute(value)) return refused(`is an absolute path; the editor sends paths inside the project`);
  const written = toPosix(path.relative(root, path.resolve(root, value)));
  if (!inScope(scope, kind, written)) return refused(`is not ${allowed} that the editor's configuration names`);
  const real = await followed(root, written).catch(unusablePath);
  if (typeof real === 'string') return refused(real);
  if (real.file !== written && !inScope(scope, kind, real.file))
    return refused(`leads through a symlink to '${real.file}', which is not ${allowed} that the editor's configuration names`);
  return { ok: true, found: real.found };
}

/** Why no file can have a path the file system refuses to follow; any other error is a failure. */
function unusablePath(error: NodeJS.ErrnoException): string {
  if (error.code === 'ENAMETOOLONG') return 'is too long for a file name';
  if (error.code === 'ELOOP') return 'goes round a loop of symlinks';
  throw error;
}

/** The real path of the longest existing part, the rest appended, or why no file can be there:
 * it leaves the project, a symlink on the way leads nowhere (a write would create its target), or
 * a file stands where a folder should. */
async function followed(root: string, file: string): Promise<{ file: string; found: Found } | string> {
  const realRoot = await realpath(root);
  const missing: string[] = [];
  let existing = path.join(realRoot, file);
  for (;;) {
    try {
      await lstat(existing);
      break;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') throw error;
      missing.unshift(path.basename(existing));
      existing = path.dirname(existing);
    }
  }
  const real = await realpath(existing).catch(() => null);
  const inside = real === null ? null : pathInside(realRoot, path.join(real, ...missing));
  if (real === null || inside === null) return 'leads outside the project through a symlink';
  const stats = await stat(real);
  if (missing.length > 0 && !stats.isDirectory()) return `goes through '${pathInside(realRoot, real)}', which is a file, not a folder`;
  const found = missing.length > 0 ? 'nothing' : stats.isFile() ? 'a file' : stats.isDirectory() ? 'a folder' : 'a special file';
  return { file: inside, found };
}
