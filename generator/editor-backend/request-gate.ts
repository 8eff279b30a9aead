// The second gate of the editor's backend: the action must be offered, every path and draft in the
// editor's scope, every other value one the editor sends (a status, a photo's content), and in git
// mode the tree clean where the action switches branches or commits.
// What it cannot see before (a media folder's files, the drafts) it checks in the answer. A path is checked as
// written and as the file system follows it, so a symlink cannot lead the backend to another file.
import { lstat, readdir, readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Handler, Request, Response } from 'express';
import { MAX_CONTENT_FILE_BYTES } from '../content/read-file.ts';
import { ContentFileTooLarge } from '../error-messages.ts';
import { pathInside, toPosix } from '../paths.ts';
import { type BackendMode, type Named, offeredAction, record, savedFiles, WORKFLOW_STATUSES } from './editor-actions.ts';
import { type EditorScope, inScope, type PathKind } from './editor-scope.ts';
import {
  branchExists,
  currentBranch,
  deleteBranch,
  draftBranch,
  fileOnBranch,
  filesChangedOn,
  mergeConflicts,
  sameFiles,
  uncommittedProblem,
} from './git-checkout.ts';
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
    const value = textOf(name, item);
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
  if (name === 'persistEntry') checkSavedFiles(savedFiles(params));
  if (mode === 'git' && name !== 'info') await checkGit(root, name, params, action.changesBranches === true, draft);
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
  if (name === 'unpublishedEntries')
    keepInList(res, async (listed) => {
      const id = String(listed);
      // The editor would ask for it, be refused (403), and fail to list the drafts.
      const why = scope.entries.has(id)
        ? await spentDraft(root, id, String(params.branch))
        : `it is not an entry of the editor's configuration: merge or delete ${draftBranch(id)} by hand`;
      if (why) say(`cms: the draft ${quoted(listed)} is left out of the editor's drafts: ${why}`);
      return !why;
    });
  if (name === 'unpublishedEntry' && draft) {
    const why = await spentDraft(root, draft, String(params.branch));
    if (why) throw new Refusal(404, `unpublishedEntry of the draft ${quoted(draft)}`, why);
    // decap-server lists what differs from the branch as it is now, so a file changed there since would be the
    // draft's too, and the editor would open the shortest such file as the entry.
    let own: Promise<Set<string>> | undefined;
    keepInList(res, async (diff) => (await (own ??= filesChangedOn(root, draftBranch(draft)))).has(String(record(diff).path)), 'diffs');
  }
  res.once('finish', () => {
    if (res.statusCode >= 500)
      say(
        `cms: ${name} failed (${res.statusCode}) in decap-server's middleware after passing every check: a file it could not read or write, or a git command that failed`,
      );
  });
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
function textOf(action: string, item: Named): string {
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

async function checkGit(root: string, name: string, params: Record<string, unknown>, changesBranches: boolean, draft?: string) {
  const branch = await currentBranch(root);
  if (params.branch !== branch)
    throw new Refusal(
      409,
      `${name} on the branch ${quoted(params.branch)}`,
      `the checkout is on ${branch ?? 'no branch'}; the editor works on the branch checked out`,
    );
  if (changesBranches) {
    const problem = await uncommittedProblem(root);
    if (problem) throw new Refusal(409, name, problem);
  }
  // decap-server would save it, and then fail (500) to read it back for the editor's list of drafts.
  if (name === 'persistEntry' && draft && (await changesNothing(root, params)))
    throw new Refusal(
      409,
      `persistEntry of the draft ${quoted(draft)}`,
      `it changes nothing on ${branch}: to drop a draft's changes, delete the draft`,
    );
  // A draft with nothing left to publish is none to the editor (spentDraft), so a save starts a new one, of the
  // status the editor sends: decap-server would keep the old draft's status (Ready, for an edit just saved).
  if (name === 'persistEntry' && draft && (await spentDraft(root, draft, String(params.branch))))
    await deleteBranch(root, draftBranch(draft));
  const onExistingDraft = draft !== undefined && name !== 'persistEntry' && name !== 'unpublishedEntry';
  if (onExistingDraft && !(await branchExists(root, draftBranch(draft))))
    throw new Refusal(404, `${name} of the draft ${quoted(draft)}`, 'there is no such draft');
  // decap-server rebases a draft to save it again and merges it to publish it: with a conflict, it would
  // fail with 500 and leave the checkout mid-rebase or mid-merge, which stops every later request.
  const movesDraft = name === 'persistEntry' || name === 'publishUnpublishedEntry';
  const conflicts = movesDraft && draft ? await mergeConflicts(root, draftBranch(draft)) : [];
  if (conflicts.length)
    throw new Refusal(
      409,
      `${name} of the draft ${quoted(draft)}`,
      `${conflicts.join(', ')} ${conflicts.length === 1 ? 'was' : 'were'} changed on ${branch} since the draft was saved: delete the draft and make its changes again, or merge ${draftBranch(draft!)} by hand`,
    );
}

/** Whether an entry saved with no photos holds the files the working tree holds: clean, it is the branch checked out. */
async function changesNothing(root: string, params: Record<string, unknown>): Promise<boolean> {
  if (!Array.isArray(params.assets) || params.assets.length > 0) return false;
  const files = (savedFiles(params) as unknown[]).map(record);
  const held = await Promise.all(files.map(({ path: file }) => readFile(path.join(root, String(file)), 'utf8').catch(() => null)));
  return files.every(({ raw }, i) => raw === held[i]);
}

/** The first thing in a folder, other than a folder, that is no readable file: decap-server reads each
 * to list the folder, and fails on one (500) or waits for ever (a FIFO). */
async function unreadableIn(folder: string): Promise<string | undefined> {
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => []))
    if (!entry.isDirectory() && !(await stat(path.join(folder, entry.name)).catch(() => null))?.isFile()) return entry.name;
  return undefined;
}

/** Makes a list that decap-server answers, or the list in a field of its answer, keep only the items `keep` says yes to. */
function keepInList(res: Response, keep: (item: unknown) => Promise<boolean>, field?: string): void {
  const json = res.json.bind(res);
  res.json = (answer: unknown) => {
    const items = field ? record(answer)[field] : answer;
    if (!Array.isArray(items)) return json(answer);
    const answered = (list: unknown[]) => (field ? { ...record(answer), [field]: list } : list);
    Promise.all(items.map(keep))
      .then((kept) => json(answered(items.filter((_, i) => kept[i]))))
      .catch(() => res.status(500).json({ error: 'The listing failed' }));
    return res;
  };
}

/** Why a draft is none to the editor: the branch checked out already holds its changes (committed there by
 * hand or by another tab), and decap-server fails (500) to read a draft with no change, and the list of drafts with it. */
async function spentDraft(root: string, draft: string, branch: string): Promise<string | undefined> {
  if (!(await sameFiles(root, branch, draftBranch(draft)))) return undefined;
  return `${branch} already holds its changes, so it has nothing left to publish: delete it (git branch -D ${draftBranch(draft)})`;
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
