// A page of the catalogue listing as GET /api/products serves it (and `npm run bench -- catalogue` runs it).
import { CATALOGUE_PAGE_SIZE, type Sort } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ProductRow } from '../db/tables/core.ts';
import { countProducts, listProducts, type ProductFilter } from '../repositories/products.ts';

/** One page of the listing: its products, how many match, which page it is and how many there are. */
export interface ListingPage {
  rows: ProductRow[];
  total: number;
  /** The page asked for, or the last one when that is past the end. */
  served: number;
  pageCount: number;
}

/**
 * Page `page` (1-based, CATALOGUE_PAGE_SIZE products) of the published products matching `filter`, in `sort`
 * order. The matches are counted first, for the page count (`countProducts` keeps the count, so the page's
 * own read finds it), then only the page served is read: a page past the end is clamped to the last one (as
 * the contract's `page` says).
 */
export async function listingPage(
  db: Kysely<Database>,
  filter: ProductFilter,
  sort: Sort,
  page: number,
): Promise<ListingPage> {
  const pageCount = Math.max(1, Math.ceil((await countProducts(db, filter)) / CATALOGUE_PAGE_SIZE));
  const served = Math.min(page, pageCount);
  const { rows, total } = await listProducts(db, filter, sort, {
    limit: CATALOGUE_PAGE_SIZE,
    offset: (served - 1) * CATALOGUE_PAGE_SIZE,
  });
  return { rows, total, served, pageCount };
}
