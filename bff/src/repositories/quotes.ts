import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { QuotesTable } from '../db/tables/office.ts';

/** The quote versions of a request, oldest first. */
export function quoteRows(db: Kysely<Database>, requestId: string) {
  return db.selectFrom('quotes').selectAll().where('request_id', '=', requestId).orderBy('version').execute();
}

/** The newest quote of a request (what a buyer may accept), if any. */
export function latestQuote(db: Kysely<Database>, requestId: string) {
  return db
    .selectFrom('quotes')
    .select(['version', 'valid_until', 'document'])
    .where('request_id', '=', requestId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** The number the next quote of a request gets. */
export async function nextQuoteVersion(db: Kysely<Database>, requestId: string): Promise<number> {
  const last = await db
    .selectFrom('quotes')
    .select((eb) => eb.fn.max('version').as('version'))
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  return Number(last?.version ?? 0) + 1;
}

export async function insertQuoteRow(db: Kysely<Database>, row: Insertable<QuotesTable>): Promise<void> {
  await db.insertInto('quotes').values(row).execute();
}
