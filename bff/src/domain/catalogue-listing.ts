// A page of the catalogue listing as GET /api/products serves it (and `npm run bench -- catalogue` runs it).
import { CATALOGUE_PAGE_SIZE, type Sort } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ProductRow } from '../db/tables/core.ts';
import { searchProducts, searchTerms } from '../repositories/product-search.ts';
import { matchCounts, type ProductFilter, pageOfProducts } from '../repositories/products.ts';

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
 * order. The matches are counted first (per price or stretch of catalogue order, from the counts the
 * database keeps), for the page count; then only the page served is read, from where the counts say it
 * starts: a page past the end is clamped to the last one (as the contract's `page` says).
 */
export async function listingPage(
  db: Kysely<Database>,
  filter: ProductFilter,
  sort: Sort,
  page: number,
  q = '',
): Promise<ListingPage> {
  if (q !== '') return searchPage(db, q, filter, sort, page);
  const counts = await matchCounts(db, filter, sort);
  const pageCount = Math.max(1, Math.ceil(counts.total / CATALOGUE_PAGE_SIZE));
  const served = Math.min(page, pageCount);
  const rows = await pageOfProducts(db, filter, sort, counts, {
    limit: CATALOGUE_PAGE_SIZE,
    offset: (served - 1) * CATALOGUE_PAGE_SIZE,
  });
  return { rows, total: counts.total, served, pageCount };
}

/**
 * The same page for a search (`q`, as contracts `typedSearch` tidies it): the page read from the search index
 * most relevant first, then in `sort` order, with the count of every match (repositories/product-search.ts),
 * in one statement that serves the last page for one past the end.
 */
async function searchPage(
  db: Kysely<Database>,
  q: string,
  filter: ProductFilter,
  sort: Sort,
  page: number,
): Promise<ListingPage> {
  const terms = await searchTerms(db, q);
  const { rows, total } = await searchProducts(db, terms, filter, sort, pageAt(page));
  const pageCount = Math.max(1, Math.ceil(total / CATALOGUE_PAGE_SIZE));
  return { rows, total, served: Math.min(page, pageCount), pageCount };
}

function pageAt(page: number): { limit: number; offset: number } {
  return { limit: CATALOGUE_PAGE_SIZE, offset: (page - 1) * CATALOGUE_PAGE_SIZE };
}
