import { chromium, type Browser } from 'playwright-core';
import { HEADLESS_CHROMIUM } from '../../apps/api/src/modules/crawler/browser.ts';

/** Debian's Chromium, headless, with the background services that would call out switched off. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: HEADLESS_CHROMIUM });
}
