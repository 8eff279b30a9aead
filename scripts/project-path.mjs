// tsx cannot load a module whose path has a "?" and blames the code, not the folder: say so first.
// Plain JavaScript, so it runs before tsx.
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
if (root.includes('?')) {
  console.error(
    `This project is in ${root}, whose path has a "?": tsx, which runs the build and the servers, cannot load files ` +
      'from such a path. Move or rename the folder to a path without "?", then run the command again.',
  );
  process.exit(1);
}
