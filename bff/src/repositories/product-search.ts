import { maxEdits, queryTokens, type Sort, withinEdits } from '@shop/contracts';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../db/schema.ts';
import { deletionVariants, SEARCH_WORD_KIND, typoWord } from '../db/search-index.ts';
import type { ProductRow } from '../db/tables/core.ts';
import { type ProductFilter, PUBLISHED } from './products.ts';

/**
 * The catalogue's search in the database (migration 026, decision 0041). A query word (contracts
 * `queryTokens`) finds a product's word that it begins (a range of the words' primary key: typing) or that
 * is within `maxEdits` of it (typos: candidates from the spellings table, checked with `withinEdits`); a
 * product is found when every query word finds one of its words. Its relevance, lower first: per query word
 * 0 for its exact code (or code number), 1 for a whole word, 2 for a beginning, 3 for a typo, summed.
 */

/** The last character: every word that starts with a beginning sorts below it + this. */
const AFTER_ALL = '\u{10FFFF}';

/** A query word and the indexed words its typos reach (never ones it begins: the range has those). */
export interface SearchTerm {
  token: string;
  typos: string[];
}

/**
 * Rows of one term's words counted at most this far to tell which term is rarest (it drives the others): a
 * count that stops early costs a fraction of a microsecond a row, the search after it about one.
 */
const DRIVER_PROBE_ROWS = 5_000;

/**
 * The query's terms, the one with the fewest word rows first (it drives: `hitsOf`), or an empty list for a
 * blank query (nothing to search: no product is found).
 */
export async function searchTerms(db: Kysely<Database>, q: string): Promise<SearchTerm[]> {
  const tokens = queryTokens(q);
  const typoTokens = tokens.filter((token) => typoWord(token) && maxEdits(token.length) > 0);
  const variants = new Set(typoTokens.flatMap((token) => deletionVariants(token, maxEdits(token.length))));
  const words =
    variants.size === 0
      ? []
      : await db
          .selectFrom('search_word_variants')
          .select('word')
          .distinct()
          .where('variant', 'in', [...variants])
          .execute();
  const terms = tokens.map((token) => ({
    token,
    typos: typoTokens.includes(token)
      ? words
          .map((row) => row.word)
          .filter((word) => !word.startsWith(token) && withinEdits(token, word, maxEdits(token.length)))
          .sort()
      : [],
  }));
  return terms.length < 2 ? terms : rarestFirst(db, terms);
}

/** The terms by how many word rows they find (up to DRIVER_PROBE_ROWS each), fewest first; ties keep their order. */
async function rarestFirst(db: Kysely<Database>, terms: SearchTerm[]): Promise<SearchTerm[]> {
  const probes = terms.map(
    (term, i) =>
      sql`(select count(*) from (select 1 from product_search_words where ${wordsOf(term)} limit ${DRIVER_PROBE_ROWS}) as probe) as ${sql.ref(`t${i}`)}`,
  );
  const { rows } = await sql<Record<string, number | string>>`select ${sql.join(probes)}`.execute(db);
  const counts = rows[0] ?? {};
  return terms
    .map((term, i) => ({ term, rows: Number(counts[`t${i}`] ?? 0), i }))
    .sort((a, b) => a.rows - b.rows || a.i - b.i)
    .map(({ term }) => term);
}

/** The words a query word begins: a range of the words' primary key. */
function beginsOf(token: string): RawBuilder<unknown> {
  return sql`(word >= ${token} and word < ${`${token}${AFTER_ALL}`})`;
}

/** The word rows a term finds: the words it begins and its typos' words. */
function wordsOf({ token, typos }: SearchTerm): RawBuilder<unknown> {
  const begins = beginsOf(token);
  return typos.length === 0 ? begins : sql`(${begins} or word in (${sql.join(typos)}))`;
}

/** Which word rows count: a published product's matching the filter (its columns are on the row). */
interface Scope {
  filter: ProductFilter;
  publishedOnly: boolean;
}

const EVERY: Scope = { filter: {}, publishedOnly: false };

function inScope({ filter, publishedOnly }: Scope): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [];
  if (publishedOnly) conditions.push(sql`status = ${PUBLISHED}`);
  if (filter.category) conditions.push(sql`category = ${filter.category}`);
  if (filter.colours && filter.colours.length > 0)
    conditions.push(sql`colour in (${sql.join(filter.colours)})`);
  if (filter.inStock) conditions.push(sql`in_stock = 1`);
  if (filter.minCents !== undefined) conditions.push(sql`price_cents >= ${filter.minCents}`);
  if (filter.maxCents !== undefined) conditions.push(sql`price_cents <= ${filter.maxCents}`);
  return conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` and `);
}

