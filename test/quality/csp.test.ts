// The Content-Security-Policy in practice: every page loaded in Chromium, served by
// `serve` WITH the production headers, raises no `securitypolicyviolation` event and logs no
// CSP error, the contact page included. There is no internet here, so the provider's requests
// are aborted (a blocked request is not a CSP violation: CSP checks run before the network).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Browser } from 'playwright-core';
import { HAS_CHROMIUM, launch, VIEWPORTS } from '../helpers/browser.ts';
import { PATHS, PROVIDER_HOSTS, servedOrigin, stopServing } from './_site.ts';

const test = suite<{ browser: Browser; origin: string }>('csp');

// Runs in the page before any of its scripts: records every violation on window.
const RECORD = `window.__cspViolations = [];
document.addEventListener('securitypolicyviolation', (e) => {
  window.__cspViolations.push(e.violatedDirective + ' blocked ' + (e.blockedURI || '(inline)') + ' at ' + e.sourceFile + ':' + e.lineNumber);
}, true);`;

if (HAS_CHROMIUM) {
  test.before(async (ctx) => {
    [ctx.browser, ctx.origin] = await Promise.all([launch(), servedOrigin()]);
  });
  test.after(async (ctx) => {
    await ctx.browser?.close();
    await stopServing();
  });

  for (const { name, width, height } of VIEWPORTS) {
    for (const p of [...PATHS, '/no-such-page']) {
      test(`${p} (${name}) loads under its CSP without a single violation`, async (ctx) => {
        const context = await ctx.browser.newContext({ viewport: { width, height } });
        const page = await context.newPage();
        const consoleErrors: string[] = [];
        page.on('console', (m) => {
          if (/Content.Security.Policy|Refused to/i.test(m.text())) consoleErrors.push(m.text());
        });
        await page.addInitScript(RECORD);
        const provider: string[] = [];
        await page.route(PROVIDER_HOSTS, (route) => {
          provider.push(route.request().url());
          return route.abort();
        });
        // The booking page injects the provider's script once it has loaded.
        const providerAsked = p === '/contact' ? page.waitForRequest(PROVIDER_HOSTS, { timeout: 10_000 }) : null;
        const response = await page.goto(ctx.origin + p, { waitUntil: 'load' });
        assert.ok(response?.headers()['content-security-policy'], `${p} is served with a CSP`);
        // Let the widgets run: scroll (lazy images, videos), a rendered frame per screen; hover a
        // link (prefetch); then wait until the network is quiet.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight) {
            scrollTo(0, y);
            await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
          }
        });
        await page.locator('main a[href^="/"]:visible').first().hover({ timeout: 1000 }).catch(() => {});
        await providerAsked;
        await page.waitForLoadState('networkidle');
        const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
        assert.equal(violations, [], `${p}: securitypolicyviolation events`);
        assert.equal(consoleErrors, [], `${p}: CSP console errors`);
        if (p === '/contact') assert.ok(provider.some((u) => u.startsWith('https://widget.honeybook.com/')), 'the contact page asked for the HoneyBook script (then aborted here)');
        await context.close();
      });
    }
  }
} else {
  test.skip('csp (no Chromium)', () => {});
}

test.run();
