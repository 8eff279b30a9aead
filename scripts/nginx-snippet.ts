// Prints the nginx server snippet that generator/headers.ts generates, for the README's
// "Security headers" section (test/quality/headers.test.ts checks that the README has it).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { nginxSnippet, videoOrigins } from '../generator/headers.ts';
import { discoverPages } from '../generator/routes.ts';
import * as content from '../content/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pages = await discoverPages(root);
process.stdout.write(nginxSnippet(pages, { mediaOrigins: videoOrigins(content as unknown as Record<string, unknown>) }));
