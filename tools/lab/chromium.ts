// The Chromium the tests, the audit and the benches drive: Debian's, or $CHROME_PATH.
import { existsSync } from 'node:fs';

export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROME_PATH);
/** Flags for a headless run in a container: no sandbox (no user namespaces), no GPU, nothing phoning home. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
