// The Node lines the project runs on agree everywhere: .nvmrc names one that package.json's
// engines allow; the Test workflow runs on each line engines names; the Docker build, GitHub Pages
// and Netlify build on .nvmrc's; and the Node types are the oldest line's, so the code uses no
// API that line lacks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parse } from 'yaml';
import { ROOT } from '../helpers/shared-build.ts';

const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const manifest = JSON.parse(read('package.json')) as { engines: { node: string }; devDependencies: Record<string, string> };
const nvmrc = Number(read('.nvmrc').trim());
/** The major of each alternative in engines.node: "^22.16 || >=24" names 22 and 24. */
const engineLines = manifest.engines.node.split('||').map((range) => Number(/\d+/.exec(range)?.[0]));

interface Workflow {
  jobs: Record<string, { strategy?: { matrix?: { node?: number[] } }; steps?: { uses?: string; with?: Record<string, string> }[] }>;
}
const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;

test('.nvmrc names a line engines allows', () => {
  assert.ok(engineLines.includes(nvmrc), `.nvmrc says ${nvmrc}; package.json's engines.node is "${manifest.engines.node}"`);
});

test('the Test workflow runs on every line engines names', () => {
  const lines = Object.values(workflow('test.yml').jobs).flatMap((job) => job.strategy?.matrix?.node ?? []);
  assert.equal(
    [...lines].sort(),
    [...engineLines].sort(),
    `.github/workflows/test.yml: matrix.node ${lines}, engines.node "${manifest.engines.node}"`,
  );
});

test("the Docker build, GitHub Pages and Netlify use .nvmrc's line", () => {
  const buildImage = /^FROM node:(\d+)/m.exec(read('Dockerfile'))?.[1];
  assert.is(Number(buildImage), nvmrc, `Dockerfile: the build stage is node:${buildImage}, .nvmrc says ${nvmrc}`);
  const setupNode = Object.values(workflow('deploy.yml').jobs)
    .flatMap((job) => job.steps ?? [])
    .find((step) => step.uses?.startsWith('actions/setup-node@'));
  assert.is(setupNode?.with?.['node-version-file'], '.nvmrc', '.github/workflows/deploy.yml: setup-node reads .nvmrc');
  const netlify = /^\s*NODE_VERSION\s*=\s*"(\d+)"/m.exec(read('netlify.toml'))?.[1];
  assert.is(Number(netlify), nvmrc, `netlify.toml: NODE_VERSION is ${netlify}, .nvmrc says ${nvmrc}`);
});

test("the Node types are the oldest line's", () => {
  const types = /\d+/.exec(manifest.devDependencies['@types/node'] ?? '')?.[0];
  assert.is(
    Number(types),
    Math.min(...engineLines),
    `package.json: @types/node ${manifest.devDependencies['@types/node']}, engines.node "${manifest.engines.node}"`,
  );
});

test.run();