/**
 * `(product_id, score, price_cents, position)` of the products in scope one term finds, with the best
 * relevance of their words for it: the word rows alone (each carries its product's columns). `among`: only
 * the products that term finds (the driver), a set its rows are checked against before they are grouped.
 */
function termMatches(term: SearchTerm, scope: Scope, among?: SearchTerm): RawBuilder<unknown> {
  const { token } = term;
  const begins = beginsOf(token);
  const driven =
    among === undefined
      ? sql``
      : sql` and product_id in (select product_id from product_search_words where ${wordsOf(among)} and ${inScope(scope)})`;
  return sql`select product_id, min(case when word = ${token} then (case when kind = ${sql.lit(SEARCH_WORD_KIND.name)} then 1 else 0 end) when ${begins} then 2 else 3 end) as score, min(price_cents) as price_cents, min(position) as position from product_search_words where ${wordsOf(term)} and ${inScope(scope)}${driven} group by product_id`;
}

/**
 * `(product_id, score, price_cents, position)` of the products in scope every term finds. The first term
 * (`searchTerms` puts the rarest first) drives: the others' rows are grouped only for the products it finds,
 * so "forema maxi" groups the 4 000 rows of "maxi" and the 2 300 dresses among "forema"'s 20 000, not all.
 */
function hitsOf(terms: readonly SearchTerm[], scope: Scope): RawBuilder<Hit> {
  const [driver, ...others] = terms;
  if (!driver) throw new Error('hitsOf needs a term');
  if (others.length === 0) return sql`${termMatches(driver, scope)}`;
  const each = sql.join(
    [termMatches(driver, scope), ...others.map((term) => termMatches(term, scope, driver))],
    sql` union all `,
  );
  return sql`select product_id, sum(score) as score, min(price_cents) as price_cents, min(position) as position from (${each}) as per_term group by product_id having count(*) = ${sql.lit(terms.length)}`;
}

interface Hit {
  product_id: string;
  score: number;
  price_cents: number;
  position: number;
}

/** A page of the search's matches, and how many match in all. */
export interface SearchedPage {
  rows: ProductRow[];
  total: number;
}

/**
 * A page of the published products matching the filter the terms find: most relevant first, then `sort`,
 * then catalogue order; a page past the end is served as the last one. One statement: the matches are found,
 * filtered and ranked in the search words alone, kept (a materialised `with`), counted, and the page's offset
 * clamped to that count; only the page's rows are read from `products`.
 */
export async function searchProducts(
  db: Kysely<Database>,
  terms: readonly SearchTerm[],
  filter: ProductFilter,
  sort: Sort,
  page: { limit: number; offset: number },
): Promise<SearchedPage> {
  if (terms.length === 0) return { rows: [], total: 0 };
  const price =
    sort === 'price-low' ? sql`price_cents asc, ` : sort === 'price-high' ? sql`price_cents desc, ` : sql``;
  const { limit, offset } = page;
  // The last page's offset when `offset` is past the end: a multiple of `limit` below the count (the cast:
  // SQLite divides by a number bound from JavaScript as by a real).
  const served = sql`(select case when n > ${offset} then ${offset} when n = 0 then 0 else cast((n - 1) / ${limit} as integer) * ${limit} end from counted)`;
  const ranked = sql<
    Hit & { search_total: number | string }
  >`(with hits as materialized (${hitsOf(terms, { filter, publishedOnly: true })}), counted as (select count(*) as n from hits) select product_id, score, price_cents, position, (select n from counted) as search_total from hits order by score asc, ${price}position asc limit ${limit} offset ${served})`;
  let query = db
    .selectFrom(ranked.as('page'))
    .innerJoin('products', 'products.id', 'page.product_id')
    .selectAll('products')
    .select('page.search_total')
    .orderBy('page.score', 'asc');
  if (sort === 'price-low') query = query.orderBy('page.price_cents', 'asc');
  if (sort === 'price-high') query = query.orderBy('page.price_cents', 'desc');
  const found = await query.orderBy('page.position', 'asc').execute();
  // The clamped offset leaves no page empty but that of no match.
  const total = Number(found[0]?.search_total ?? 0);
  return { rows: found.map(({ search_total: _, ...row }) => row), total };
}

/** Every product (whatever its status: the office's list) the query finds, with its relevance. */
export async function searchScores(db: Kysely<Database>, q: string): Promise<Map<string, number>> {
  const terms = await searchTerms(db, q);
  if (terms.length === 0) return new Map();
  const rows = await db
    .selectFrom(sql<Hit>`(${hitsOf(terms, EVERY)})`.as('hits'))
    .select(['hits.product_id', 'hits.score'])
    .execute();
  return new Map(rows.map((row) => [row.product_id, Number(row.score)]));
}
