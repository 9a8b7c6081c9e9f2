import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';

/**
 * PostgreSQL only: migration 013's counter also moves with every change that can end a live staff session or
 * change what it shows of its member, so that staff sessions are remembered as buyers' are
 * (repositories/staff-sessions.ts): a live staff session updated (logout, second factor given, the expiry
 * moved on once a minute of use) or deleted, a member's e-mail, name or authenticator changed or the member
 * disabled, a member deleted. Deferred constraint triggers, as 013's, for the same reason.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create constraint trigger staff_sessions_changed after update or delete on staff_sessions
    deferrable initially deferred for each row when (old.revoked_at is null)
    execute function shop_session_rows_changed()`.execute(db);
  await sql`create constraint trigger staff_changed after update on staff
    deferrable initially deferred for each row
    when (old.email is distinct from new.email or old.name is distinct from new.name
      or old.totp_enabled_at is distinct from new.totp_enabled_at
      or old.disabled_at is distinct from new.disabled_at)
    execute function shop_session_rows_changed()`.execute(db);
  await sql`create constraint trigger staff_deleted after delete on staff
    deferrable initially deferred for each row
    execute function shop_session_rows_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger staff_deleted on staff`.execute(db);
  await sql`drop trigger staff_changed on staff`.execute(db);
  await sql`drop trigger staff_sessions_changed on staff_sessions`.execute(db);
}
