import { CATEGORIES, type Category, COLOURS, type Colour, type Sort } from '@shop/contracts';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PhotoRow, ProductRow } from '../domain/catalogue.ts';

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

/** One page of products and the total matching the filter. */
export async function listProducts(
  db: Kysely<Database>,
  filter: ProductFilter,
  sort: Sort,
  page: { limit: number; offset: number },
): Promise<{ rows: ProductRow[]; total: number }> {
  const counted = await applyFilter(db.selectFrom('products'), filter)
    .select((eb) => eb.fn.countAll().as('total'))
    .executeTakeFirstOrThrow();
  let query = applyFilter(db.selectFrom('products').selectAll(), filter);
  if (sort === 'price-low') query = query.orderBy('price_cents', 'asc');
  if (sort === 'price-high') query = query.orderBy('price_cents', 'desc');
  const rows = await query.orderBy('position', 'asc').limit(page.limit).offset(page.offset).execute();
  return { rows, total: Number(counted.total) };
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
  answersCache.delete(db);
  sentAnswers.delete(db);
}

/** A product whatever its status (the office's, and pictures of past orders' lines). */
export function findProduct(db: Kysely<Database>, id: string): Promise<ProductRow | undefined> {
  return db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst();
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
  return db
    .selectFrom('products')
    .selectAll()
    .where('id', '!=', product.id)
    .where('status', '=', PUBLISHED)
    .orderBy(sql`case when category = ${product.category} then 0 else 1 end`)
    .orderBy('position', 'asc')
    .limit(limit)
    .execute();
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
