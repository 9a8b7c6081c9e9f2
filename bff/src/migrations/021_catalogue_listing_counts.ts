import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';
import { POSITION_BUCKET_BITS } from '../db/tables/core.ts';

/**
 * How many published products there are per category, colour and price, and per category, colour and
 * stretch of catalogue order (POSITION_BUCKET_BITS: 1 024 positions), kept by triggers on `products` in
 * the same transaction as the change (issue 48).
 *
 * Before, every new answer of the listing counted its matches (six colours of 50 000 products: 31 000 index
 * entries, 1–4 ms) and skipped up to half of them to reach a deep page; the facets counted every published
 * product (14–22 ms on SQLite, holding the event loop). Now a listing sums at most one row per price (or
 * per stretch) of its filter, which also tells where its page starts: the page's query seeks there and
 * skips at most the matches of one price (or one stretch). repositories/products.ts reads them.
 *
 * A row whose count falls to 0 stays (the next product of that price takes it up again); sums ignore it.
 */
const BITS = POSITION_BUCKET_BITS;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('product_price_counts')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_price_counts_pk', ['category', 'colour', 'price_cents'])
    .execute();
  // A listing with colours and no category, and the facets by colour; one with neither, in price order.
  await db.schema
    .createIndex('product_price_counts_colour_idx')
    .on('product_price_counts')
    .columns(['colour', 'price_cents', 'category', 'n'])
    .execute();
  await db.schema
    .createIndex('product_price_counts_price_idx')
    .on('product_price_counts')
    .columns(['price_cents', 'colour', 'category', 'n'])
    .execute();
  await db.schema
    .createTable('product_position_counts')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_position_counts_pk', ['category', 'colour', 'bucket'])
    .execute();
  await db.schema
    .createIndex('product_position_counts_colour_idx')
    .on('product_position_counts')
    .columns(['colour', 'bucket', 'category', 'n'])
    .execute();
  await db.schema
    .createIndex('product_position_counts_bucket_idx')
    .on('product_position_counts')
    .columns(['bucket', 'colour', 'category', 'n'])
    .execute();
  // Catalogue order with price bounds has no counts to seek with: it walks this index in order, checking
  // colour, category and (now) price in it rather than reading each row (migration 012's lacked the price).
  await db.schema.dropIndex('products_listing_idx').execute();
  await db.schema
    .createIndex('products_listing_idx')
    .on('products')
    .columns(['status', 'position', 'colour', 'category', 'price_cents', 'id'])
    .execute();

  if (isPostgres(db)) {
    await sql`create function shop_product_counts() returns trigger language plpgsql
      set search_path from current as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' then
          update product_price_counts set n = n - 1
            where category = old.category and colour = old.colour and price_cents = old.price_cents;
          update product_position_counts set n = n - 1
            where category = old.category and colour = old.colour and bucket = old.position >> ${sql.lit(BITS)};
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.status = 'published' then
          insert into product_price_counts (category, colour, price_cents, n)
            values (new.category, new.colour, new.price_cents, 1)
            on conflict (category, colour, price_cents) do update set n = product_price_counts.n + 1;
          insert into product_position_counts (category, colour, bucket, n)
            values (new.category, new.colour, new.position >> ${sql.lit(BITS)}, 1)
            on conflict (category, colour, bucket) do update set n = product_position_counts.n + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger products_counts after insert or delete
      or update of status, category, colour, price_cents, position
      on products for each row execute function shop_product_counts()`.execute(db);
  } else {
    const add = sql`
      insert into product_price_counts (category, colour, price_cents, n)
        select new.category, new.colour, new.price_cents, 1 where new.status = 'published'
        on conflict (category, colour, price_cents) do update set n = n + 1;
      insert into product_position_counts (category, colour, bucket, n)
        select new.category, new.colour, new.position >> ${sql.lit(BITS)}, 1 where new.status = 'published'
        on conflict (category, colour, bucket) do update set n = n + 1;`;
    const remove = sql`
      update product_price_counts set n = n - 1
        where old.status = 'published'
          and category = old.category and colour = old.colour and price_cents = old.price_cents;
      update product_position_counts set n = n - 1
        where old.status = 'published'
          and category = old.category and colour = old.colour and bucket = old.position >> ${sql.lit(BITS)};`;
    await sql`create trigger products_counts_inserted after insert on products begin ${add} end`.execute(db);
    await sql`create trigger products_counts_deleted after delete on products begin ${remove} end`.execute(
      db,
    );
    await sql`create trigger products_counts_updated
      after update of status, category, colour, price_cents, position on products
      begin ${remove} ${add} end`.execute(db);
  }

  await sql`insert into product_price_counts (category, colour, price_cents, n)
    select category, colour, price_cents, count(*) from products where status = 'published'
    group by category, colour, price_cents`.execute(db);
  await sql`insert into product_position_counts (category, colour, bucket, n)
    select category, colour, position >> ${sql.lit(BITS)}, count(*) from products where status = 'published'
    group by category, colour, position >> ${sql.lit(BITS)}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger products_counts on products`.execute(db);
    await sql`drop function shop_product_counts()`.execute(db);
  } else {
    for (const suffix of ['inserted', 'deleted', 'updated'])
      await sql`drop trigger ${sql.raw(`products_counts_${suffix}`)}`.execute(db);
  }
  await db.schema.dropTable('product_position_counts').execute();
  await db.schema.dropTable('product_price_counts').execute();
  await db.schema.dropIndex('products_listing_idx').execute();
  await db.schema
    .createIndex('products_listing_idx')
    .on('products')
    .columns(['status', 'position', 'colour', 'category', 'id'])
    .execute();
}
