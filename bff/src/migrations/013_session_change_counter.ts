import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';

/**
 * PostgreSQL only: a counter that moves, in the same transaction, with every change that can end a live
 * session or change what it shows of its buyer (db/session-changes.ts reads it once per turn of the event
 * loop, so each instance can keep the sessions it has looked up until the counter moves). On SQLite the
 * process watches its own connection instead, with temporary triggers and `PRAGMA data_version`.
 *
 * The counter is raised by deferred constraint triggers, at commit: a transaction takes the counter's row
 * lock last, after every other row it writes, so two transactions cannot each hold what the other waits for
 * (a staff member rejecting a buyer, which revokes the buyer's sessions, while that buyer logs out).
 * Only rows that matter count: a live session updated or deleted (a login deleting the buyer's dead sessions
 * leaves it alone), a buyer's e-mail, business name or approval changed, a buyer deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table session_changes (
    id smallint primary key check (id = 1),
    version bigint not null
  )`.execute(db);
  await sql`insert into session_changes (id, version) values (1, 0)`.execute(db);
  // `set search_path from current`: the schema the migration ran in, whichever connection fires the trigger.
  await sql`create function shop_session_rows_changed() returns trigger language plpgsql
    set search_path from current as $$
    begin
      update session_changes set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create constraint trigger sessions_changed after update or delete on sessions
    deferrable initially deferred for each row when (old.revoked_at is null)
    execute function shop_session_rows_changed()`.execute(db);
  await sql`create constraint trigger buyers_changed after update on buyers
    deferrable initially deferred for each row
    when (old.email is distinct from new.email or old.business_name is distinct from new.business_name
      or old.approval is distinct from new.approval)
    execute function shop_session_rows_changed()`.execute(db);
  await sql`create constraint trigger buyers_deleted after delete on buyers
    deferrable initially deferred for each row
    execute function shop_session_rows_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger buyers_deleted on buyers`.execute(db);
  await sql`drop trigger buyers_changed on buyers`.execute(db);
  await sql`drop trigger sessions_changed on sessions`.execute(db);
  await sql`drop function shop_session_rows_changed()`.execute(db);
  await sql`drop table session_changes`.execute(db);
}
