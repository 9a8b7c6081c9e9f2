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

/** The query's terms, or an empty list for a blank query (nothing to search: no product is found). */
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
  return tokens.map((token) => ({
    token,
    typos: typoTokens.includes(token)
      ? words
          .map((row) => row.word)
          .filter((word) => !word.startsWith(token) && withinEdits(token, word, maxEdits(token.length)))
          .sort()
      : [],
  }));
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
 * relevance of their words for it: the word rows alone (each carries its product's columns).
 */
function termMatches(term: SearchTerm, scope: Scope): RawBuilder<unknown> {
  const { token, typos } = term;
  const high = `${token}${AFTER_ALL}`;
  const begins = sql`(word >= ${token} and word < ${high})`;
  const found = typos.length === 0 ? begins : sql`(${begins} or word in (${sql.join(typos)}))`;
  return sql`select product_id, min(case when word = ${token} then (case when kind = ${sql.lit(SEARCH_WORD_KIND.name)} then 1 else 0 end) when ${begins} then 2 else 3 end) as score, min(price_cents) as price_cents, min(position) as position from product_search_words where ${found} and ${inScope(scope)} group by product_id`;
}

/** `(product_id, score, price_cents, position)` of the products in scope every term finds. */
function hitsOf(terms: readonly SearchTerm[], scope: Scope): RawBuilder<Hit> {
  if (terms.length === 1 && terms[0]) return sql`${termMatches(terms[0], scope)}`;
  const each = sql.join(
    terms.map((term) => termMatches(term, scope)),
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

/** How many published products matching the filter the terms find. */
export async function countSearch(
  db: Kysely<Database>,
  terms: readonly SearchTerm[],
  filter: ProductFilter,
): Promise<number> {
  if (terms.length === 0) return 0;
  const row = await db
    .selectFrom(sql<Hit>`(${hitsOf(terms, { filter, publishedOnly: true })})`.as('hits'))
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** A page of the search's matches, and how many match in all. */
export interface SearchedPage {
  rows: ProductRow[];
  /** Every match's count, read with the page (a window count); null when the page is past the end. */
  total: number | null;
}

/**
 * A page of the published products matching the filter the terms find: most relevant first, then `sort`,
 * then catalogue order. The matches are found, filtered, ranked and counted (`count(*) over ()`) in the search
 * words alone, in one pass; only the page's rows are read from \`products\`. A page past the end has no row to
 * carry the count: its `total` is null (`countSearch` then tells it).
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
  const ranked = sql<
    Hit & { search_total: number | string }
  >`(select product_id, score, price_cents, position, count(*) over () as search_total from (${hitsOf(terms, { filter, publishedOnly: true })}) as hits order by score asc, ${price}position asc limit ${page.limit} offset ${page.offset})`;
  let query = db
    .selectFrom(ranked.as('page'))
    .innerJoin('products', 'products.id', 'page.product_id')
    .selectAll('products')
    .select('page.search_total')
    .orderBy('page.score', 'asc');
  if (sort === 'price-low') query = query.orderBy('page.price_cents', 'asc');
  if (sort === 'price-high') query = query.orderBy('page.price_cents', 'desc');
  const found = await query.orderBy('page.position', 'asc').execute();
  const first = found[0];
  const rows = found.map(({ search_total: _, ...row }) => row);
  return { rows, total: first ? Number(first.search_total) : page.offset === 0 ? 0 : null };
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
