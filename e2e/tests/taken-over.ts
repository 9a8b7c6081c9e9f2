import type { Page } from '@playwright/test';
import { TAKEN_OVER_ATTRIBUTE } from '@shop/contracts';

/**
 * Waits until the shell runs the page the BFF sent rendered (it marks the root taken over). Before that, a
 * link is followed by the browser itself, as a new page load: a test of what the shop does on a navigation
 * in the page (focus, scroll, state kept) has to wait for it first.
 */
export async function untilTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => document.getElementById('root')?.hasAttribute(mark) === true,
    TAKEN_OVER_ATTRIBUTE,
  );
}
