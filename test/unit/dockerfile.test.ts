// The Docker image: its base images are pinned by digest (a tag can be moved to another image;
// Dependabot proposes the new digests), and the server runs without root, with the server block
// the build writes (dist/nginx.conf), on the port it listens on, which a user other than root may open.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NGINX_LISTEN } from '../../generator/headers/nginx.ts';
import { ROOT } from '../helpers/shared-build.ts';

/** The first port a user other than root may listen on, on a host that keeps the kernel's default. */
const FIRST_UNPRIVILEGED_PORT = 1024;

const instructions = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8')
  .replace(/\\\n/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.trim().startsWith('#'))
  .map((line) => {
    const [keyword = '', ...rest] = line.trim().split(/\s+/);
    return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
  });
const stageStarts = instructions.flatMap((instruction, index) => (instruction.keyword === 'FROM' ? [index] : []));
const finalStage = instructions.slice(stageStarts.at(-1));

test('every base image is pinned by digest, its tag kept for the reader', () => {
  for (const { keyword, args } of instructions) {
    if (keyword !== 'FROM') continue;
    const image = args.split(/\s+/)[0] ?? '';
    assert.match(image, /^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/, `Dockerfile: FROM ${image} should be NAME:TAG@sha256:DIGEST`);
  }
});

test('the server runs as a user other than root', () => {
  const user = finalStage.filter((instruction) => instruction.keyword === 'USER').at(-1)?.args;
  assert.ok(user, 'Dockerfile: the final stage sets no USER, so its server may run as root');
  assert.not.match(user, /^(root|0)(:|$)/, `Dockerfile: the final stage runs as ${user}`);
});

test("the server block is the build's, on the port the image exposes, one a user other than root may open", () => {
  const copies = finalStage.filter((instruction) => instruction.keyword === 'COPY').map((instruction) => instruction.args);
  assert.ok(copies.includes('--from=build /app/dist/nginx.conf /etc/nginx/conf.d/default.conf'), `Dockerfile: COPY ${copies.join('; ')}`);
  const listen = /^listen (\d+);$/.exec(NGINX_LISTEN)?.[1];
  assert.ok(listen, `the server block's ${NGINX_LISTEN}`);
  assert.ok(Number(listen) >= FIRST_UNPRIVILEGED_PORT, `the server block listens on ${listen}, which only root may open`);
  const exposed = finalStage.filter((instruction) => instruction.keyword === 'EXPOSE').map((instruction) => instruction.args);
  assert.equal(exposed, [listen], `Dockerfile: EXPOSE ${exposed.join(', ')}, but the server block listens on ${listen}`);
});

test.run();
