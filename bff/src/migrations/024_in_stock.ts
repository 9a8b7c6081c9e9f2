import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';
import { POSITION_BUCKET_BITS } from '../db/tables/core.ts';
import { up as countsOf021 } from './021_catalogue_listing_counts.ts';

/**
 * The catalogue's "in stock now" filter (issue 49). `products.in_stock` is 1 while at least one tracked size
 * of the product has a free piece (`on_hand > reserved`); a product with no stock rows is 0. Triggers on
 * `product_stock` set it in the same transaction as every change of the stock (the office's save, an accepted
 * quote's reservation, a cancellation, a shipment), touching the product only when the flag changes.
 *
 * `in_stock` is a key of migration 021's counts, rebuilt here, and their triggers on `products` follow it:
 * a listing with the filter sums the rows with `in_stock = 1` of its prices or stretches, and one without
 * sums both, so its counts stay exact and cost at most twice the rows. The listing's indexes (migrations 012
 * and 021) gain the column before the id, so the page's query checks it in the index, not in each row.
 */
const BITS = POSITION_BUCKET_BITS;

/** The listing's indexes, as migrations 012 and 021 made them, and now with `in_stock`. */
const LISTING_INDEXES = [
  {
    name: 'products_listing_colour_price_idx',
    columns: ['status', 'colour', 'price_cents', 'position', 'category'],
  },
  { name: 'products_listing_colour_idx', columns: ['status', 'colour', 'position', 'category'] },
  {
    name: 'products_listing_price_idx',
    columns: ['status', 'price_cents', 'position', 'colour', 'category'],
  },
  { name: 'products_listing_idx', columns: ['status', 'position', 'colour', 'category', 'price_cents'] },
];

async function listingIndexes(db: Kysely<unknown>, withInStock: boolean): Promise<void> {
  for (const { name, columns } of LISTING_INDEXES) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('products')
      .columns([...columns, ...(withInStock ? ['in_stock'] : []), 'id'])
      .execute();
  }
}

/** Whether the product `id` (an SQL expression) has a free piece of a tracked size: 0 or 1 on both engines. */
const hasFreePiece = (id: ReturnType<typeof sql.raw>) =>
  sql`(case when exists (select 1 from product_stock s where s.product_id = ${id} and s.on_hand > s.reserved)
    then 1 else 0 end)`;

