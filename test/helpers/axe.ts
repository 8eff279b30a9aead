// axe-core for the browser suites: the script a test injects and the WCAG rule sets every check
// runs (2.0, 2.1 and 2.2, levels A and AA), so each suite asks for the same rules.
import path from 'node:path';
import { ROOT } from './site-under-test.ts';

export const AXE_SCRIPT = path.join(ROOT, 'node_modules/axe-core/axe.min.js');
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
