// Builds the site once for a whole test run, into the folder given, and records what it was
// built from (test/helpers/shared-build.ts). test/run.mjs runs it when a suite needs the site;
// .ci/run runs it for dist/, which its gates and then npm test (TEST_BUILD=dist) share.
//   node --import tsx test/build-test-site.ts <folder>
import path from 'node:path';
import { formatError } from '../generator/errors.ts';
import { buildForTests, ROOT, TEST_DATE } from './helpers/shared-build.ts';

const [folder] = process.argv.slice(2);
if (!folder) {
  console.error('usage: node --import tsx test/build-test-site.ts <folder>');
  process.exit(2);
}
const outDir = path.resolve(folder);
const started = performance.now();
try {
  const { result } = await buildForTests(ROOT, outDir, TEST_DATE);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `built ${result.pages.length} pages, ${result.files.size} files into ${path.relative(process.cwd(), outDir) || '.'} in ${seconds} s, for the tests (dated ${TEST_DATE.toISOString().slice(0, 10)})`,
  );
} catch (error) {
  console.error(`\nThe test build failed.\n${formatError(error, false)}`);
  process.exitCode = 1;
}
