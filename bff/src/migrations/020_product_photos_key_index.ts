import type { Kysely } from 'kysely';

/**
 * Photos are served to everyone only while a published product shows them (routes/media/photos): each photo
 * request looks its key up among the products' photos, by this index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('product_photos_key_idx').on('product_photos').column('key').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('product_photos_key_idx').execute();
}
