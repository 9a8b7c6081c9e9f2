import { type Kysely, PostgresAdapter } from 'kysely';

/** Whether a Kysely instance runs on PostgreSQL (a migration is handed no dialect: its adapter tells). */
// biome-ignore lint/suspicious/noExplicitAny: any schema, the migrations' (unknown) and the app's.
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
