import { type Kysely, sql } from 'kysely';

/**
 * Files every instance reads, kept in PostgreSQL when the BFF runs on it (domain/shared-files): content-
 * addressed blobs in chunks (written and read a chunk at a time, never whole in memory), the named files
 * of releases and product photos pointing at them, and each upload's blob. On SQLite the tables stay empty:
 * one instance keeps its files on its own disk.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blobs')
    /** SHA-256 of the bytes, hex. */
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('size_bytes', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('blob_chunks')
    .addColumn('hash', 'text', (c) => c.notNull().references('blobs.hash').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', sql`bytea`, (c) => c.notNull())
    .addPrimaryKeyConstraint('blob_chunks_pk', ['hash', 'seq'])
    .execute();
  await db.schema
    .createTable('shared_files')
    /** `deployments/<area>/<version>/<file>` or `photos/<file>`. */
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('blob_hash', 'text', (c) => c.notNull().references('blobs.hash'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shared_files_blob_idx').on('shared_files').column('blob_hash').execute();
  await db.schema
    .alterTable('uploads')
    .addColumn('blob_hash', 'text', (c) => c.references('blobs.hash'))
    .execute();
  await db.schema.createIndex('uploads_blob_idx').on('uploads').column('blob_hash').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('uploads_blob_idx').execute();
  await db.schema.alterTable('uploads').dropColumn('blob_hash').execute();
  await db.schema.dropTable('shared_files').execute();
  await db.schema.dropTable('blob_chunks').execute();
  await db.schema.dropTable('blobs').execute();
}
