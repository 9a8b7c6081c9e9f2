import { type Kysely, sql } from 'kysely';

/**
 * Basket, order requests, samples, custom requests, uploads and contact messages. Portable DDL only
 * (SQLite and PostgreSQL). The invariants that must survive concurrent requests are constraints:
 * one basket line per product, one order per Idempotency-Key, one sample per product and at most
 * three sample slots per buyer.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('storage_name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner_id_idx').on('uploads').column('owner_id').execute();

  await db.schema
    .createTable('basket_lines')
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('quantities', 'text', (c) => c.notNull())
    .addColumn('add_your_brand', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('brand_logo_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('basket_lines_pk', ['buyer_id', 'product_id'])
    .execute();

  await db.schema
    .createTable('reference_counters')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('reference_counters_pk', ['scope', 'year'])
    .execute();

  await db.schema
    .createTable('order_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('delivery_option', 'text', (c) => c.notNull())
    .addColumn('delivery_address', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('total_items', 'integer', (c) => c.notNull())
    .addColumn('total_price_cents', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('order_requests_idempotency_uq', ['buyer_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('order_requests_buyer_created_idx')
    .on('order_requests')
    .columns(['buyer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('order_request_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('order_requests.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_gr', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('quantities', 'text', (c) => c.notNull())
    .addColumn('total_quantity', 'integer', (c) => c.notNull())
    .addColumn('line_total_cents', 'integer', (c) => c.notNull())
    .addColumn('add_your_brand', 'integer', (c) => c.notNull())
    .addColumn('brand_logo_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addPrimaryKeyConstraint('order_request_lines_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('order_request_status_history')
    .addColumn('order_id', 'text', (c) => c.notNull().references('order_requests.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_request_status_history_pk', ['order_id', 'position'])
    .execute();

  await db.schema
    .createTable('sample_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    // MAX_SAMPLES_PER_ACCOUNT (3); raising it needs a migration on purpose.
    .addColumn('slot', 'integer', (c) => c.notNull().check(sql`slot between 1 and 3`))
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('delivery_option', 'text', (c) => c.notNull())
    .addColumn('delivery_fee_cents', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('sample_requests_product_uq', ['buyer_id', 'product_id'])
    .addUniqueConstraint('sample_requests_slot_uq', ['buyer_id', 'slot'])
    .execute();

  await db.schema
    .createTable('custom_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('delivery_address', 'text', (c) => c.notNull())
    .addColumn('preferred_delivery_date', 'text')
    .addColumn('delivery_option', 'text', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('brand_label_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addColumn('total_quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('custom_requests_buyer_created_idx')
    .on('custom_requests')
    .columns(['buyer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('custom_request_lines')
    .addColumn('request_id', 'text', (c) => c.notNull().references('custom_requests.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('fabric', 'text', (c) => c.notNull())
    .addColumn('sizes', 'text', (c) => c.notNull())
    .addColumn('total_quantity', 'integer', (c) => c.notNull())
    .addColumn('request_sample', 'integer', (c) => c.notNull())
    .addColumn('design_file_id', 'text', (c) => c.references('uploads.id').onDelete('set null'))
    .addPrimaryKeyConstraint('custom_request_lines_pk', ['request_id', 'position'])
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('buyer_id', 'text', (c) => c.references('buyers.id').onDelete('set null'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('company_name', 'text')
    .addColumn('phone', 'text')
    .addColumn('inquiry_type', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'contact_messages',
    'custom_request_lines',
    'custom_requests',
    'sample_requests',
    'order_request_status_history',
    'order_request_lines',
    'order_requests',
    'reference_counters',
    'basket_lines',
    'uploads',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
