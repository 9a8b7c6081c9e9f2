import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/engine.ts';

/**
 * The buyers list's order, and the office's search box (`q`: the start of a reference or of a business
 * name) with a year of business. A plain index cannot serve `column LIKE 'WS-2026-0419%'` on either engine, so without these
 * the list walks every order request newest first looking for its rows (`npm run bench -- office`: 40–100 ms
 * a page on SQLite, 20 ms on PostgreSQL, at 100 000 orders, when the reference matches few rows).
 *
 * - SQLite: LIKE is case-insensitive, so it can use an index only of a NOCASE column (the values are upper-
 *   or lower-case already: the same rows match). With them the list's `reference LIKE … OR buyer_id IN
 *   (buyers named …)` becomes a MULTI-INDEX OR: a reference in a tenth of a millisecond.
 * - PostgreSQL: LIKE can use an index only with the pattern operator class (in any collation but C). It does
 *   not turn the list's OR into a bitmap OR (one side is a hashed subplan): the reference index serves the
 *   list once the two searches are separate (a UNION, or the one `q` looks like).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The buyers list, newest first, keyset-paginated on (created_at, id) like the others: sorted every page
  // without it (the approval index serves only a status filter).
  await db.schema.createIndex('buyers_created_idx').on('buyers').columns(['created_at', 'id']).execute();
  for (const { name, table, column } of indexes(db)) {
    await db.schema
      .createIndex(name)
      .on(table)
      .expression(
        isPostgres(db) ? sql`${sql.ref(column)} text_pattern_ops` : sql`${sql.ref(column)} collate nocase`,
      )
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { name } of indexes(db)) await db.schema.dropIndex(name).execute();
  await db.schema.dropIndex('buyers_created_idx').execute();
}

function indexes(db: Kysely<unknown>) {
  const suffix = isPostgres(db) ? 'pattern_idx' : 'nocase_idx';
  return [
    { name: `order_requests_reference_${suffix}`, table: 'order_requests', column: 'reference' },
    { name: `custom_requests_reference_${suffix}`, table: 'custom_requests', column: 'reference' },
    { name: `buyers_search_name_${suffix}`, table: 'buyers', column: 'search_name' },
  ];
}
