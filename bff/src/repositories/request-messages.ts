import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { RequestMessagesTable } from '../db/tables/office.ts';

/** The messages of one request's thread, oldest first. */
export function messageRows(db: Kysely<Database>, requestId: string) {
  return db
    .selectFrom('request_messages')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertMessageRow(
  db: Kysely<Database>,
  row: Insertable<RequestMessagesTable>,
): Promise<void> {
  await db.insertInto('request_messages').values(row).execute();
}
