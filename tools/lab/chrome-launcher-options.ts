// How the audit and the Lighthouse bench start Chromium through chrome-launcher.
import { Launcher } from 'chrome-launcher';
import { CHROME_PATH, disableFeatures, HEADLESS_ARGS } from './chromium.ts';

const FEATURES_SWITCH = '--disable-features=';

/**
 * chrome-launcher's own default flags, with our features merged into its --disable-features
 * (Chromium honours only the last one), read from chrome-launcher itself, so nothing is copied.
 */
export function chromeLauncherOptions(): { chromePath: string; ignoreDefaultFlags: true; chromeFlags: string[] } {
  const defaults = Launcher.defaultFlags();
  const launcherFeatures = defaults
    .filter((flag) => flag.startsWith(FEATURES_SWITCH))
    .flatMap((flag) => flag.slice(FEATURES_SWITCH.length).split(','));
  return {
    chromePath: CHROME_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...defaults.filter((flag) => !flag.startsWith(FEATURES_SWITCH)),
      '--headless=new',
      ...HEADLESS_ARGS,
      disableFeatures(launcherFeatures),
    ],
  };
}
