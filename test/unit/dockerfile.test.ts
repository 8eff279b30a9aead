// The Docker image: its base images are pinned by digest (a tag can be moved to another image;
// Dependabot proposes the new digests), and the server runs without root, on the port the
// generated server block listens on, which a user other than root may open.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { NGINX_FILE } from '../../scripts/nginx-config.ts';
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

test('the image exposes the port the server block listens on, one a user other than root may open', () => {
  const listen = /^\s*listen\s+(?:[\d.]+:)?(\d+)[^;]*;/m.exec(readFileSync(path.join(ROOT, NGINX_FILE), 'utf8'))?.[1];
  assert.ok(listen, `${NGINX_FILE} has a listen line`);
  assert.ok(Number(listen) >= FIRST_UNPRIVILEGED_PORT, `${NGINX_FILE} listens on ${listen}, which only root may open`);
  const exposed = finalStage.filter((instruction) => instruction.keyword === 'EXPOSE').map((instruction) => instruction.args);
  assert.equal(exposed, [listen], `Dockerfile: EXPOSE ${exposed.join(', ')}, but ${NGINX_FILE} listens on ${listen}`);
});

test.run();
