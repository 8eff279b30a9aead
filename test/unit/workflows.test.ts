// The GitHub workflows run third-party code with the repository's token: every action is pinned
// to a commit (a tag can be moved to other code), with its version in a comment for the reader
// and for Dependabot, which proposes the updates. Writing to Pages and asking for an OIDC token
// are granted to the job that deploys, never to a job that runs the project's build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { ROOT } from '../helpers/shared-build.ts';

const WORKFLOWS = '.github/workflows';
const workflowFiles = readdirSync(path.join(ROOT, WORKFLOWS)).filter((name) => /\.ya?ml$/.test(name));
const text = (name: string) => readFileSync(path.join(ROOT, WORKFLOWS, name), 'utf8');

type Permissions = Record<string, string> | string | undefined;
interface Job {
  permissions?: Permissions;
  steps?: { uses?: string }[];
}
interface Workflow {
  permissions?: Permissions;
  jobs: Record<string, Job>;
}

/** The scopes a permissions block lets write ('write-all' counts as every scope). */
function writes(permissions: Permissions): string[] {
  if (permissions === 'write-all') return ['everything'];
  if (!permissions || typeof permissions === 'string') return [];
  return Object.entries(permissions)
    .filter(([, access]) => access === 'write')
    .map(([scope]) => scope);
}

test('every action is pinned to a full commit SHA, its version in a comment', () => {
  const unpinned: string[] = [];
  for (const name of workflowFiles)
    for (const [index, line] of text(name).split('\n').entries()) {
      const [, action = '', comment = ''] = /^\s*(?:-\s*)?uses:\s*(\S+)(.*)$/.exec(line) ?? [];
      if (!action || action.startsWith('./')) continue;
      if (!/^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(action) || !/^\s+#\s*v\d/.test(comment))
        unpinned.push(`${WORKFLOWS}/${name}:${index + 1}: ${line.trim()}`);
    }
  assert.equal(
    unpinned,
    [],
    `pin each to the commit of its release, with the tag in a comment ("@<40 hex> # v1.2.3"):\n${unpinned.join('\n')}`,
  );
});

test('only the job that deploys to Pages may write to Pages or ask for an OIDC token', () => {
  for (const name of workflowFiles) {
    const workflow = parse(text(name)) as Workflow;
    assert.equal(
      writes(workflow.permissions),
      [],
      `${WORKFLOWS}/${name}: the workflow's permissions grant no write; jobs ask for their own`,
    );
    for (const [id, job] of Object.entries(workflow.jobs)) {
      const deploys = (job.steps ?? []).some((step) => step.uses?.startsWith('actions/deploy-pages@'));
      const granted = writes(job.permissions);
      if (deploys)
        assert.equal(
          granted.sort(),
          ['id-token', 'pages'],
          `${WORKFLOWS}/${name}: job ${id} deploys, so it needs pages and id-token: write`,
        );
      else assert.equal(granted, [], `${WORKFLOWS}/${name}: job ${id} does not deploy, yet may write: ${granted.join(', ')}`);
    }
  }
});

test('Dependabot proposes the updates of the npm packages, the actions and the base images', () => {
  const config = parse(readFileSync(path.join(ROOT, '.github/dependabot.yml'), 'utf8')) as {
    updates: { 'package-ecosystem': string; directory: string }[];
  };
  const covered = config.updates.filter((update) => update.directory === '/').map((update) => update['package-ecosystem']);
  for (const ecosystem of ['npm', 'github-actions', 'docker'])
    assert.ok(covered.includes(ecosystem), `.github/dependabot.yml: no ${ecosystem} updates`);
});

test.run();
