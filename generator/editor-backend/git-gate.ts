// The gate's checks in git mode, Decap's editorial workflow: the editor works on the branch checked
// out, the tree is clean where an action switches branches or commits, and every draft the editor
// sees is one decap-server can save, list, read and publish.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'express';
import { amendAnswer, keepInList } from './amend-answer.ts';
import { record, savedFiles } from './editor-actions.ts';
import type { EditorScope } from './editor-scope.ts';
import {
  branchExists,
  currentBranch,
  deleteBranch,
  draftBranch,
  filesChangedOn,
  mergeConflicts,
  sameFiles,
  uncommittedProblem,
} from './git-checkout.ts';
import { quoted, Refusal } from './refusal.ts';

export interface GitCheck {
  root: string;
  scope: EditorScope;
  /** The action, and its params as sent. */
  name: string;
  params: Record<string, unknown>;
  /** Whether the action checks out another branch or commits. */
  changesBranches: boolean;
  /** The draft it names, 'collection/slug'. */
  draft?: string;
  res: Response;
  say(line: string): void;
}

export async function checkGit({ root, scope, name, params, changesBranches, draft, res, say }: GitCheck): Promise<void> {
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
    // A branch made by hand has no status (decap-server keeps it in the branch's description): the editor would
    // show its draft in no column of its Workflow page, though it opens and saves the entry on it.
    amendAnswer(res, (answer) => (record(answer).status === '' ? { ...record(answer), status: 'draft' } : answer));
  }
}

/** Whether an entry saved with no photos holds the files the working tree holds: clean, it is the branch checked out. */
async function changesNothing(root: string, params: Record<string, unknown>): Promise<boolean> {
  if (!Array.isArray(params.assets) || params.assets.length > 0) return false;
  const files = (savedFiles(params) as unknown[]).map(record);
  const held = await Promise.all(files.map(({ path: file }) => readFile(path.join(root, String(file)), 'utf8').catch(() => null)));
  return files.every(({ raw }, i) => raw === held[i]);
}

/** Why a draft is none to the editor: the branch checked out already holds its changes (committed there by
 * hand or by another tab), and decap-server fails (500) to read a draft with no change, and the list of drafts with it. */
async function spentDraft(root: string, draft: string, branch: string): Promise<string | undefined> {
  if (!(await sameFiles(root, branch, draftBranch(draft)))) return undefined;
  return `${branch} already holds its changes, so it has nothing left to publish: delete it (git branch -D ${draftBranch(draft)})`;
}
