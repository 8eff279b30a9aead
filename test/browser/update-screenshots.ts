// npm run test:update-screenshots: the screenshot tests (./screenshots.test.ts) drawing new
// baselines instead of comparing with them. Its command line is read first, so --help or a
// mistyped flag never rewrites a baseline.
import { commandLine } from '../../generator/cli.ts';

commandLine({
  command: 'npm run test:update-screenshots',
  summary:
    "Draws every page template at 390 and 1440 px again and writes the pictures as the screenshot tests' baselines (test/screenshots/), " +
    'with a record of the content and the Chromium that drew them. Look at them before committing.',
  options: {},
  flags: [],
});
process.env.UPDATE_SCREENSHOTS = 'true';
await import('./screenshots.test.ts');
