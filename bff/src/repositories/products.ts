import { CATEGORIES, type Category, COLOURS, type Colour, type Sort } from '@shop/contracts';
import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PhotoRow, ProductRow } from '../db/tables/core.ts';

export interface ProductFilter {
  category?: Category;
  colours?: readonly Colour[];
  /** Inclusive bounds in cents; only ever set for buyers. */
  minCents?: number;
  maxCents?: number;
}

/** Buyers and visitors see published products only: drafts and hidden ones are the team's. */
export const PUBLISHED = 'published';

function applyFilter<O>(
  query: SelectQueryBuilder<Database, 'products', O>,
  filter: ProductFilter,
): SelectQueryBuilder<Database, 'products', O> {
  let q = query.where('status', '=', PUBLISHED);
  if (filter.category) q = q.where('category', '=', filter.category);
  if (filter.colours && filter.colours.length > 0) q = q.where('colour', 'in', [...filter.colours]);
  if (filter.minCents !== undefined) q = q.where('price_cents', '>=', filter.minCents);
  if (filter.maxCents !== undefined) q = q.where('price_cents', '<=', filter.maxCents);
  return q;
}

type Direction = 'asc' | 'desc';

/** The listing's order; `position` is unique, so it is total (and its reverse is exactly backwards). */
const ORDER: Record<Sort, ReadonlyArray<readonly ['price_cents' | 'position', Direction]>> = {
  newest: [['position', 'asc']],
  'price-low': [
    ['price_cents', 'asc'],
    ['position', 'asc'],
  ],
  'price-high': [
    ['price_cents', 'desc'],
    ['position', 'asc'],
  ],
};

function ordered<O>(
  query: SelectQueryBuilder<Database, 'products', O>,
  sort: Sort,
  backwards = false,
): SelectQueryBuilder<Database, 'products', O> {
  let q = query;
  for (const [column, direction] of ORDER[sort]) {
    q = q.orderBy(column, backwards ? (direction === 'asc' ? 'desc' : 'asc') : direction);
  }
  return q;
}

/**
 * One page of products and the total matching the filter.
 *
 * The page's ids come first, from the listing's indexes alone (migration 012), and only then its rows: an
 * OFFSET over whole rows reads every row it skips (PostgreSQL fetches each from the table, SQLite sorts whole
 * rows when the index gives only part of the order). At offset 3 276 of one colour of 50 000 products that
 * took 11–12 ms on either engine, the ids then the rows 0.1–1.5 ms (`npm run bench -- catalogue`).
 *
 * A page in the second half of the matches is read from the other end (the order reversed, the page's
 * distance from the end as the offset, the rows put back in order): an offset costs the entries it skips,
 * so the last page of a filter (where a page past the end lands) costs what the first does, and no page
 * skips more than half the matches (page 2 000 of 2 639: 7 662 entries skipped instead of 23 988). The total
 * may be up to CATALOGUE_TTL_MS old when another instance changed the catalogue, as the answers are.
 */
export async function listProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  sort: Sort,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const total = await countProducts(db, filter);
  const { limit, offset } = page;
  if (limit <= 0 || offset >= total) return { rows: [], total };
  const fromEnd = total - offset - limit;
  const backwards = offset > 0 && fromEnd < offset;
  const ids = ordered(applyFilter(db.selectFrom('products').select('id'), filter), sort, backwards)
    .limit(backwards ? limit + Math.min(0, fromEnd) : limit)
    .offset(backwards ? Math.max(0, fromEnd) : offset);
  const rows = await ordered(db.selectFrom('products').selectAll().where('id', 'in', ids), sort).execute();
  return { rows, total };
}

export interface CatalogueFacets {
  categories: Array<{ value: Category; count: number }>;
  colours: Array<{ value: Colour; count: number }>;
  minCents: number | null;
  maxCents: number | null;
}

