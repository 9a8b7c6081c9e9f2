import type { Kysely } from 'kysely';

/** Versioned releases of the shell and the remotes, and the pointer history (the last event wins). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('releases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('contracts', 'text')
    .addColumn('deployed_by', 'text', (c) => c.notNull())
    .addColumn('deployed_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('releases_area_version_key', ['area', 'version'])
    .execute();

  await db.schema
    .createTable('release_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('release_id', 'text', (c) => c.notNull().references('releases.id'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('release_events_area_at_idx')
    .on('release_events')
    .columns(['area', 'at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('release_events').execute();
  await db.schema.dropTable('releases').execute();
}
