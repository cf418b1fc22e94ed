import type { Locator, Page } from 'playwright-core';

const ATTEMPTS = 3;

/**
 * Chooses an option of an antd select and waits until `chosen` shows the choice (by default the
 * select itself, whose dropdown lives elsewhere in the page). On a loaded machine a click can
 * land while the dropdown is still opening and choose nothing: then the dropdown is closed,
 * opened and clicked again.
 */
export async function chooseOption(
  page: Page,
  select: Locator,
  option: string,
  chosen: Locator = select.filter({ hasText: option }),
): Promise<void> {
  const open = page.locator('.ant-select-dropdown:visible');
  for (let attempt = 1; ; attempt++) {
    if (await open.count()) await page.keyboard.press('Escape');
    await select.click();
    await open.locator('.ant-select-item-option', { hasText: option }).first().click();
    try {
      await chosen.waitFor({ state: 'attached', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === ATTEMPTS) throw error;
    }
  }
}