/** What the filter bar offers: counts over the whole catalogue, so options never vanish. */
export async function catalogueFacets(db: Kysely<Database>): Promise<CatalogueFacets> {
  const [byCategory, byColour, bounds] = await Promise.all([
    db
      .selectFrom('products')
      .select(['category', (eb) => eb.fn.countAll().as('count')])
      .where('status', '=', PUBLISHED)
      .groupBy('category')
      .execute(),
    db
      .selectFrom('products')
      .select(['colour', (eb) => eb.fn.countAll().as('count')])
      .where('status', '=', PUBLISHED)
      .groupBy('colour')
      .execute(),
    db
      .selectFrom('products')
      .select((eb) => [eb.fn.min('price_cents').as('min'), eb.fn.max('price_cents').as('max')])
      .where('status', '=', PUBLISHED)
      .executeTakeFirst(),
  ]);
  const categoryCount = new Map(byCategory.map((r) => [r.category, Number(r.count)]));
  const colourCount = new Map(byColour.map((r) => [r.colour, Number(r.count)]));
  return {
    categories: CATEGORIES.map((value) => ({ value, count: categoryCount.get(value) ?? 0 })),
    colours: COLOURS.map((value) => ({ value, count: colourCount.get(value) ?? 0 })),
    minCents: bounds?.min == null ? null : Number(bounds.min),
    maxCents: bounds?.max == null ? null : Number(bounds.max),
  };
}

/**
 * How long the facets and the catalogue answers are reused. The catalogue changes only when it is seeded
 * or edited in the database, not per request, so recomputing the same queries on every request was waste;
 * a change made outside this process (another instance, a manual edit) shows within this time.
 */
export const CATALOGUE_TTL_MS = 60_000;
const facetsCache = new WeakMap<Kysely<Database>, { at: number; facets: Promise<CatalogueFacets> }>();

/** `catalogueFacets`, computed at most once per database per CATALOGUE_TTL_MS (a failure is not kept). */
export function cachedCatalogueFacets(db: Kysely<Database>, now = Date.now()): Promise<CatalogueFacets> {
  const hit = facetsCache.get(db);
  if (hit && now - hit.at < CATALOGUE_TTL_MS) return hit.facets;
  const facets = catalogueFacets(db);
  facetsCache.set(db, { at: now, facets });
  facets.catch(() => {
    if (facetsCache.get(db)?.facets === facets) facetsCache.delete(db);
  });
  return facets;
}

/**
 * At most this many catalogue answers are kept per database (the oldest goes first): the key space
 * (price bounds, pages) is open-ended, the memory is not.
 */
export const CATALOGUE_ANSWERS_MAX = 500;
const answersCache = new WeakMap<Kysely<Database>, Map<string, { at: number; answer: Promise<unknown> }>>();

/** This database's map in `caches`, made on first use. */
function mapOf<V>(caches: WeakMap<Kysely<Database>, Map<string, V>>, db: Kysely<Database>): Map<string, V> {
  let map = caches.get(db);
  if (!map) {
    map = new Map();
    caches.set(db, map);
  }
  return map;
}

/** Sets `key` as the newest entry, dropping the oldest one when the map already holds CATALOGUE_ANSWERS_MAX. */
function setNewest<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  if (map.size >= CATALOGUE_ANSWERS_MAX) {
    const oldest = map.keys().next().value;
    if (oldest !== undefined) map.delete(oldest);
  }
  map.set(key, value);
}

/**
 * A catalogue answer (a listing or a product page, typically already serialised) for a key that names
 * everything it depends on — audience, language, normalised query — computed at most once per database
 * per CATALOGUE_TTL_MS. Concurrent requests for the same key share one computation; a failure (e.g. an
 * unknown product's 404) is not kept. Never put anything per buyer in it: the key only says *whether*
 * the asker is a buyer.
 */
