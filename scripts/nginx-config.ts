// npm run gen:nginx: writes deploy/nginx.conf, the nginx server block that generator/headers/
// makes for the current pages and content. The Dockerfile serves the site with that file;
// test/quality/nginx.test.ts runs it in a real nginx, and fails when the file is stale.
//   --check   change nothing; exit 1 when the file is out of date (the Docker build runs this)
// It builds the site in memory (no dist/ is written; images come from the cache), because a
// page's policy can depend on what the build produced.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildDate } from '../generator/build-date.ts';
import { buildSite } from '../generator/build-site.ts';
import { commandLine } from '../generator/cli.ts';
import { formatError } from '../generator/errors.ts';
import { nginxConfig } from '../generator/headers/nginx.ts';
import { loadConfig } from '../generator/load-config.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const NGINX_FILE = 'deploy/nginx.conf';

async function main(): Promise<void> {
  const { values } = commandLine({
    command: 'npm run gen:nginx',
    summary: 'Writes deploy/nginx.conf, the nginx server block for the current pages and content (npm run check:nginx: --check).',
    options: { check: { type: 'boolean', default: false } },
    flags: [['--check', 'change nothing; exit 1 when the file is out of date (the Docker build runs this)']],
  });
  const config = await loadConfig(root);
  const outDir = path.join(os.tmpdir(), 'unused');
  const result = await buildSite({ root, config, outDir, write: false, siteUrl: process.env.SITE_URL, date: buildDate() });
  const wanted = nginxConfig(result.pages, result.headerOptions);
  const upToDate = readFileSync(path.join(root, NGINX_FILE), 'utf8') === wanted;
  if (values.check) {
    if (upToDate) console.log(`${NGINX_FILE} is up to date.`);
    else {
      console.error(`${NGINX_FILE} is out of date: run npm run gen:nginx and commit the result.`);
      process.exitCode = 1;
    }
    return;
  }
  if (!upToDate) writeFileSync(path.join(root, NGINX_FILE), wanted);
  console.log(upToDate ? `${NGINX_FILE} was up to date` : `updated ${NGINX_FILE}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(formatError(error));
    process.exitCode = 1;
  });
}
