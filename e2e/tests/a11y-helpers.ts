import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { addToBasket, giveBusinessAddress } from './basket-helpers.ts';
import { expect } from './fixtures.ts';

/** What axe found at one place of the shop, in a form that reads well in a failed assertion. */
interface Finding {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe over the page as it is now and returns the serious and critical violations (with where they
 * were found), so a test can collect a whole tour before asserting.
 */
export async function seriousViolations(page: Page, where: string): Promise<Finding[]> {
  // Legacy mode runs axe.run in the page itself instead of finishing in a new blank page each time:
  // the same rules and results (the shop has no cross-origin frames), in half the time.
  // WCAG 2.2's target size (24 px, or spaced so) is not among axe's default rules: asked for explicitly.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'target-size': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

/** Asserts axe found nothing serious or critical anywhere on the tour. */
export function expectNoFindings(findings: Finding[]): void {
  expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
}

/**
 * Waits until the page has settled: its main heading is shown, no request is pending and nothing says
 * "Loading" any more, so axe sees what a buyer sees and not a spinner.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** The language a page opens in: stored the way the shell's language toggle stores it. */
export async function useLanguage(page: Page, language: 'en' | 'gr'): Promise<void> {
  await page.addInitScript((value) => {
    window.localStorage.setItem('shell.language', value);
  }, language);
}

/** Submits an order through the BFF as the basket does, and returns its reference. */
export async function placeOrder(page: Page): Promise<string> {
  await giveBusinessAddress(page);
  await addToBasket(page, '1', { S: 2, M: 3 });
  const response = await page.request.post('/api/orders', {
    data: {
      deliveryOption: 'standard',
      deliveryAddress: { street: 'Kifisias 100', city: 'Marousi', postalCode: '151 25', country: 'Greece' },
    },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { reference: string }).reference;
}