export function cachedCatalogueAnswer<T>(
  db: Kysely<Database>,
  key: string,
  compute: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  const answers = mapOf(answersCache, db);
  const hit = answers.get(key);
  if (hit && now - hit.at < CATALOGUE_TTL_MS) return hit.answer as Promise<T>;
  const answer = compute();
  setNewest(answers, key, { at: now, answer });
  answer.catch(() => {
    if (answers.get(key)?.answer === answer) answers.delete(key);
  });
  return answer;
}

/** What the count depends on, in one spelling (colours sorted). */
const filterKey = (filter: ProductFilter) =>
  JSON.stringify([
    filter.category ?? null,
    filter.colours && filter.colours.length > 0 ? [...filter.colours].sort() : null,
    filter.minCents ?? null,
    filter.maxCents ?? null,
  ]);

const countsCache = new WeakMap<Kysely<Database>, Map<string, { at: number; total: Promise<number> }>>();

/**
 * How many published products match the filter, counted at most once per filter and database per
 * CATALOGUE_TTL_MS, like the facets and answers (emptied by `forgetCatalogue`). The route counts twice for
 * every page but the first (page 1 tells it the page count), and each page of a filter is an answer of its
 * own: at 50 000 products a count of six colours reads 31 000 index entries (1–4 ms, `npm run bench --
 * catalogue`), now once a minute per filter.
 */
export function countProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  now = Date.now(),
): Promise<number> {
  const counts = mapOf(countsCache, db);
  const key = filterKey(filter);
  const hit = counts.get(key);
  if (hit && now - hit.at < CATALOGUE_TTL_MS) return hit.total;
  const total = applyFilter(db.selectFrom('products'), filter)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.total));
  setNewest(counts, key, { at: now, total });
  total.catch(() => {
    if (counts.get(key)?.total === total) counts.delete(key);
  });
  return total;
}

const sentAnswers = new WeakMap<Kysely<Database>, Map<string, { at: number; body: string }>>();

/**
 * A serialised catalogue answer already sent for exactly this request (`key`: whether the asker is a buyer,
 * its Accept-Language and the raw URL), for the same request to be answered before its query is validated
 * again. Only answers a request got after passing validation are kept, under the same limits as
 * `cachedCatalogueAnswer` (CATALOGUE_TTL_MS, CATALOGUE_ANSWERS_MAX, emptied by `forgetCatalogue`).
 */
export function sentCatalogueAnswer(db: Kysely<Database>, key: string, now = Date.now()): string | undefined {
  const hit = sentAnswers.get(db)?.get(key);
  return hit && now - hit.at < CATALOGUE_TTL_MS ? hit.body : undefined;
}

export function rememberSentAnswer(db: Kysely<Database>, key: string, body: string, now = Date.now()): void {
  setNewest(mapOf(sentAnswers, db), key, { at: now, body });
}

/** After this process changed the catalogue: the next requests compute facets and answers afresh. */
export function forgetCatalogue(db: Kysely<Database>): void {
  facetsCache.delete(db);
  countsCache.delete(db);
  answersCache.delete(db);
  sentAnswers.delete(db);
}

/** A product whatever its status (the office's, and pictures of past orders' lines). */
export function findProduct(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Whether the product is in something of the buyer's (basket, order request, sample request): what they
 * already saw of it stays theirs to see when the team hides it.
 */
export async function isInBuyersRequests(
  db: Kysely<Database>,
  buyerId: string,
  productId: string,
): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('basket_lines')
              .select('product_id')
              .where('buyer_id', '=', buyerId)
              .where('product_id', '=', productId),
          ),
          eb.exists(
            eb
              .selectFrom('order_request_lines')
              .innerJoin('order_requests', 'order_requests.id', 'order_request_lines.order_id')
              .select('order_request_lines.product_id')
              .where('order_requests.buyer_id', '=', buyerId)
              .where('order_request_lines.product_id', '=', productId),
          ),
          eb.exists(
            eb
              .selectFrom('sample_requests')
              .select('product_id')
              .where('buyer_id', '=', buyerId)
              .where('product_id', '=', productId),
          ),
        ])
        .as('found'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.found);
}

