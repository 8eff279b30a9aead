// Valid HTML: the W3C Nu Html Checker (vnu-jar, run with the machine's Java) reports
// zero errors on every built page, and html-validate (.htmlvalidate.json) finds nothing either.
// .htmlvalidate.json switches off no-autoplay (the home page's hero is a muted, looping background
// clip, which browsers allow to autoplay and the site's brief asks for) and the style rules that
// React's output cannot follow:
//  doctype-style (we write "<!doctype html>"), void-style (React writes <br/>),
//  attribute-boolean-style / attribute-empty-style (React writes hidden="" and the like),
//  no-trailing-whitespace, no-inline-style (the image pipeline's dominant-colour style=""),
//  long-title (titles are "<page> | Elevate Events" and checked for length in the SEO suite).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type ConfigData, HtmlValidate } from 'html-validate';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ALL_PAGES, ROOT, siteDir } from '../helpers/site-under-test.ts';

const test = suite('valid HTML');
const VNU = path.join(ROOT, 'node_modules/vnu-jar/build/dist/vnu.jar');
// One short run over a few pages: the JVM's optimising compiler and parallel collector would
// cost more than they save, so only the quick compiler and the serial collector run. The quick
// compiler's larger frames need a bigger stack than the checker's minimum of 512k.
const JVM_OPTIONS = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

const hasJava = spawnSync('java', ['-version']).status === 0;
if (!hasJava && process.env.CI === 'true') throw new Error('no Java for the Nu checker (apt-get install default-jre-headless)');

(hasJava ? test : test.skip)('the Nu Html Checker reports zero errors on every page', async () => {
  const dir = await siteDir();
  const files = ALL_PAGES.map((f) => path.join(dir, f));
  const r = spawnSync('java', [...JVM_OPTIONS, '-jar', VNU, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 32 * 1024 * 1024,
  });
  const messages = (JSON.parse(r.stderr || '{"messages":[]}').messages ?? []) as {
    type: string;
    url: string;
    lastLine?: number;
    message: string;
    extract?: string;
  }[];
  const errors = messages.filter((m) => m.type === 'error' || m.type === 'non-document-error');
  const lines = errors.map(
    (m) =>
      `  ${path.relative(dir, new URL(m.url).pathname)}:${m.lastLine ?? '?'} ${m.message}\n      ${(m.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
  );
  console.log(`\nNu Html Checker: ${errors.length} error(s) in ${files.length} pages`);
  assert.is(errors.length, 0, `Nu checker errors:\n${lines.join('\n')}`);
});

test('html-validate (recommended rules) finds nothing on any page', async () => {
  const dir = await siteDir();
  // The project's own rules, whatever folder the build is in: looked up from the page's folder,
  // a build outside the project would find no configuration and check nothing.
  const config = JSON.parse(readFileSync(path.join(ROOT, '.htmlvalidate.json'), 'utf8')) as ConfigData;
  const validator = new HtmlValidate(config);
  assert.ok(config.extends?.includes('html-validate:recommended'), 'precondition: the recommended rules');
  const problems: string[] = [];
  for (const file of ALL_PAGES) {
    const report = await validator.validateFile(path.join(dir, file));
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`  ${file}:${m.line}:${m.column} ${m.ruleId}: ${m.message}`);
    }
  }
  console.log(`html-validate: ${problems.length} problem(s) in ${ALL_PAGES.length} pages`);
  assert.is(problems.length, 0, `html-validate:\n${problems.join('\n')}`);
});

test.run();
