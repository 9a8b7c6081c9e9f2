import {
  type Actor as ActorKind,
  type Language,
  type RequestProgress,
  requestActions,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { LoopRow } from '../../repositories/request-rows.ts';
import { readQuotes } from './quotes.ts';

/** Where a request stands in the loop, as its reader (`buyer` or `staff`) sees it, with the actions open to them. */
export async function requestProgress(
  db: Kysely<Database>,
  row: Pick<
    LoopRow,
    | 'id'
    | 'status'
    | 'version'
    | 'accepted_quote_version'
    | 'accepted_delivery_option'
    | 'carrier'
    | 'tracking_number'
  >,
  reader: ActorKind,
  language: Language,
): Promise<RequestProgress> {
  return {
    version: row.version,
    quotes: await readQuotes(db, row, language),
    acceptedDeliveryOption: row.accepted_delivery_option,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    actions: requestActions(row.status, reader),
  };
}
