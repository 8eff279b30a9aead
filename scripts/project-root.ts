// The project's folder: each command works on the project it belongs to, wherever it is run from.
import path from 'node:path';

export const PROJECT_ROOT = path.resolve(import.meta.dirname, '..');
