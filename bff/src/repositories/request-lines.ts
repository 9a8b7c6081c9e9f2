import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** An order request's lines as a quote prices them: names, pieces and the price snapshot, in order. */
export function orderLinesToQuote(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_request_lines')
    .select(['position', 'name_en', 'name_gr', 'total_quantity', 'unit_price_cents'])
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

/** A custom-made request's lines as a quote prices them: type, fabric and pieces, in order. */
export function customLinesToQuote(db: Kysely<Database>, requestId: string) {
  return db
    .selectFrom('custom_request_lines')
    .select(['position', 'type', 'fabric', 'total_quantity'])
    .where('request_id', '=', requestId)
    .orderBy('position')
    .execute();
}

/** What a quote's PDF adds to an order line: the product's code and the quantities per size. */
export function orderLineDetails(db: Kysely<Database>, orderId: string) {
  return db
    .selectFrom('order_request_lines as l')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .select(['l.position', 'l.quantities', 'p.code'])
    .where('l.order_id', '=', orderId)
    .execute();
}

/** What a quote's PDF adds to a custom-made line: the quantities per size. */
export function customLineDetails(db: Kysely<Database>, requestId: string) {
  return db
    .selectFrom('custom_request_lines')
    .select(['position', 'sizes'])
    .where('request_id', '=', requestId)
    .execute();
}
