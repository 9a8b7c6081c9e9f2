import { MAX_TYPO_EDITS, searchTokens } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * What the search index holds of each product (migration 026, issue 50): the word keys of its English and
 * Greek names and of its code, as contracts `searchTokens` makes them, so that SQLite and PostgreSQL compare
 * the same plain strings (byte order, `COLLATE "C"` on PostgreSQL) and give the same results. Computed in JS
 * on every write of a product's names or code (`indexProductWords`), never by the database.
 */
export const SEARCH_WORD_KIND = { name: 0, code: 1, codeNumber: 2 } as const;

/** A product code's number (`wf1023` → `1023`), which a search of digits alone finds. */
const CODE_NUMBER = /^[a-z]{2,4}(\d+)$/u;

export interface SearchWord {
  word: string;
  kind: number;
}

/** A product's words, each once (a word of the code and a name both: the code's kind). */
export function productSearchWords(product: {
  code: string;
  name_en: string;
  name_gr: string;
}): SearchWord[] {
  const words = new Map<string, number>();
  const add = (word: string, kind: number) => {
    const before = words.get(word);
    if (before === undefined || kind > before) words.set(word, kind);
  };
  for (const word of [...searchTokens(product.name_en), ...searchTokens(product.name_gr)])
    add(word, SEARCH_WORD_KIND.name);
  for (const word of searchTokens(product.code)) {
    add(word, SEARCH_WORD_KIND.code);
    const number = CODE_NUMBER.exec(word)?.[1];
    if (number !== undefined) add(number, SEARCH_WORD_KIND.codeNumber);
  }
  return [...words].map(([word, kind]) => ({ word, kind }));
}

/**
 * Deletions a word of this many letters is stored with: as many edits as a query word that could be within
 * reach of it may have (contracts `maxEdits`: one per 5 letters of the query, at most two; a query up to
 * `maxEdits` letters longer). 4 letters: one (a 5-letter query); 8: two (a 10-letter one).
 */
export function variantDeletions(length: number): number {
  let deletions = 0;
  while (deletions < MAX_TYPO_EDITS && Math.floor((length + deletions + 1) / 5) >= deletions + 1)
    deletions += 1;
  return deletions;
}

/** The word and its spellings with up to `deletions` letters left out, each once. */
export function deletionVariants(word: string, deletions: number): string[] {
  const seen = new Set([word]);
  let round = [word];
  for (let step = 0; step < deletions; step++) {
    const next: string[] = [];
    for (const spelling of round)
      for (let i = 0; i < spelling.length; i++) {
        const shorter = spelling.slice(0, i) + spelling.slice(i + 1);
        if (!seen.has(shorter)) {
          seen.add(shorter);
          next.push(shorter);
        }
      }
    round = next;
  }
  return [...seen];
}

/** Typos are looked for in words of letters only: codes and sizes are exact (contracts `tokenMeets`). */
export const typoWord = (word: string): boolean => !/\d/u.test(word);

/** Rows per insert statement: under SQLite's 32 766 bound parameters and PostgreSQL's 65 535 (ten columns). */
const BATCH = 3_000;

async function insertBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * Writes the search words of these products afresh from their rows (call it in the transaction that wrote
 * their names or code, or created them), with the columns a search filters and sorts by, and the typo
 * spellings of words not seen before. Spellings of words no product has any more stay: a search checks every
 * candidate against the products' words, so they only cost a row.
 */
export async function indexProductWords(db: Kysely<Database>, productIds: readonly string[]): Promise<void> {
  const ids = [...new Set(productIds)];
  for (let i = 0; i < ids.length; i += BATCH) {
    const slice = ids.slice(i, i + BATCH);
    const products = await db
      .selectFrom('products')
      .select([
        'id',
        'code',
        'name_en',
        'name_gr',
        'status',
        'category',
        'colour',
        'in_stock',
        'price_cents',
        'position',
      ])
      .where('id', 'in', slice)
      .execute();
    await db.deleteFrom('product_search_words').where('product_id', 'in', slice).execute();
    const rows = products.flatMap(
      ({ id, status, category, colour, in_stock, price_cents, position, ...names }) =>
        productSearchWords(names).map(({ word, kind }) => ({
          word,
          product_id: id,
          kind,
          status,
          category,
          colour,
          in_stock,
          price_cents,
          position,
        })),
    );
    await insertBatches(rows, (batch) => db.insertInto('product_search_words').values(batch).execute());
    const nameWords = [...new Set(rows.filter((r) => r.kind === SEARCH_WORD_KIND.name).map((r) => r.word))];
    await addVariants(db, nameWords);
  }
}

async function addVariants(db: Kysely<Database>, words: readonly string[]): Promise<void> {
  const candidates = words.filter((word) => typoWord(word) && variantDeletions(word.length) > 0);
  if (candidates.length === 0) return;
  const known = new Set<string>();
  for (let i = 0; i < candidates.length; i += BATCH)
    for (const row of await db
      .selectFrom('search_word_variants')
      .select('word')
      .distinct()
      .where('variant', 'in', candidates.slice(i, i + BATCH))
      .whereRef('variant', '=', 'word')
      .execute())
      known.add(row.word);
  const rows = candidates
    .filter((word) => !known.has(word))
    .flatMap((word) =>
      deletionVariants(word, variantDeletions(word.length)).map((variant) => ({ variant, word })),
    );
  await insertBatches(rows, (batch) =>
    db
      .insertInto('search_word_variants')
      .values(batch)
      .onConflict((oc) => oc.doNothing())
      .execute(),
  );
}
