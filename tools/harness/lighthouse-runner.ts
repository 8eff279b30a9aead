// Lighthouse in the system Chromium, for the audit and the Lighthouse bench: one browser started
// through chrome-launcher, and a run that Lighthouse asks to repeat done again in a new browser.
import { Launcher, launch } from 'chrome-launcher';
import type { Flags, RunnerResult } from 'lighthouse';
import type { RunFigures } from './audit-gate.ts';
import { CHROME_PATH, disabledFeatureLists, disableFeatures, HEADLESS_ARGS, isFeaturesSwitch } from './chromium.ts';

export type { RunnerResult };

/** chrome-launcher's own default flags, read from it, with our features merged into its --disable-features (Chromium honours only the last). */
export function chromeLauncherOptions(): { chromePath: string; ignoreDefaultFlags: true; chromeFlags: string[] } {
  const defaults = Launcher.defaultFlags();
  return {
    chromePath: CHROME_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...defaults.filter((flag) => !isFeaturesSwitch(flag)),
      '--headless=new',
      ...HEADLESS_ARGS,
      disableFeatures(disabledFeatureLists(defaults).flat()),
    ],
  };
}

/** A Lighthouse score (0–1) as the 0–100 it is shown as. */
export const score = (x: number | null | undefined) => Math.round((x ?? 0) * 100);

/** The figures of one run, with the speed index the bench prints too. */
export function figuresOf({ lhr }: RunnerResult): RunFigures & { speedIndex: number } {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    perf: score(lhr.categories.performance?.score),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    mainThread: metric('mainthread-work-breakdown'),
    speedIndex: metric('speed-index'),
  };
}

/** Starts Chromium; run() audits a URL in it, close() ends it. */
export async function openLighthouse() {
  // Lighthouse is hundreds of modules: loaded only here, so a command's --help answers at once.
  const { default: lighthouse } = await import('lighthouse');
  let chrome = await launch(chromeLauncherOptions());
  async function run(url: string, flags: Flags, attempt = 1): Promise<RunnerResult> {
    // There is no internet in the lab: the booking provider's hosts are blocked, and a blocked
    // request is no console error.
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', blockedUrlPatterns: ['*honeybook.com*'], ...flags });
    const failure = result ? result.lhr.runtimeError : { code: 'NO_RESULT', message: 'Lighthouse returned nothing' };
    if (!failure) return result!;
    // Trace-recording hiccups (NO_NAVSTART, NO_FCP…) say "run Lighthouse again": do, twice at
    // most, in a new browser (the same browser has been seen to repeat the hiccup).
    if (attempt >= 3) throw new Error(`${url}: ${failure.code} ${failure.message}`);
    console.log(`  ${new URL(url).pathname}: ${failure.code}, running again in a new browser`);
    await chrome.kill();
    chrome = await launch(chromeLauncherOptions());
    return run(url, flags, attempt + 1);
  }
  return { run, close: () => chrome.kill() };
}
