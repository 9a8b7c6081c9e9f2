import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Is this element the one that has the keyboard focus? */
export async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((node) => node === document.activeElement).catch(() => false);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user walks through a page,
 * and fails when it is not reached within `max` presses: the element is not in the tab order.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, max = 60 }: { backwards?: boolean; max?: number } = {},
): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  if (await hasFocus(target)) return;
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${target} not reached with ${max} presses of Tab; the focus is on ${focused}`);
}
