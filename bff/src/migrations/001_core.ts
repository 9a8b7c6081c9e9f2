import { type Kysely, sql } from 'kysely';

/** Accounts, sessions, password resets and the catalogue. Portable DDL only (SQLite and PostgreSQL). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('buyers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('business_name', 'text', (c) => c.notNull())
    .addColumn('business_address', 'text')
    .addColumn('delivery_address', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('sessions_buyer_id_idx').on('sessions').column('buyer_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('buyer_id', 'text', (c) => c.notNull().references('buyers.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_buyer_id_idx')
    .on('password_resets')
    .column('buyer_id')
    .execute();

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('colour', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents > 0`))
    .addColumn('material', 'text', (c) => c.notNull())
    .addColumn('style', 'text', (c) => c.notNull())
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sizes', 'text', (c) => c.notNull())
    .addColumn('min_order', 'integer', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_gr', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_gr', 'text', (c) => c.notNull())
    .addColumn('features_en', 'text', (c) => c.notNull())
    .addColumn('features_gr', 'text', (c) => c.notNull())
    .addColumn('care_en', 'text', (c) => c.notNull())
    .addColumn('care_gr', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('products_category_idx').on('products').column('category').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['password_resets', 'sessions', 'products', 'buyers']) {
    await db.schema.dropTable(table).execute();
  }
}
