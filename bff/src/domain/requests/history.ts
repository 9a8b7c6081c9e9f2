import type { OrderStatus, RequestEvent } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { HistoryKind } from '../../db/tables/office.ts';
import { nowIso } from '../../lib/time.ts';
import type { Actor } from './loop-rows.ts';

export interface HistoryEntry {
  requestId: string;
  kind: HistoryKind;
  action: string;
  from: string | null;
  to: string;
  actor: Actor;
  note?: string | undefined;
  at?: string;
}

/**
 * Appends one change to a request's history. Callers hold the request's row (its version update) in the same
 * transaction, so positions never collide.
 */
export async function appendHistory(db: Kysely<Database>, entry: HistoryEntry): Promise<void> {
  const last = await db
    .selectFrom('request_history')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('request_id', '=', entry.requestId)
    .executeTakeFirst();
  await db
    .insertInto('request_history')
    .values({
      request_id: entry.requestId,
      position: Number(last?.position ?? 0) + 1,
      kind: entry.kind,
      action: entry.action,
      from_status: entry.from,
      to_status: entry.to,
      actor_kind: entry.actor.kind,
      actor_id: entry.actor.id,
      actor_name: entry.actor.name,
      note: entry.note?.trim() ?? '',
      created_at: entry.at ?? nowIso(),
    })
    .execute();
}

/** What the history said for a quote sent, before the reader's language rendered it. */
const LEGACY_QUOTE_NOTE = /^Quote version \d+$/;

/** The history of one request, oldest first. `buyerName` names the buyer's own changes. */
export async function readHistory(
  db: Kysely<Database>,
  requestId: string,
  buyerName: string,
): Promise<RequestEvent[]> {
  const rows = await db
    .selectFrom('request_history')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
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