/** Whether a published product shows the photo with this content key (then anyone may have it). */
export async function isPublishedPhoto(db: Kysely<Database>, key: string): Promise<boolean> {
  const row = await db
    .selectFrom('product_photos')
    .innerJoin('products', 'products.id', 'product_photos.product_id')
    .select('product_photos.key')
    .where('product_photos.key', '=', key)
    .where('products.status', '=', PUBLISHED)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the photo is in something of the buyer's: the picture of a line of their order requests (kept as
 * it was sent), or a photo of a product in their basket or sample requests.
 */
export async function isInBuyersPhotos(db: Kysely<Database>, buyerId: string, key: string): Promise<boolean> {
  const ofProducts = (table: 'basket_lines' | 'sample_requests') =>
    db
      .selectFrom(table)
      .innerJoin('product_photos', 'product_photos.product_id', `${table}.product_id`)
      .select('product_photos.key')
      .where(`${table}.buyer_id`, '=', buyerId)
      .where('product_photos.key', '=', key);
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(
            eb
              .selectFrom('order_request_lines')
              .innerJoin('order_requests', 'order_requests.id', 'order_request_lines.order_id')
              .select('order_request_lines.image')
              .where('order_requests.buyer_id', '=', buyerId)
              .where('order_request_lines.image', 'like', `/media/photos/${key}-%`),
          ),
          eb.exists(ofProducts('basket_lines')),
          eb.exists(ofProducts('sample_requests')),
        ])
        .as('found'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.found);
}

/** A product buyers and visitors may see: published (a draft or hidden one is as good as missing). */
export function findPublishedProduct(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', PUBLISHED)
    .executeTakeFirst();
}

/**
 * Related products, published only: the ones the team picked, in their order, or else (automatic) others of
 * the same category first, then in catalogue order.
 */
export async function relatedProducts(
  db: Kysely<Database>,
  product: ProductRow,
  limit: number,
): Promise<ProductRow[]> {
  const picked = product.related === null ? null : parsePicked(product.related);
  if (picked !== null) {
    if (picked.length === 0) return [];
    const rows = await db
      .selectFrom('products')
      .selectAll()
      .where('id', 'in', picked)
      .where('id', '!=', product.id)
      .where('status', '=', PUBLISHED)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return picked.flatMap((id) => byId.get(id) ?? []).slice(0, limit);
  }
  // Two walks of the catalogue order that stop at `limit`, rather than one `ORDER BY CASE category …` that
  // sorted every published product: on SQLite at 50 000 products 19–40 ms a product page, now 0.1–0.2 ms.
  const walk = (sameCategory: boolean, n: number) =>
    db
      .selectFrom('products')
      .selectAll()
      .where('id', '!=', product.id)
      .where('status', '=', PUBLISHED)
      .where('category', sameCategory ? '=' : '!=', product.category)
      .orderBy('position', 'asc')
      .limit(n)
      .execute();
  const same = await walk(true, limit);
  return same.length < limit ? [...same, ...(await walk(false, limit - same.length))] : same;
}

function parsePicked(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
}

/** The photos of these products, each product's in order (the first is the main one). */
export async function photosOf(
  db: Kysely<Database>,
  productIds: readonly string[],
): Promise<Map<string, PhotoRow[]>> {
  const byProduct = new Map<string, PhotoRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .selectFrom('product_photos')
    .selectAll()
    .where('product_id', 'in', [...new Set(productIds)])
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  for (const row of rows) {
    const list = byProduct.get(row.product_id);
    if (list) list.push(row);
    else byProduct.set(row.product_id, [row]);
  }
  return byProduct;
}

/** A product's names in both languages (what mails about it say), published or not. */
export function productNames(
  db: Kysely<Database>,
  id: string,
): Promise<{ name_en: string; name_gr: string } | undefined> {
  return db.selectFrom('products').select(['name_en', 'name_gr']).where('id', '=', id).executeTakeFirst();
}