async function dropCounts(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger products_counts on products`.execute(db);
    await sql`drop function shop_product_counts()`.execute(db);
  } else {
    for (const suffix of ['inserted', 'deleted', 'updated'])
      await sql`drop trigger ${sql.raw(`products_counts_${suffix}`)}`.execute(db);
  }
  await db.schema.dropTable('product_position_counts').execute();
  await db.schema.dropTable('product_price_counts').execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('in_stock', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update products set in_stock = ${hasFreePiece(sql.raw('products.id'))}`.execute(db);
  await listingIndexes(db, true);

  // Migration 021's counts, with `in_stock` in their keys and their covering indexes.
  await dropCounts(db);
  await db.schema
    .createTable('product_price_counts')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull())
    .addColumn('in_stock', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_price_counts_pk', ['category', 'colour', 'price_cents', 'in_stock'])
    .execute();
  await db.schema
    .createIndex('product_price_counts_colour_idx')
    .on('product_price_counts')
    .columns(['colour', 'price_cents', 'category', 'in_stock', 'n'])
    .execute();
  await db.schema
    .createIndex('product_price_counts_price_idx')
    .on('product_price_counts')
    .columns(['price_cents', 'colour', 'category', 'in_stock', 'n'])
    .execute();
  await db.schema
    .createTable('product_position_counts')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('bucket', 'integer', (c) => c.notNull())
    .addColumn('in_stock', 'integer', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_position_counts_pk', ['category', 'colour', 'bucket', 'in_stock'])
    .execute();
  await db.schema
    .createIndex('product_position_counts_colour_idx')
    .on('product_position_counts')
    .columns(['colour', 'bucket', 'category', 'in_stock', 'n'])
    .execute();
  await db.schema
    .createIndex('product_position_counts_bucket_idx')
    .on('product_position_counts')
    .columns(['bucket', 'colour', 'category', 'in_stock', 'n'])
    .execute();

  if (isPostgres(db)) {
    await sql`create function shop_product_counts() returns trigger language plpgsql
      set search_path from current as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') and old.status = 'published' then
          update product_price_counts set n = n - 1
            where category = old.category and colour = old.colour and price_cents = old.price_cents
              and in_stock = old.in_stock;
          update product_position_counts set n = n - 1
            where category = old.category and colour = old.colour and bucket = old.position >> ${sql.lit(BITS)}
              and in_stock = old.in_stock;
        end if;
        if tg_op in ('UPDATE', 'INSERT') and new.status = 'published' then
          insert into product_price_counts (category, colour, price_cents, in_stock, n)
            values (new.category, new.colour, new.price_cents, new.in_stock, 1)
            on conflict (category, colour, price_cents, in_stock) do update set n = product_price_counts.n + 1;
          insert into product_position_counts (category, colour, bucket, in_stock, n)
            values (new.category, new.colour, new.position >> ${sql.lit(BITS)}, new.in_stock, 1)
            on conflict (category, colour, bucket, in_stock) do update set n = product_position_counts.n + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger products_counts after insert or delete
      or update of status, category, colour, price_cents, position, in_stock
      on products for each row execute function shop_product_counts()`.execute(db);

    // The product's flag from its stock rows, written only when it changes (the counts' trigger follows).
    await sql`create function shop_product_in_stock(product text) returns void language plpgsql
      set search_path from current as $$
      declare
        flag integer := ${hasFreePiece(sql.raw('product'))};
      begin
        update products set in_stock = flag where id = product and in_stock <> flag;
      end $$`.execute(db);
    await sql`create function shop_product_stock_changed() returns trigger language plpgsql
      set search_path from current as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          perform shop_product_in_stock(old.product_id);
        end if;
        if tg_op = 'INSERT' or (tg_op = 'UPDATE' and new.product_id <> old.product_id) then
          perform shop_product_in_stock(new.product_id);
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger product_stock_in_stock after insert or delete
      or update of product_id, on_hand, reserved
      on product_stock for each row execute function shop_product_stock_changed()`.execute(db);
  } else {
    const add = sql`
      insert into product_price_counts (category, colour, price_cents, in_stock, n)
        select new.category, new.colour, new.price_cents, new.in_stock, 1 where new.status = 'published'
        on conflict (category, colour, price_cents, in_stock) do update set n = n + 1;
      insert into product_position_counts (category, colour, bucket, in_stock, n)
        select new.category, new.colour, new.position >> ${sql.lit(BITS)}, new.in_stock, 1
        where new.status = 'published'
        on conflict (category, colour, bucket, in_stock) do update set n = n + 1;`;
    const remove = sql`
      update product_price_counts set n = n - 1
        where old.status = 'published' and category = old.category and colour = old.colour
          and price_cents = old.price_cents and in_stock = old.in_stock;
      update product_position_counts set n = n - 1
        where old.status = 'published' and category = old.category and colour = old.colour
          and bucket = old.position >> ${sql.lit(BITS)} and in_stock = old.in_stock;`;
    await sql`create trigger products_counts_inserted after insert on products begin ${add} end`.execute(db);
    await sql`create trigger products_counts_deleted after delete on products begin ${remove} end`.execute(
      db,
    );
    await sql`create trigger products_counts_updated
      after update of status, category, colour, price_cents, position, in_stock on products
      begin ${remove} ${add} end`.execute(db);

    const refresh = (row: 'new' | 'old') => {
      const id = sql.raw(`${row}.product_id`);
      return sql`update products set in_stock = ${hasFreePiece(id)}
        where id = ${id} and in_stock <> ${hasFreePiece(id)};`;
    };
    await sql`create trigger product_stock_in_stock_inserted after insert on product_stock
      begin ${refresh('new')} end`.execute(db);
    await sql`create trigger product_stock_in_stock_deleted after delete on product_stock
      begin ${refresh('old')} end`.execute(db);
    await sql`create trigger product_stock_in_stock_updated
      after update of product_id, on_hand, reserved on product_stock
      begin ${refresh('old')} ${refresh('new')} end`.execute(db);
  }

  await sql`insert into product_price_counts (category, colour, price_cents, in_stock, n)
    select category, colour, price_cents, in_stock, count(*) from products where status = 'published'
    group by category, colour, price_cents, in_stock`.execute(db);
  await sql`insert into product_position_counts (category, colour, bucket, in_stock, n)
    select category, colour, position >> ${sql.lit(BITS)}, in_stock, count(*) from products
    where status = 'published'
    group by category, colour, position >> ${sql.lit(BITS)}, in_stock`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger product_stock_in_stock on product_stock`.execute(db);
    await sql`drop function shop_product_stock_changed()`.execute(db);
    await sql`drop function shop_product_in_stock(text)`.execute(db);
  } else {
    for (const suffix of ['inserted', 'deleted', 'updated'])
      await sql`drop trigger ${sql.raw(`product_stock_in_stock_${suffix}`)}`.execute(db);
  }
  await dropCounts(db);
  await listingIndexes(db, false);
  await db.schema.alterTable('products').dropColumn('in_stock').execute();
  // Migration 021's counts and triggers as they were (it makes its catalogue-order index again too).
  await countsOf021(db);
}
