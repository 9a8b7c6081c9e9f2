import type { OrderStatus, RequestKind } from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export const LOOP_TABLE = { order: 'order_requests', custom: 'custom_requests' } as const;

/** Who acts: a buyer or a staff member, with the name the history shows. */
export interface Actor {
  kind: 'buyer' | 'staff';
  id: string;
  name: string;
}

/** The columns of either table the loop reads and writes. */
export interface LoopRow {
  id: string;
  reference: string;
  buyer_id: string;
  status: OrderStatus;
  version: number;
  accepted_quote_version: number | null;
  accepted_delivery_option: number | null;
  carrier: string | null;
  tracking_number: string | null;
  created_at: string;
  updated_at: string;
}

/**
 * Both tables have the loop's columns under the same names; Kysely is given one of them so the query is
 * typed (the SQL names the table of `kind`).
 */
export function loopTable(kind: RequestKind): 'order_requests' {
  return LOOP_TABLE[kind] as 'order_requests';
}

/** A request by reference; with `buyerId`, only that buyer's (another's is as good as unknown). */
export async function findLoopRow(
  db: Kysely<Database>,
  kind: RequestKind,
  reference: string,
  buyerId?: string,
): Promise<LoopRow | undefined> {
  let query = db
    .selectFrom(loopTable(kind))
    .select([
      'id',
      'reference',
      'buyer_id',
      'status',
      'version',
      'accepted_quote_version',
      'accepted_delivery_option',
      'carrier',
      'tracking_number',
      'created_at',
      'updated_at',
    ])
    .where('reference', '=', reference);
  if (buyerId !== undefined) query = query.where('buyer_id', '=', buyerId);
  const row = await query.executeTakeFirst();
  return row as LoopRow | undefined;
}

/** The columns a step of the loop may set besides the status. */
export type LoopRowChanges = Partial<
  Pick<LoopRow, 'accepted_quote_version' | 'accepted_delivery_option' | 'carrier' | 'tracking_number'>
>;

/**
 * Moves a request's row from the version read to the next with its new status; false when another change got
 * there first (the `where version = ?` makes the update and the check one step on both engines: PostgreSQL
 * re-checks it after waiting for a concurrent update's row lock).
 */
export async function moveLoopRow(
  db: Kysely<Database>,
  kind: RequestKind,
  row: Pick<LoopRow, 'id' | 'version'>,
  to: OrderStatus,
  changes: LoopRowChanges & { updated_at: string },
): Promise<boolean> {
  const result = await db
    .updateTable(loopTable(kind))
    .set({ status: to, version: row.version + 1, ...changes })
    .where('id', '=', row.id)
    .where('version', '=', row.version)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
