// npm run check:links [-- DIR]: the link check of the build (generator/check/check.ts), run over a built
// site on disk (dist/ by default). Fails on any broken internal href, src, srcset, poster,
// style url(), stylesheet url() or #fragment; lists every external link without fetching it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { globby } from 'globby';
import { checkOutput, isExternal, ownPath, scanPage } from '../generator/check/check.ts';
import { commandLine } from '../generator/cli.ts';
import { builtSite } from '../tools/harness/built-site.ts';

const { positionals } = commandLine({
  command: 'npm run check:links',
  summary: 'Every internal link, source and #fragment of a built site resolves; lists the external links without fetching them.',
  options: {},
  flags: [],
  positionals: '[DIR]  (default dist/)',
});
const dir = builtSite('check:links', positionals[0]);

// The site URL the pages were built for: the host of the canonical link on the home page.
const home = readFileSync(path.join(dir, 'index.html'), 'utf8');
const siteUrl = /<link rel="canonical" href="(https?:\/\/[^"/]+)/.exec(home)?.[1];

// Text files are read (the check parses them); other files only need to exist.
const files = new Map<string, Uint8Array | string>();
const all = await globby('**/*', { cwd: dir, dot: true });
for (const file of all) {
  files.set(file, /\.(html|css|js|xml|txt|json)$/.test(file) ? readFileSync(path.join(dir, file)) : new Uint8Array());
}
// The site's pages; the editor under admin/ is not one of them (its page holds no site links).
const pages = all.filter((f) => f.endsWith('.html') && !f.startsWith('admin/')).sort();

const external = new Map<string, Set<string>>();
let internal = 0;
for (const page of pages) {
  for (const ref of scanPage(page, readFileSync(path.join(dir, page), 'utf8')).references) {
    const url = ownPath(ref.url, siteUrl);
    if (!isExternal(url)) {
      internal += 1;
      continue;
    }
    if (!external.has(url)) external.set(url, new Set());
    external.get(url)!.add(page);
  }
}
console.log(`External links (listed, not fetched): ${external.size}`);
for (const [url, where] of [...external].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`  ${url}\n      on ${[...where].join(', ')}`);
}

try {
  checkOutput(files, pages, siteUrl);
  console.log(`\nInternal references: all ${internal} in ${pages.length} pages resolve, and every url() in the stylesheets.`);
} catch (error) {
  console.error(`\n${(error as Error).message}`);
  process.exit(1);
}
