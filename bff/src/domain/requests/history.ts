import type { OrderStatus, RequestEvent } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { historyRows } from '../../repositories/request-history.ts';

/** What the history said for a quote sent, before the reader's language rendered it. */
const LEGACY_QUOTE_NOTE = /^Quote version \d+$/;

/** The history of one request, oldest first. `buyerName` names the buyer's own changes. */
export async function readHistory(
  db: Kysely<Database>,
  requestId: string,
  buyerName: string,
): Promise<RequestEvent[]> {
  const rows = await historyRows(db, requestId);
  let quotesSent = 0;
  return rows.map((row) => {
    const event: RequestEvent = {
      action: row.action as RequestEvent['action'],
      from: row.from_status as OrderStatus | null,
      status: row.to_status as OrderStatus,
      by: {
        kind: row.actor_kind as 'buyer' | 'staff',
        name: row.actor_kind === 'buyer' ? row.actor_name || buyerName : row.actor_name,
      },
      note: row.note,
      at: row.created_at,
    };
    if (row.action === 'send_quote') {
      // Quote versions are numbered 1, 2, … in the order they were sent. Rows written before the version was
      // given this way carry it as English text: the reader's language shows it instead.
      quotesSent += 1;
      event.quoteVersion = quotesSent;
      if (LEGACY_QUOTE_NOTE.test(row.note)) event.note = '';
    }
    return event;
  });
}
