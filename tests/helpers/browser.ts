import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

const CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[];

export const chromiumPath = CANDIDATES.find((p) => fs.existsSync(p));

if (!chromiumPath) {
  if (process.env.CI === 'true') {
    throw new Error('CI=true but no Chromium was found (install Debian chromium or set CHROMIUM_PATH)');
  }
  console.warn('\n!!! No Chromium found at /usr/bin/chromium or CHROMIUM_PATH: BROWSER TESTS ARE SKIPPED !!!\n');
}

/** Browser tests: `describe.skipIf(!hasBrowser)`. */
export const hasBrowser = Boolean(chromiumPath);

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}
