import type { Locator, Page } from '@playwright/test';
import { SEARCH_CASES } from '@shop/contracts/testing/search';
import { expect } from './fixtures.ts';

/**
 * The search journeys' vocabulary: the demo catalogue's names (bff/src/seed/products.ts) and what the shared
 * table of searches (contracts testing/search-cases.ts) says each search finds.
 */

/** The English names of the demo catalogue's products the search journeys read, by id. */
export const SEEDED_NAMES: Record<string, string> = {
  '1': 'Red Tiered Maxi Dress',
  '3': 'White Embroidered Kaftan Dress',
  '7': 'Cream Crochet-Trim Maxi Dress',
  '9': 'Teal Paisley Maxi Dress',
  '11': 'Multicolour Patchwork Maxi Dress',
  '17': 'Pink Floral Halter Maxi Dress',
  '18': 'Beige Linen-Look Maxi Dress',
  '21': 'White Embroidered Peasant Top',
};

/** Greek names, for the journeys in Greek. */
export const SEEDED_GREEK_NAMES: Record<string, string> = {
  '3': 'Λευκό κεντημένο φόρεμα καφτάνι',
};

/** The ids the shared table says a search finds (fails for a search it does not hold). */
export function expectedIds(query: string): string[] {
  const found = SEARCH_CASES.find((entry) => entry.query === query);
  if (!found) throw new Error(`No search case for “${query}” in contracts testing/search-cases.ts`);
  return found.expectIds;
}

/** The English names of the products a search finds, as the table says. */
export function expectedNames(query: string): string[] {
  return expectedIds(query).map((id) => {
    const name = SEEDED_NAMES[id];
    if (!name) throw new Error(`search-helpers.ts: no seeded name for product ${id}`);
    return name;
  });
}

/** The top bar's search box (on every page of the shop, not of the back office). */
export function topSearch(page: Page, label = 'Search products'): Locator {
  return page.getByRole('banner').getByRole('combobox', { name: label });
}

/** The listbox of suggestions a search box controls (`aria-controls`). */
export async function suggestionsOf(page: Page, box: Locator): Promise<Locator> {
  const id = await box.getAttribute('aria-controls');
  if (!id) throw new Error('The search box controls no listbox (aria-controls)');
  return page.getByRole('listbox').and(page.locator(`[id="${id}"]`));
}

/** The catalogue remote's part of the page. */
export function catalogue(page: Page): Locator {
  return page.locator('[data-boundary="catalog"]');
}

/** The catalogue's results: the region named by its "Products" heading. */
export function results(page: Page, heading = 'Products'): Locator {
  return catalogue(page).getByRole('region', { name: heading, exact: true });
}

/** The names of the products the results list, as their cards' headings read. */
export function resultNames(page: Page, heading = 'Products'): Promise<string[]> {
  return results(page, heading).getByRole('heading', { level: 3 }).allInnerTexts();
}

/** Waits for the results to list exactly these names (in any order). */
export async function expectResults(page: Page, names: string[], heading = 'Products'): Promise<void> {
  await expect.poll(async () => (await resultNames(page, heading)).sort()).toEqual([...names].sort());
}

/** Presses ArrowDown until `option` is the box's active descendant (at most once per option). */
export async function arrowTo(page: Page, box: Locator, option: Locator): Promise<void> {
  const id = await option.getAttribute('id');
  expect(id).toBeTruthy();
  const listbox = await suggestionsOf(page, box);
  const count = await listbox.getByRole('option').count();
  for (let presses = 0; presses < count; presses++) {
    await page.keyboard.press('ArrowDown');
    if ((await box.getAttribute('aria-activedescendant')) === id) break;
  }
  await expect(box).toHaveAttribute('aria-activedescendant', id ?? '');
  await expect(option).toHaveAttribute('aria-selected', 'true');
}
