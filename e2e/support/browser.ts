import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_PATH, HEADLESS_CHROMIUM } from '../../apps/api/src/modules/crawler/browser.ts';

export { CHROMIUM_PATH, HEADLESS_CHROMIUM as CHROMIUM_FLAGS };

/** Debian's Chromium, headless. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: HEADLESS_CHROMIUM });
}
