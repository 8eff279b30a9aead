// The audit's Chromium flags: chrome-launcher's defaults kept, with one --disable-features switch
// (Chromium honours only the last) that holds chrome-launcher's features and ours.
import { Launcher } from 'chrome-launcher';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { CHROMIUM_ARGS, disabledFeatureLists, isFeaturesSwitch } from '../../tools/harness/chromium.ts';
import { chromeLauncherOptions } from '../../tools/harness/lighthouse.ts';

const features = (flags: readonly string[]) => disabledFeatureLists(flags).flat();

test('every default flag of chrome-launcher is kept, but its --disable-features, which is merged into ours', () => {
  const { chromeFlags, ignoreDefaultFlags } = chromeLauncherOptions();
  assert.ok(ignoreDefaultFlags);
  const defaults = Launcher.defaultFlags();
  for (const flag of defaults.filter((f) => !isFeaturesSwitch(f))) assert.ok(chromeFlags.includes(flag), flag);
  assert.is(chromeFlags.filter(isFeaturesSwitch).length, 1);
  const merged = new Set(features(chromeFlags));
  assert.equal(
    features(defaults).filter((f) => !merged.has(f)),
    [],
  );
});

test('the audit turns off the same features of its own as the tests’ browser, and runs headless without a sandbox', () => {
  const { chromeFlags } = chromeLauncherOptions();
  const ours = features(CHROMIUM_ARGS);
  const audit = new Set(features(chromeFlags));
  for (const feature of ours.filter((f) => f.startsWith('WebUI'))) assert.ok(audit.has(feature), feature);
  for (const flag of ['--headless=new', '--no-sandbox', '--disable-gpu']) assert.ok(chromeFlags.includes(flag), flag);
});

test.run();
