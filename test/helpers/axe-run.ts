// axe-core run in a page of the browser suites, every suite with the same WCAG rule sets (2.0, 2.1
// and 2.2, levels A and AA). Evaluated through the DevTools protocol, which the page's policy does
// not govern: an injected <script> would be refused, and bypassing the policy would test another
// page than the visitor's.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from './site-under-test.ts';

const AXE_SOURCE = readFileSync(path.join(ROOT, 'node_modules/axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary?: string; html: string }[];
}

/** axe-core's violations of the WCAG A and AA rules in the page, or in the element `include` selects. */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([tags, part]) =>
      (window as unknown as { axe: { run(c: object, o: object): Promise<{ violations: AxeViolation[] }> } }).axe
        .run(part ? { include: [part] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
        .then((r) => r.violations),
    [WCAG_TAGS, include ?? null] as const,
  );
}

/** A line per violation: its rule and the elements that break it. */
export const violationLines = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
