// The repository's deploy and CI files agree with the project and stay safe: the Node lines; actions
// pinned to a commit, write access only for the deploy job; the Docker image pinned by digest, run
// without root on the build's server block; Wrangler's dates within the pinned workerd's.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { NGINX_LISTEN } from '../../generator/headers/nginx.ts';
import { ROOT } from '../helpers/shared-build.ts';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const WORKFLOWS = '.github/workflows';
type Permissions = Record<string, string> | string | undefined;
interface Workflow {
  permissions?: Permissions;
  jobs: Record<
    string,
    { permissions?: Permissions; strategy?: { matrix?: { node?: number[] } }; steps?: { uses?: string; with?: Record<string, string> }[] }
  >;
}

const manifest = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> };
const nvmrc = Number(read('.nvmrc').trim());
/** The major of each alternative in engines.node: "^22.16 || >=24" names 22 and 24. */
const engineLines = manifest.engines.node.split('||').map((range) => Number(/\d+/.exec(range)?.[0]));

const workflow = (name: string) => parse(read(`${WORKFLOWS}/${name}`)) as Workflow;

test("the Node lines agree: .nvmrc's is one engines allows, the Test workflow runs every line engines names, the Docker build, GitHub Pages and Netlify use .nvmrc's, and the Node types are the oldest line's", () => {
  assert.ok(engineLines.includes(nvmrc), `.nvmrc says ${nvmrc}; package.json's engines.node is "${manifest.engines.node}"`);
  const lines = Object.values(workflow('test.yml').jobs).flatMap((job) => job.strategy?.matrix?.node ?? []);
  assert.equal(
    [...lines].sort(),
    [...engineLines].sort(),
    `.github/workflows/test.yml: matrix.node ${lines}, engines.node "${manifest.engines.node}"`,
  );
  const buildImage = /^FROM node:(\d+)/m.exec(read('Dockerfile'))?.[1];
  assert.is(Number(buildImage), nvmrc, `Dockerfile: the build stage is node:${buildImage}, .nvmrc says ${nvmrc}`);
  const setupNode = Object.values(workflow('deploy.yml').jobs)
    .flatMap((job) => job.steps ?? [])
    .find((step) => step.uses?.startsWith('actions/setup-node@'));
  assert.is(setupNode?.with?.['node-version-file'], '.nvmrc', '.github/workflows/deploy.yml: setup-node reads .nvmrc');
  const netlify = /^\s*NODE_VERSION\s*=\s*"(\d+)"/m.exec(read('netlify.toml'))?.[1];
  assert.is(Number(netlify), nvmrc, `netlify.toml: NODE_VERSION is ${netlify}, .nvmrc says ${nvmrc}`);
  const types = /\d+/.exec(manifest.devDependencies['@types/node'] ?? '')?.[0];
  assert.is(
    Number(types),
    Math.min(...engineLines),
    `package.json: @types/node ${manifest.devDependencies['@types/node']}, engines.node "${manifest.engines.node}"`,
  );
});

const workflowFiles = readdirSync(path.join(ROOT, WORKFLOWS)).filter((name) => /\.ya?ml$/.test(name));
const text = (name: string) => read(`${WORKFLOWS}/${name}`);

/** The scopes a permissions block lets write ('write-all' counts as every scope). */
function writes(permissions: Permissions): string[] {
  if (permissions === 'write-all') return ['everything'];
  if (!permissions || typeof permissions === 'string') return [];
  return Object.entries(permissions).flatMap(([scope, access]) => (access === 'write' ? [scope] : []));
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
  const config = parse(read('.github/dependabot.yml')) as {
    updates: { 'package-ecosystem': string; directory: string }[];
  };
  const covered = config.updates.filter((update) => update.directory === '/').map((update) => update['package-ecosystem']);
  for (const ecosystem of ['npm', 'github-actions', 'docker'])
    assert.ok(covered.includes(ecosystem), `.github/dependabot.yml: no ${ecosystem} updates`);
});

/** The first port a user other than root may listen on, on a host that keeps the kernel's default. */
const FIRST_UNPRIVILEGED_PORT = 1024;

const instructions = read('Dockerfile')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.trim().startsWith('#'))
  .map((line) => {
    const [keyword = '', ...rest] = line.trim().split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
const stageStarts = instructions.flatMap((instruction, index) => (instruction.keyword === 'FROM' ? [index] : []));
const finalStage = instructions.slice(stageStarts.at(-1));

test('Dockerfile: every base image is pinned by digest, its tag kept for the reader', () => {
  for (const { keyword, args } of instructions) {
    if (keyword !== 'FROM') continue;
    const image = args.split(/\s+/)[0] ?? '';
    assert.match(image, /^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/, `Dockerfile: FROM ${image} should be NAME:TAG@sha256:DIGEST`);
  }
});

test('Dockerfile: the server runs as a user other than root', () => {
  const user = finalStage.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args;
  assert.ok(user, 'Dockerfile: the final stage sets no USER, so its server may run as root');
  assert.not.match(user, /^(root|0)(:|$)/, `Dockerfile: the final stage runs as ${user}`);
});

test("Dockerfile: the server block is the build's, on the port the image exposes, one a user other than root may open", () => {
  const copies = finalStage.filter((instruction) => instruction.keyword === 'COPY').map((instruction) => instruction.args);
  assert.ok(copies.includes('--from=build /app/dist/nginx.conf /etc/nginx/conf.d/default.conf'), `Dockerfile: COPY ${copies.join('; ')}`);
  const listen = /^listen (\d+);$/.exec(NGINX_LISTEN)?.[1];
  assert.ok(listen, `the server block's ${NGINX_LISTEN}`);
  assert.ok(Number(listen) >= FIRST_UNPRIVILEGED_PORT, `the server block listens on ${listen}, which only root may open`);
  const exposed = finalStage.filter((instruction) => instruction.keyword === 'EXPOSE').map((instruction) => instruction.args);
  assert.equal(exposed, [listen], `Dockerfile: EXPOSE ${exposed.join(', ')}, but the server block listens on ${listen}`);
});

const CONFIGS = ['wrangler.toml', 'workers/github-login/wrangler.toml'];

/** The last date the installed workerd runs: its version is 1.YYYYMMDD.N. */
function workerdDate(): string {
  const { version } = JSON.parse(read('node_modules/workerd/package.json')) as { version: string };
  const [, y, m, d] = /^\d+\.(\d{4})(\d{2})(\d{2})\./.exec(version) ?? [];
  assert.ok(y && m && d, `workerd's version ${version} names no date`);
  return `${y}-${m}-${d}`;
}

for (const config of CONFIGS)
  test(`${config} asks for a compatibility date that the pinned workerd runs`, () => {
    const text = read(config);
    const date = /^compatibility_date\s*=\s*"(\d{4}-\d{2}-\d{2})"/m.exec(text)?.[1];
    assert.ok(date, `${config}: compatibility_date = "YYYY-MM-DD" is missing`);
    const latest = workerdDate();
    assert.ok(date <= latest, `${config}: compatibility_date ${date} is later than ${latest}, the last date the pinned workerd runs`);
  });

test.run();
