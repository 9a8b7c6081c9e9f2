import {
  OFFICE_PRODUCTS_PAGE_SIZE,
  type OfficeProductList,
  type OfficeProductListQuery,
  type OfficeProductSort,
  typedSearch,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchScores } from '../../repositories/product-search.ts';
import { officeSummaryOf, type PhotoRow, type ProductRow, rowMissesGreek } from './product-rows.ts';

/**
 * The office's product list. The catalogue is a few hundred products, so the list reads them all and
 * filters, counts and sorts in JS: one behaviour on both engines for what SQL would do differently — Greek
 * names compared without case and accents (SQLite's `lower()` only knows ASCII) and "Greek missing", which
 * is contracts `missesGreek` itself rather than an SQL copy of it. The search box is the catalogue's search
 * (repositories/product-search.ts: Greek and Greeklish, typos, codes), over every status: its matches come
 * from the database, most relevant first, then in the list's order.
 */

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Sortable = Pick<ProductRow, 'code' | 'name_en' | 'price_cents' | 'created_at' | 'position'>;

/** Newest first: created last, then in catalogue order (an import's lines as in its file; the seed's). */
function newestFirst(a: Sortable, b: Sortable): number {
  if (a.created_at !== b.created_at) return a.created_at < b.created_at ? 1 : -1;
  return a.position - b.position;
}

const ORDERS: Record<OfficeProductSort, (a: Sortable, b: Sortable) => number> = {
  newest: newestFirst,
  name: (a, b) => byName.compare(a.name_en, b.name_en) || byName.compare(a.code, b.code),
  'price-low': (a, b) => a.price_cents - b.price_cents || newestFirst(a, b),
  'price-high': (a, b) => b.price_cents - a.price_cents || newestFirst(a, b),
};

/** The products in the list's order (a new array). */
export function sortProducts<T extends Sortable>(rows: readonly T[], sort: OfficeProductSort): T[] {
  return [...rows].sort(ORDERS[sort]);
}

/** One page of the list, with the counts of the whole catalogue for the list's tabs. */
export async function listOfficeProducts(
  db: Kysely<Database>,
  query: OfficeProductListQuery,
): Promise<OfficeProductList> {
  const rows = await db.selectFrom('products').selectAll().execute();
  const missing = new Set(rows.filter(rowMissesGreek).map((row) => row.id));
  const counts = { draft: 0, published: 0, hidden: 0, missingGreek: missing.size };
  for (const row of rows) {
    if (row.status === 'draft' || row.status === 'published' || row.status === 'hidden')
      counts[row.status] += 1;
  }

  const q = typedSearch(query.q ?? '');
  const scores = q === '' ? null : await searchScores(db, q);
  const matching = rows.filter(
    (row) =>
      (!query.category || row.category === query.category) &&
      (!query.status || row.status === query.status) &&
      (!query.missingGreek || missing.has(row.id)) &&
      (scores === null || scores.has(row.id)),
  );
  const total = matching.length;
  const pageCount = Math.max(1, Math.ceil(total / OFFICE_PRODUCTS_PAGE_SIZE));
  const page = query.page ?? 1;
  const start = (page - 1) * OFFICE_PRODUCTS_PAGE_SIZE;
  const sorted = sortProducts(matching, query.sort ?? 'newest');
  if (scores) sorted.sort((a, b) => (scores.get(a.id) ?? 0) - (scores.get(b.id) ?? 0));
  const items = sorted.slice(start, start + OFFICE_PRODUCTS_PAGE_SIZE);

  const mainPhotos = new Map<string, PhotoRow>();
  if (items.length > 0) {
    const photos = await db
      .selectFrom('product_photos')
      .selectAll()
      .where(
        'product_id',
        'in',
        items.map((row) => row.id),
      )
      .orderBy('position', 'asc')
      .execute();
    for (const photo of photos)
      if (!mainPhotos.has(photo.product_id)) mainPhotos.set(photo.product_id, photo);
  }
  return {
    items: items.map((row) => officeSummaryOf(row, mainPhotos.get(row.id))),
    total,
    page,
    pageCount,
    counts,
  };
}
