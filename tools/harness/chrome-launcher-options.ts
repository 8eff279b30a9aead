// How the audit and the Lighthouse bench start Chromium through chrome-launcher.
import { Launcher } from 'chrome-launcher';
import { CHROME_PATH, disabledFeatureLists, disableFeatures, HEADLESS_ARGS, isFeaturesSwitch } from './chromium.ts';

/**
 * chrome-launcher's own default flags, with our features merged into its --disable-features
 * (Chromium honours only the last one), read from chrome-launcher itself, so nothing is copied.
 */
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
