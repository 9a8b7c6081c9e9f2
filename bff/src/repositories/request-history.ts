import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { HistoryKind } from '../db/tables/office.ts';
import { nowIso } from '../lib/time.ts';
import type { Actor } from './request-rows.ts';

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

/** The changes of one request, oldest first. */
export function historyRows(db: Kysely<Database>, requestId: string) {
  return db
    .selectFrom('request_history')
    .selectAll()
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
}
