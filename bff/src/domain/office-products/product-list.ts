import {
  normaliseProductCode,
  OFFICE_PRODUCTS_PAGE_SIZE,
  type OfficeProductList,
  type OfficeProductListQuery,
  type OfficeProductSort,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchKey } from '../../lib/search-key.ts';
import { officeSummaryOf, type PhotoRow, type ProductRow, rowMissesGreek } from './product-rows.ts';

/**
 * The office's product list. The catalogue is a few hundred products, so the list reads them all and
 * filters, counts and sorts in JS: one behaviour on both engines for what SQL would do differently — Greek
 * names compared without case and accents (SQLite's `lower()` only knows ASCII) and "Greek missing", which
 * is contracts `missesGreek` itself rather than an SQL copy of it.
 */

/** Words of a text as searched: search keys (lib/search-key.ts) split at anything not a letter or digit. */
function wordsOf(text: string): string[] {
  return searchKey(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

/**
 * Whether a product matches the search box: its code starts with what was typed (`wf-10`, `WF10`), or every
 * word typed starts a word of its English or Greek name (`maxi dre`, `φορεμα`).
 */
export function matchesSearch(row: Pick<ProductRow, 'code' | 'name_en' | 'name_gr'>, q: string): boolean {
  const typed = q.trim();
  if (typed === '') return true;
  const compact = typed.replace(/\s+/g, '').toUpperCase();
  if (row.code.startsWith(compact) || row.code.startsWith(normaliseProductCode(typed))) return true;
  const wanted = wordsOf(typed);
  if (wanted.length === 0) return false;
  const words = wordsOf(`${row.name_en} ${row.name_gr}`);
  return wanted.every((part) => words.some((word) => word.startsWith(part)));
}

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

  const q = query.q;
  const matching = rows.filter(
    (row) =>
      (!query.category || row.category === query.category) &&
      (!query.status || row.status === query.status) &&
      (!query.missingGreek || missing.has(row.id)) &&
      (q === undefined || matchesSearch(row, q)),
  );
  const total = matching.length;
  const pageCount = Math.max(1, Math.ceil(total / OFFICE_PRODUCTS_PAGE_SIZE));
  const page = query.page ?? 1;
  const start = (page - 1) * OFFICE_PRODUCTS_PAGE_SIZE;
  const items = sortProducts(matching, query.sort ?? 'newest').slice(
    start,
    start + OFFICE_PRODUCTS_PAGE_SIZE,
  );

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
