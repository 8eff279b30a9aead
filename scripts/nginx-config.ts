// npm run nginx:config: writes deploy/nginx.conf, the nginx server block that generator/headers.ts
// makes for the current pages and content, and the same text into README.md ("Deploying" →
// "nginx"). The Dockerfile serves the site with that file; test/quality/nginx.test.ts runs it
// in a real nginx, and fails when the file or the README copy is stale.
//   --check   change nothing; exit 1 when either is out of date (the Docker build runs this)
// It builds the site in memory (no dist/ is written; images come from the cache), because a
// page's policy can depend on what the build produced.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatError } from '../generator/errors.ts';
import { nginxConfig } from '../generator/headers.ts';
import { buildSite } from '../generator/site.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_FILE = 'deploy/nginx.conf';
const README_START = '<!-- deploy/nginx.conf (generated: npm run nginx:config) -->\n```nginx\n';

/** README.md with its nginx block replaced by `conf`. */
export function readmeWithNginx(readme: string, conf: string): string {
  const start = readme.indexOf(README_START);
  if (start < 0) throw new Error(`README.md has no "${README_START.split('\n')[0]}" block`);
  const from = start + README_START.length;
  const end = readme.indexOf('```\n', from);
  return readme.slice(0, from) + conf + readme.slice(end);
}

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const result = await buildSite({ root, outDir: path.join(os.tmpdir(), 'unused'), write: false });
  const conf = nginxConfig(result.pages, result.headerOptions);
  const targets = [
    { file: NGINX_FILE, now: readFileSync(path.join(root, NGINX_FILE), 'utf8'), wanted: conf },
    { file: 'README.md', now: readFileSync(path.join(root, 'README.md'), 'utf8'), wanted: '' },
  ];
  targets[1].wanted = readmeWithNginx(targets[1].now, conf);
  const stale = targets.filter((t) => t.now !== t.wanted);
  if (check) {
    if (stale.length) {
      console.error(`${stale.map((t) => t.file).join(' and ')} out of date: run npm run nginx:config and commit the result.`);
      process.exitCode = 1;
    } else console.log(`${NGINX_FILE} is up to date.`);
    return;
  }
  for (const t of stale) writeFileSync(path.join(root, t.file), t.wanted);
  console.log(stale.length ? `updated ${stale.map((t) => t.file).join(' and ')}` : `${NGINX_FILE} and README.md were up to date`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(formatError(error));
    process.exitCode = 1;
  });
}
