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
 * beginnings' ranges rely on) is the bytes', as SQLite's. Each word row carries its product's filter and
 * sort columns, which a trigger keeps. Existing products are indexed here.
 */
/** The products' columns each word row carries (search-index.ts writes them, the trigger follows them). */
const COLUMNS = sql.raw('status, category, colour, in_stock, price_cents, position');
const FOLLOWED = sql.raw(
  'status = new.status, category = new.category, colour = new.colour, in_stock = new.in_stock, price_cents = new.price_cents, position = new.position',
);

export async function up(db: Kysely<unknown>): Promise<void> {
  const key = isPostgres(db) ? sql`text collate "C"` : sql`text`;
  // A search filters, ranks and counts a word's products without reading the products: each word row
  // carries what the listing filters and sorts by (kept by the triggers below), and its primary key holds
  // every column — SQLite's table is its primary key (WITHOUT ROWID), PostgreSQL's key includes the rest
  // (an index-only scan). Joining 20 000 matches to \`products\` took three times the whole search at 50 000
  // products (docs/performance.md).
  const table = db.schema
    .createTable('product_search_words')
    .addColumn('word', key, (col) => col.notNull())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('kind', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('colour', 'text', (col) => col.notNull())
    .addColumn('in_stock', 'integer', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull());
  if (isPostgres(db)) {
    await table.execute();
    await sql`alter table product_search_words add constraint product_search_words_pk primary key (word, product_id)
      include (kind, status, category, colour, in_stock, price_cents, position)`.execute(db);
    await sql`create function shop_product_search_words() returns trigger language plpgsql
      set search_path from current as $$
      begin
        update product_search_words set ${FOLLOWED} where product_id = new.id;
        return null;
      end $$`.execute(db);
    await sql`create trigger product_search_words_follow after update of ${COLUMNS} on products
      for each row execute function shop_product_search_words()`.execute(db);
  } else {
    await table
      .addPrimaryKeyConstraint('product_search_words_pk', ['word', 'product_id'])
      .modifyEnd(sql`without rowid`)
      .execute();
    await sql`create trigger product_search_words_follow after update of ${COLUMNS} on products
      begin update product_search_words set ${FOLLOWED} where product_id = new.id; end`.execute(db);
  }
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
  if (isPostgres(db)) {
    await sql`drop trigger product_search_words_follow on products`.execute(db);
    await sql`drop function shop_product_search_words()`.execute(db);
  } else await sql`drop trigger product_search_words_follow`.execute(db);
  await db.schema.dropTable('search_word_variants').execute();
  await db.schema.dropTable('product_search_words').execute();
}
