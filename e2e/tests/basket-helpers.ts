import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The shell's basket link, named by its badge count ("Basket, 3 pieces"). */
export async function expectBadge(page: Page, pieces: number): Promise<void> {
  const name = `Basket, ${pieces} ${pieces === 1 ? 'piece' : 'pieces'}`;
  await expect(page.getByRole('banner').getByRole('link', { name, exact: true })).toBeVisible();
}

/** Puts a product into the logged-in buyer's basket through the BFF, as Add to basket does. */
export async function addToBasket(
  page: Page,
  productId: string,
  quantities: Record<string, number>,
): Promise<void> {
  const response = await page.request.post('/api/basket/lines', { data: { productId, quantities } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Gives the buyer a business address, which the basket prefills as the delivery address. */
export async function giveBusinessAddress(page: Page): Promise<void> {
  const response = await page.request.patch('/api/profile', {
    data: {
      businessAddress: { street: 'Kifisias 100', city: 'Marousi', postalCode: '151 25', country: 'Greece' },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function orderReferences(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/orders');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { orders: { reference: string }[] };
  return body.orders.map((order) => order.reference);
}

/** Sets one size of a basket line, as a buyer does: type, then leave the field. */
export async function setSize(page: Page, product: string, size: string, quantity: number): Promise<void> {
  const field = page.getByRole('article', { name: product }).getByLabel(size, { exact: true });
  await field.fill(String(quantity));
  await field.press('Tab');
}
