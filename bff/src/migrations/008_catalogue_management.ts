import type { Kysely } from 'kysely';

/**
 * The shop team manages the catalogue (issue 27): each product gets a status (`draft` | `published` |
 * `hidden`; the seeded catalogue is published), a version that every save of its words or status raises (two
 * editors cannot overwrite each other), who saved it last and when, and related products picked by hand (a
 * JSON array of ids; null: automatic). Photos are rows of `product_photos`, in order (the first is the main
 * one), naming the content-addressed versions kept in DATA_DIR/photos.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
    .execute();
  await db.schema
    .alterTable('products')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('products').addColumn('updated_at', 'text').execute();
  await db.schema.alterTable('products').addColumn('updated_by', 'text').execute();
  await db.schema.alterTable('products').addColumn('related', 'text').execute();
  await db.schema.createIndex('products_status_idx').on('products').columns(['status', 'position']).execute();

  await db.schema
    .createTable('product_photos')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('product_id', 'text', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('widths', 'text', (col) => col.notNull())
    .addColumn('alt_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('alt_gr', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('product_photos_product_idx')
    .on('product_photos')
    .columns(['product_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_photos').execute();
  await db.schema.dropIndex('products_status_idx').execute();
  for (const column of ['related', 'updated_by', 'updated_at', 'version', 'status'])
    await db.schema.alterTable('products').dropColumn(column).execute();
}
