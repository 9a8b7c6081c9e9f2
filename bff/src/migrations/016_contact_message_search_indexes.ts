import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';

/**
 * The office's search of contact messages (`q`: the start of a company name, a sender's name or an e-mail
 * address) walked every message: 3.5–8 ms a search on SQLite and 4 ms on PostgreSQL at 5 000 messages
 * (`npm run bench -- office`), growing with every message the shop receives. One index per searched column,
 * made as migration 006's for LIKE on each engine (NOCASE on SQLite, the pattern operator class on
 * PostgreSQL): the list's OR of the three becomes a MULTI-INDEX OR on SQLite and a BitmapOr on PostgreSQL
 * (0.2 and 0.4–0.6 ms).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const { name, expression } of indexes(db)) {
    await db.schema
      .createIndex(name)
      .on('contact_messages')
      .expression(isPostgres(db) ? sql`${expression} text_pattern_ops` : sql`${expression} collate nocase`)
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of indexes(db)) await db.schema.dropIndex(name).execute();
}

function indexes(db: Kysely<unknown>) {
  const suffix = isPostgres(db) ? 'pattern_idx' : 'nocase_idx';
  return [
    { name: `contact_messages_search_company_${suffix}`, expression: sql.ref('search_company') },
    { name: `contact_messages_search_name_${suffix}`, expression: sql.ref('search_name') },
    { name: `contact_messages_email_${suffix}`, expression: sql`lower(${sql.ref('email')})` },
  ];
}
