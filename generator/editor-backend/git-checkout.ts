// decap-server's git middleware commits with `git add .` and checks out draft branches in the
// working tree, so any uncommitted change would be swept along: git mode needs a clean tree.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function git(root: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 16 * 1024 * 1024 });
  return stdout;
}

const succeeds = (root: string, ...args: string[]) =>
  git(root, ...args)
    .then(() => true)
    .catch(() => false);

/** The files changed or untracked in the working tree, repository-relative. */
async function uncommittedFiles(root: string): Promise<string[]> {
  const entries = (await git(root, 'status', '--porcelain=v1', '-z', '--untracked-files=all')).split('\0').filter(Boolean);
  // Each entry is 'XY path'; a rename or copy is followed by an entry of its own, the old path.
  const files: string[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    files.push(entry.slice(3));
    if (/^[RC]/.test(entry)) files.push(entries[++i] ?? '');
  }
  return files.filter(Boolean);
}

/** decap-server's branch for a draft 'collection/slug'. */
export const draftBranch = (draft: string) => `cms/${draft}`;

/** The branch checked out, or null for a detached HEAD. */
export async function currentBranch(root: string): Promise<string | null> {
  return (await git(root, 'symbolic-ref', '--quiet', '--short', 'HEAD').catch(() => '')).trim() || null;
}

export const branchExists = (root: string, branch: string) => succeeds(root, 'rev-parse', '--verify', '--quiet', `refs/heads/${branch}`);

/** Whether two branches hold the same files. */
export const sameFiles = (root: string, branch: string, other: string) =>
  succeeds(root, 'diff', '--quiet', `refs/heads/${branch}`, `refs/heads/${other}`);

export const deleteBranch = (root: string, branch: string) => git(root, 'branch', '--quiet', '-D', branch);

/** The files `branch` changed since it left the branch checked out. */
export async function filesChangedOn(root: string, branch: string): Promise<Set<string>> {
  return new Set((await git(root, 'diff', '--name-only', '-z', `HEAD...refs/heads/${branch}`)).split('\0').filter(Boolean));
}

/** Whether a file, not a folder, is at `file` on `branch`. */
export const fileOnBranch = async (root: string, branch: string, file: string) =>
  (await git(root, 'cat-file', '-t', `refs/heads/${branch}:${file}`).catch(() => '')).trim() === 'blob';

/** The files that merging `branch` into the branch checked out would leave in conflict; none
 * when it merges cleanly, or when git is older than 2.38 and cannot tell without merging. */
export async function mergeConflicts(root: string, branch: string): Promise<string[]> {
  const args = ['merge-tree', '--write-tree', '--name-only', '--no-messages', 'HEAD', `refs/heads/${branch}`];
  const failed = await git(root, ...args).then(
    () => null,
    (error: { code?: unknown; stdout?: string }) => error,
  );
  // Exit code 1 is a merge with conflicts: the merged tree's id, then the files in conflict.
  return failed?.code === 1 ? String(failed.stdout).split('\n').slice(1).filter(Boolean) : [];
}

/** Why the working tree is not clean enough for git mode, naming a few of its changes; null when it is. */
export async function uncommittedProblem(root: string): Promise<string | null> {
  const files = await uncommittedFiles(root);
  if (!files.length) return null;
  const shown = files.slice(0, 3).join(', ') + (files.length > 3 ? ` and ${files.length - 3} more` : '');
  return `the working tree has uncommitted changes (${shown}), which the editor's commits would take with them: commit or stash them first`;
}

/** The settings decap-server's git commands need, whatever the checkout's or the user's configuration says.
 * Paths written as they are: it takes the paths of git's diffs as written, and git quotes a name that is not
 * plain ASCII ('"caf\\303\\251.jpg"'), so a draft holding such a photo would fail (500) to be saved again. A merge
 * that may make a merge commit: with merge.ff=only, publishing a draft after the branch moved on would fail (500). */
const GIT_SETTINGS: Readonly<Record<string, string>> = { 'core.quotePath': 'false', 'merge.ff': 'true' };

/** Makes every git this process runs, decap-server's too, take GIT_SETTINGS, unless the environment sets them. */
export function takeGitSettings(): void {
  const { env } = process;
  let count = Number(env.GIT_CONFIG_COUNT ?? 0);
  const set = new Set(Array.from({ length: count }, (_, i) => env[`GIT_CONFIG_KEY_${i}`]));
  for (const [key, value] of Object.entries(GIT_SETTINGS)) {
    if (set.has(key)) continue;
    Object.assign(env, { [`GIT_CONFIG_KEY_${count}`]: key, [`GIT_CONFIG_VALUE_${count}`]: value });
    count++;
  }
  env.GIT_CONFIG_COUNT = `${count}`;
}

/** Why git mode cannot start on `root`, in one line; null when it can. */
export async function gitModeProblem(root: string): Promise<string | null> {
  if (!(await succeeds(root, 'rev-parse', '--is-inside-work-tree')))
    return `${root} is not a git checkout; git mode keeps drafts on branches`;
  const branch = await currentBranch(root);
  if (!branch) return 'the checkout is on no branch (a detached HEAD): check out the branch the editor publishes to';
  if (branch.startsWith(draftBranch('')))
    return `the checkout is on ${branch}, a draft's branch (where a request cut short leaves it): check out the branch the editor publishes to`;
  if (!(await succeeds(root, 'var', 'GIT_COMMITTER_IDENT')))
    return 'git does not know who commits: set git config user.name and user.email, then start again';
  return uncommittedProblem(root);
}
