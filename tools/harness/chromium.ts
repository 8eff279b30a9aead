// The Chromium the tests, the audit and the benches drive: Debian's, or $CHROME_PATH.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROME_PATH);
/** Flags for a headless run in a container: no sandbox (no user namespaces), no GPU, nothing phoning home. */
export const HEADLESS_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The address bar's WebUI popups, a renderer each per window, never shown headless (docs/testing.md, "No browser chrome nobody sees"). */
const UNSEEN_WINDOW_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off itself (playwright-core's chromiumSwitches), repeated because
 * Chromium honours only the last --disable-features switch, so ours replaces Playwright's
 * (test/browser/chromium.test.ts names any a Playwright update adds).
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

const FEATURES_SWITCH = '--disable-features=';

/** Whether `flag` is a --disable-features switch. */
export const isFeaturesSwitch = (flag: string): boolean => flag.startsWith(FEATURES_SWITCH);

/** The features of each --disable-features switch among `flags`, a list per switch, in order. */
export function disabledFeatureLists(flags: readonly string[]): string[][] {
  return flags.filter(isFeaturesSwitch).map((flag) => flag.slice(FEATURES_SWITCH.length).split(','));
}

/** One --disable-features switch: a launcher's own list and ours. */
export function disableFeatures(launcherFeatures: readonly string[]): string {
  return `${FEATURES_SWITCH}${[...new Set([...launcherFeatures, ...UNSEEN_WINDOW_UI])].join(',')}`;
}

/** The arguments of a Playwright launch. */
export const CHROMIUM_ARGS = [...HEADLESS_ARGS, disableFeatures(PLAYWRIGHT_DISABLED_FEATURES)];

/** Chromium through Playwright, with those arguments. */
export const launchChromium = () => chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
