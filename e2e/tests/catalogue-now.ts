import type { Page } from '@playwright/test';
import type { Category } from '@shop/contracts';
import { OWN_SHOP } from './shop-under-test.ts';

/**
 * What the catalogue holds, for journeys that check counts and pages. On the suite's own shop it is the
 * seed, fresh: the journey states the seeded figures, as before. On a running shop the team may have added,
 * changed or hidden products since it was seeded, so the figures are what its API answers now, asked with
 * the journey's own cookies (as a visitor or as its buyer); the journey then checks the page shows the same.
 */

interface ListAnswer {
  total: number;
  items: { id: string; name: string; priceCents?: number }[];
  facets: { categories: { value: Category; count: number }[] };
}

async function listNow(page: Page, query: string): Promise<ListAnswer> {
  const response = await page.request.get(`/api/products${query ? `?${query}` : ''}`);
  if (!response.ok()) throw new Error(`GET /api/products?${query}: ${response.status()}`);
  return (await response.json()) as ListAnswer;
}

/** How many products the catalogue lists for this query (`colours=red,blue`; empty: all). */
export async function productCount(page: Page, query: string, seeded: number): Promise<number> {
  return OWN_SHOP ? seeded : (await listNow(page, query)).total;
}

/** How many products a category has (the count its filter button shows). */
export async function categoryCount(page: Page, category: Category, seeded: number): Promise<number> {
  if (OWN_SHOP) return seeded;
  const { facets } = await listNow(page, '');
  return facets.categories.find((facet) => facet.value === category)?.count ?? 0;
}

/** The prices, in euros, of the first page's cards for this query, in order (a buyer's cookies). */
export async function pricesListed(page: Page, query: string, seeded: number[]): Promise<number[]> {
  if (OWN_SHOP) return seeded;
  return (await listNow(page, query)).items.map((item) => (item.priceCents ?? Number.NaN) / 100);
}

/** A product the catalogue lists on this page: the journey's seeded one, or a running shop's first there. */
export async function aProductOfPage(
  page: Page,
  number: number,
  seeded: { id: string; name: string },
): Promise<{ id: string; name: string }> {
  if (OWN_SHOP) return seeded;
  const first = (await listNow(page, `page=${number}`)).items[0];
  if (!first) throw new Error(`The catalogue has no page ${number}`);
  return { id: first.id, name: first.name };
}

/** The count as the catalogue's page writes it: `1 product`, `22 products`. */
export function productsText(count: number): string {
  return `${count} ${count === 1 ? 'product' : 'products'}`;
}

/**
 * A query that lists nothing, for the "no products found" state: the seed has no skirts; a running shop's
 * first category without products, or else a price floor no product reaches.
 */
export async function queryListingNothing(page: Page): Promise<string> {
  if (OWN_SHOP) return 'category=skirts';
  const empty = (await listNow(page, '')).facets.categories.find((facet) => facet.count === 0);
  return empty ? `category=${empty.value}` : 'minPrice=99999';
}
