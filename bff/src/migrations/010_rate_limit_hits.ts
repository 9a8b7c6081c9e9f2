import type { Kysely } from 'kysely';

/**
 * Rate-limit counters shared by every instance on PostgreSQL when no Redis is configured (plugins/rate-limit.ts):
 * one row per limited key and window, counted up by one statement.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    /** Epoch milliseconds at which the window ends and the count starts again. */
    .addColumn('resets_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
