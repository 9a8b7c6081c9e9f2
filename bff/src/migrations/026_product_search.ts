import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';
import type { Database } from '../db/schema.ts';
import { indexProductWords } from '../db/search-index.ts';

/**
 * The catalogue's search (issue 50, decision 0041): a table of each product's word keys (names in both
 * languages and code, contracts `searchTokens`), searched through its primary key — a word, or the range of
 * words a typed beginning starts — and a table of the name words' spellings with one or two letters left out,
 * which finds the words a typo is within reach of through its key. Keys are computed in JS, so both engines
 * compare the same strings; on PostgreSQL the columns are `COLLATE "C"` so that their order (which the
 * beginnings' ranges rely on) is the bytes', as SQLite's. Existing products are indexed here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const key = isPostgres(db) ? sql`text collate "C"` : sql`text`;
  // A search reads each word's products and their kind (the relevance): the primary key holds all three, so
  // it is read alone — SQLite's table is its primary key (WITHOUT ROWID), PostgreSQL's key includes the kind
  // (an index-only scan). Reading the kind from the table beside the key took 4 times as long (50 000
  // products, docs/performance.md).
  const table = db.schema
    .createTable('product_search_words')
    .addColumn('word', key, (col) => col.notNull())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('kind', 'integer', (col) => col.notNull());
  if (isPostgres(db)) {
    await table.execute();
    await sql`alter table product_search_words add constraint product_search_words_pk primary key (word, product_id) include (kind)`.execute(
      db,
    );
  } else
    await table
      .addPrimaryKeyConstraint('product_search_words_pk', ['word', 'product_id'])
      .modifyEnd(sql`without rowid`)
      .execute();
  await db.schema
    .createIndex('product_search_words_product_idx')
    .on('product_search_words')
    .column('product_id')
    .execute();
  await db.schema
    .createTable('search_word_variants')
    .addColumn('variant', key, (col) => col.notNull())
    .addColumn('word', key, (col) => col.notNull())
    .addPrimaryKeyConstraint('search_word_variants_pk', ['variant', 'word'])
    .execute();

  const app = db as unknown as Kysely<Database>;
  const ids = await app.selectFrom('products').select('id').execute();
  await indexProductWords(
    app,
    ids.map((row) => row.id),
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_word_variants').execute();
  await db.schema.dropTable('product_search_words').execute();
}
