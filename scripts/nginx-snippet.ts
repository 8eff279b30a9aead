// Prints the nginx server snippet that generator/headers.ts generates, for the README's
// "Security headers" section (test/quality/headers.test.ts checks that the README has it).
import { nginxSnippet, videoOrigins } from '../generator/headers.ts';
import * as content from '../content/index.ts';
import { ROUTES } from '../content/schema.ts';

const pages = [
  ...ROUTES.map((route) => ({ route, outFile: route === '/' ? 'index.html' : `${route.slice(1)}/index.html` })),
  { route: null, outFile: '404.html' },
];
process.stdout.write(nginxSnippet(pages, { mediaOrigins: videoOrigins(content as unknown as Record<string, unknown>) }));
