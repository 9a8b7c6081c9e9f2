import { type Kysely, PostgresAdapter } from 'kysely';

/** Whether a Kysely instance runs on PostgreSQL (a migration is handed no dialect: its adapter tells). */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
