import type { Page } from '@playwright/test';

/** Follows a link of the top bar's Shop menu ('Ready to ship', 'Custom made'): opens the menu, then clicks. */
export async function followShopLink(page: Page, name: string, shopLabel = 'Shop'): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: shopLabel, exact: true }).click();
  await banner.getByRole('link', { name, exact: true }).click();
}
