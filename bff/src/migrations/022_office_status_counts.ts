import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';

/**
 * How many rows each of the office's lists holds in each status, kept by triggers (issue 48, part 3): the
 * inbox reads a few dozen rows instead of counting every open request and message (at 100 000 requests
 * 4 800 open orders and 3 000 contact messages, 2 ms of PostgreSQL's time for every inbox answer).
 * domain/office/lists.ts `inboxCounts` reads them. Every status is counted (finished ones too), so the
 * triggers know nothing of which statuses are open: contracts says that, once.
 *
 * On PostgreSQL the triggers are deferred to the commit: a new order request adds to the same row as every
 * other new one, and the row's lock, taken at the insert, would otherwise be held to the end of the order's
 * transaction and make concurrent order submits wait for each other. At the commit it is held a moment.
 * SQLite has one writer at a time.
 */
export const STATUS_COUNTED = [
  { list: 'orders', table: 'order_requests', column: 'status' },
  { list: 'customRequests', table: 'custom_requests', column: 'status' },
  { list: 'samples', table: 'sample_requests', column: 'status' },
  { list: 'contactMessages', table: 'contact_messages', column: 'status' },
  { list: 'buyers', table: 'buyers', column: 'approval' },
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('office_status_counts')
    .addColumn('list', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('office_status_counts_pk', ['list', 'status'])
    .execute();

  for (const { list, table, column } of STATUS_COUNTED) {
    const name = `${table}_status_counts`;
    const col = sql.raw(column);
    const add = (row: 'new') => sql`insert into office_status_counts (list, status, n)
      values (${sql.lit(list)}, ${sql.raw(row)}.${col}, 1)
      on conflict (list, status) do update set n = office_status_counts.n + 1`;
    const remove = (row: 'old') => sql`update office_status_counts set n = n - 1
      where list = ${sql.lit(list)} and status = ${sql.raw(row)}.${col}`;
    if (isPostgres(db)) {
      await sql`create function ${sql.raw(name)}() returns trigger language plpgsql
        set search_path from current as $$
        begin
          if tg_op = 'UPDATE' and old.${col} is not distinct from new.${col} then return null; end if;
          if tg_op in ('UPDATE', 'DELETE') then ${remove('old')}; end if;
          if tg_op in ('UPDATE', 'INSERT') then ${add('new')}; end if;
          return null;
        end $$`.execute(db);
      await sql`create constraint trigger ${sql.raw(name)} after insert or delete or update of ${col}
        on ${sql.table(table)} deferrable initially deferred
        for each row execute function ${sql.raw(name)}()`.execute(db);
    } else {
      await sql`create trigger ${sql.raw(`${name}_inserted`)} after insert on ${sql.table(table)}
        begin ${add('new')}; end`.execute(db);
      await sql`create trigger ${sql.raw(`${name}_deleted`)} after delete on ${sql.table(table)}
        begin ${remove('old')}; end`.execute(db);
      await sql`create trigger ${sql.raw(`${name}_updated`)} after update of ${col} on ${sql.table(table)}
        when old.${col} is not new.${col}
        begin ${remove('old')}; ${add('new')}; end`.execute(db);
    }
    await sql`insert into office_status_counts (list, status, n)
      select ${sql.lit(list)}, ${col}, count(*) from ${sql.table(table)} group by ${col}`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of STATUS_COUNTED) {
    const name = `${table}_status_counts`;
    if (isPostgres(db)) {
      await sql`drop trigger ${sql.raw(name)} on ${sql.table(table)}`.execute(db);
      await sql`drop function ${sql.raw(name)}()`.execute(db);
    } else {
      for (const suffix of ['inserted', 'deleted', 'updated'])
        await sql`drop trigger ${sql.raw(`${name}_${suffix}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('office_status_counts').execute();
}
