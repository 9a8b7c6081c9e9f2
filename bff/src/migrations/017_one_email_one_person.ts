import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';

/**
 * One e-mail address belongs to one person, buyer or staff member: a buyer registering with a team member's
 * address took the login (buyers are looked up first) and locked the member out; `staff add` of a buyer's
 * address made a member who could never log in. Each table's own unique index keeps its rows apart; these
 * triggers keep the two tables apart, refusing an insert or an e-mail change whose address the other table
 * holds. Addresses are stored trimmed and lower-cased (repositories/buyers.ts `normalizeEmail`), so equal is
 * the same address.
 *
 * On PostgreSQL two transactions could each check the other table before either commits; both take a
 * transaction lock on the address first, so the second checks after the first has committed (READ COMMITTED:
 * each statement of the function sees what was committed before it). SQLite has one writer at a time.
 *
 * Addresses already in both tables are not touched: which of the two is the person's cannot be known here.
 * They are reported (here, at every start, and by `npm run staff -w bff -- list`) for the team to settle;
 * meanwhile login tries both accounts' passwords (routes/api/auth).
 */
export const EMAIL_OWNED_ELSEWHERE = 'email_owned_by_another_account';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create function shop_email_owned_once() returns trigger language plpgsql
      set search_path from current as $$
      begin
        perform pg_advisory_xact_lock(hashtext('shop account e-mail'), hashtext(new.email));
        if (tg_table_name = 'buyers' and exists (select 1 from staff where email = new.email))
          or (tg_table_name = 'staff' and exists (select 1 from buyers where email = new.email)) then
          raise exception '${sql.raw(EMAIL_OWNED_ELSEWHERE)}' using errcode = 'unique_violation';
        end if;
        return new;
      end $$`.execute(db);
    for (const table of ['buyers', 'staff']) {
      await sql`create trigger ${sql.raw(`${table}_email_owned_once`)} before insert or update of email
        on ${sql.table(table)} for each row execute function shop_email_owned_once()`.execute(db);
    }
  } else {
    for (const [table, other] of [
      ['buyers', 'staff'],
      ['staff', 'buyers'],
    ] as const) {
      for (const [event, suffix] of [
        ['insert', 'inserted'],
        ['update of email', 'email_changed'],
      ] as const) {
        await sql`create trigger ${sql.raw(`${table}_email_owned_once_${suffix}`)}
          before ${sql.raw(event)} on ${sql.table(table)} for each row
          when exists (select 1 from ${sql.table(other)} where email = new.email)
          begin select raise(abort, '${sql.raw(EMAIL_OWNED_ELSEWHERE)}'); end`.execute(db);
      }
    }
  }

  const shared = await sql<{ email: string }>`select b.email from buyers b join staff s on s.email = b.email
    order by b.email`.execute(db);
  if (shared.rows.length > 0) {
    console.warn(
      [
        `Migration 017: ${shared.rows.length} e-mail address(es) belong to a buyer and a staff member at once.`,
        'Nothing was changed; settle each (one person, one account), e.g. disable the member with',
        '`npm run staff -w bff -- disable <email>` and add them again under another address:',
        ...shared.rows.map((row) => `  ${row.email}`),
      ].join('\n'),
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger staff_email_owned_once on staff`.execute(db);
    await sql`drop trigger buyers_email_owned_once on buyers`.execute(db);
    await sql`drop function shop_email_owned_once()`.execute(db);
    return;
  }
  for (const table of ['buyers', 'staff']) {
    for (const suffix of ['inserted', 'email_changed']) {
      await sql`drop trigger ${sql.raw(`${table}_email_owned_once_${suffix}`)}`.execute(db);
    }
  }
}
