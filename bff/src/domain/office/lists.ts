import {
  type BuyerApproval,
  type ContactStatus,
  CUSTOM_REQUEST_REFERENCE_PREFIX,
  type InquiryType,
  type Language,
  type OfficeBuyer,
  type OfficeContactMessage,
  type OfficeRequestListQuery,
  type OfficeRequestRow,
  type OfficeSample,
  OPEN_CONTACT_STATUSES,
  OPEN_REQUEST_STATUSES,
  OPEN_SAMPLE_STATUSES,
  ORDER_REFERENCE_PREFIX,
  type OrderStatus,
  type RequestKind,
  type SampleDeliveryOption,
  type SampleStatus,
  type Size,
  sampleActions,
} from '@shop/contracts';
import { type Kysely, type SelectQueryBuilder, SqliteAdapter, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { searchKey } from '../../lib/search-key.ts';
import { loopTable } from '../../repositories/request-rows.ts';
import { localisedName } from '../commerce/shared.ts';
import { type Cursor, decodeCursor, encodeCursor } from './cursor.ts';
import { countLowStock } from './low-stock.ts';

/** Filters every office list takes (the statuses differ per list). */
export interface ListFilters {
  status?: string | undefined;
  buyer?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

const DEFAULT_LIMIT = 25;

/** The day after `to`, so "to 2026-11-25" includes that whole day (timestamps are ISO text). */
function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** `%` and `_` typed into the search box are searched for, not wildcards. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A `like` pattern for what starts with the search, compared as search keys (lib/search-key.ts). */
function namePrefix(text: string) {
  return sql<string>`${`${escapeLike(searchKey(text))}%`} escape '\\'`;
}

/** `WS-2026-…`, `cr-2026`: the start of a request's reference rather than of a business name. */
export function looksLikeReference(text: string): boolean {
  const prefix = text.trim().slice(0, 3).toUpperCase();
  return prefix === `${ORDER_REFERENCE_PREFIX}-` || prefix === `${CUSTOM_REQUEST_REFERENCE_PREFIX}-`;
}

/** A `like` pattern for e-mail addresses that start with the search (stored lower-cased). */
function emailPrefix(text: string) {
  return sql<string>`${`${escapeLike(text.trim().toLowerCase())}%`} escape '\\'`;
}

/**
 * Keyset pagination, newest first: one query per page, `limit + 1` rows to know whether there is a next page,
 * served by the (created_at, id) and (status, created_at, id) indexes of each table.
 */
function keysetPage<Row extends { created_at: string; id: string }, T>(
  rows: Row[],
  limit: number,
  map: (row: Row) => T,
): Page<T> {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(map),
    nextCursor: rows.length > limit && last ? encodeCursor({ at: last.created_at, id: last.id }) : null,
  };
}

// biome-ignore lint/suspicious/noExplicitAny: the helpers filter any office list's query the same way.
type AnyQuery = SelectQueryBuilder<Database, any, any>;

function filtered<Q extends AnyQuery>(
  query: Q,
  table: string,
  filters: ListFilters,
  after: Cursor | null,
): Q {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  let q = query as AnyQuery;
  if (filters.status) q = q.where(sql<boolean>`${column('status')} = ${filters.status}`);
  if (filters.from) q = q.where(sql<boolean>`${column('created_at')} >= ${filters.from}`);
  if (filters.to) q = q.where(sql<boolean>`${column('created_at')} < ${dayAfter(filters.to)}`);
  if (after) {
    // A row value: both engines seek straight to it in the (created_at, id) index, however deep the page.
    q = q.where(sql<boolean>`(${column('created_at')}, ${column('id')}) < (${after.at}, ${after.id})`);
  }
  return q.orderBy(column('created_at'), 'desc').orderBy(column('id'), 'desc') as Q;
}

/** Buyers whose business name starts with the search (case-insensitive), as a subquery. */
function buyersNamed(db: Kysely<Database>, q: string) {
  return db.selectFrom('buyers').select('buyers.id').where('buyers.search_name', 'like', namePrefix(q));
}

/**
 * On SQLite, up to this many buyers whose name starts with a search, the list asks for their requests by
 * buyer; beyond, it walks all requests newest first (one extra query finds which case it is: the matching
 * buyers).
 */
const FEW_BUYERS = 20;

function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/** Order requests or custom-made requests, newest first. */
export async function listRequests(
  db: Kysely<Database>,
  kind: RequestKind,
  filters: OfficeRequestListQuery,
): Promise<Page<OfficeRequestRow>> {
  const limit = filters.limit ?? DEFAULT_LIMIT;
  const after = filters.cursor ? decodeCursor(filters.cursor) : null;
  const table = loopTable(kind);
  let query = db
    .selectFrom(table)
    .innerJoin('buyers', 'buyers.id', `${table}.buyer_id`)
    .select([
      `${table}.id`,
      `${table}.reference`,
      `${table}.status`,
      `${table}.created_at`,
      `${table}.updated_at`,
      `${table}.version`,
      'buyers.id as buyer_id',
      'buyers.business_name',
      'buyers.email',
    ])
    .select(
      kind === 'order'
        ? [
            sql<number>`order_requests.total_items`.as('quantity'),
            sql<number>`order_requests.total_price_cents`.as('price'),
          ]
        : [sql<number>`custom_requests.total_quantity`.as('quantity'), sql<number>`0`.as('price')],
    );
  if (filters.buyer) query = query.where(`${table}.buyer_id`, '=', filters.buyer);
  if (filters.q) {
    const text = filters.q.trim();
    // One search or the other, never both in one OR: an OR with a subquery keeps either engine from using
    // the reference index and the name index (`npm run bench -- office`: 26–124 ms a page at 100 000 orders,
    // against 0.1–0.2 ms for a reference and 0.1–2.5 ms for a name on its own).
    if (looksLikeReference(text)) {
      query = query.where(
        `${table}.reference`,
        'like',
        sql<string>`${`${escapeLike(text.toUpperCase())}%`} escape '\\'`,
      );
    } else if (!isSqlite(db)) {
      // PostgreSQL plans the subquery best for a few buyers and for many, in one statement: each one's requests
      // through the (buyer_id, created_at) index, joined by primary key. Given their ids as a list it hashed
      // every buyer for the join instead (2026-12-02, 100 000 orders, six buyers: 1.9 against 0.3–0.5 ms).
      query = query.where(`${table}.buyer_id`, 'in', buyersNamed(db, text));
    } else {
      const named = await db
        .selectFrom('buyers')
        .select('buyers.id')
        .where('buyers.search_name', 'like', namePrefix(text))
        .limit(FEW_BUYERS + 1)
        .execute();
      if (named.length === 0) return { items: [], nextCursor: null };
      if (named.length <= FEW_BUYERS) {
        // A few buyers: their requests through the (buyer_id, created_at) index, then sorted.
        query = query.where(
          `${table}.buyer_id`,
          'in',
          named.map((row) => row.id),
        );
      } else {
        // Many buyers (a common start such as "Μπουτίκ"): walk the requests newest first and keep theirs. The
        // unary + keeps SQLite from starting at the buyers instead, which sorts every request of all of them
        // (17 ms a page at 100 000 orders, against < 1 ms).
        query = query.where(sql<boolean>`+${sql.ref(`${table}.buyer_id`)} in (${buyersNamed(db, text)})`);
      }
    }
  }
  const rows = await filtered(query, table, filters, after)
    .limit(limit + 1)
    .execute();
  return keysetPage(rows, limit, (row) => ({
    reference: row.reference,
    status: row.status as OrderStatus,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    buyer: { id: row.buyer_id, businessName: row.business_name, email: row.email },
    totalQuantity: Number(row.quantity),
    totalPriceCents: Number(row.price),
    version: row.version,
  }));
}

function sampleQuery(db: Kysely<Database>) {
  return db
    .selectFrom('sample_requests')
    .innerJoin('buyers', 'buyers.id', 'sample_requests.buyer_id')
    .innerJoin('products', 'products.id', 'sample_requests.product_id')
    .select([
      'sample_requests.id',
      'sample_requests.status',
      'sample_requests.created_at',
      'sample_requests.product_id',
      'sample_requests.size',
      'sample_requests.delivery_option',
      'sample_requests.delivery_fee_cents',
      'sample_requests.notes',
      'sample_requests.carrier',
      'sample_requests.tracking_number',
      'sample_requests.version',
      'buyers.id as buyer_id',
      'buyers.business_name',
      'buyers.email',
      'products.name_en',
      'products.name_gr',
    ]);
}

type SampleRow = Awaited<ReturnType<ReturnType<typeof sampleQuery>['executeTakeFirstOrThrow']>>;

function toOfficeSample(row: SampleRow, language: Language): OfficeSample {
  return {
    id: row.id,
    status: row.status as SampleStatus,
    createdAt: row.created_at,
    buyer: { id: row.buyer_id, businessName: row.business_name, email: row.email },
    productId: row.product_id,
    productName: localisedName(row, language),
    size: row.size as Size,
    deliveryOption: row.delivery_option as SampleDeliveryOption,
    deliveryFeeCents: row.delivery_fee_cents,
    notes: row.notes,
    carrier: row.carrier,
    trackingNumber: row.tracking_number,
    version: row.version,
    actions: sampleActions(row.status as SampleStatus),
  };
}

export async function findOfficeSample(
  db: Kysely<Database>,
  id: string,
  language: Language,
): Promise<OfficeSample | undefined> {
  const row = await sampleQuery(db).where('sample_requests.id', '=', id).executeTakeFirst();
  return row && toOfficeSample(row, language);
}

export async function listSampleRequests(
  db: Kysely<Database>,
  filters: ListFilters,
  language: Language,
): Promise<Page<OfficeSample>> {
  const limit = filters.limit ?? DEFAULT_LIMIT;
  const after = filters.cursor ? decodeCursor(filters.cursor) : null;
  let query = sampleQuery(db);
  if (filters.buyer) query = query.where('sample_requests.buyer_id', '=', filters.buyer);
  if (filters.q) query = query.where('sample_requests.buyer_id', 'in', buyersNamed(db, filters.q));
  const rows = await filtered(query, 'sample_requests', filters, after)
    .limit(limit + 1)
    .execute();
  return keysetPage(rows, limit, (row) => toOfficeSample(row, language));
}

export function toOfficeContactMessage(row: {
  id: string;
  status: string;
  created_at: string;
  name: string;
  email: string;
  company_name: string | null;
  phone: string | null;
  inquiry_type: string;
  message: string;
  buyer_id: string | null;
  replies: string;
  version: number;
}): OfficeContactMessage {
  return {
    id: row.id,
    status: row.status as ContactStatus,
    createdAt: row.created_at,
    name: row.name,
    email: row.email,
    companyName: row.company_name,
    phone: row.phone,
    inquiryType: row.inquiry_type as InquiryType,
    message: row.message,
    buyerId: row.buyer_id,
    replies: JSON.parse(row.replies) as OfficeContactMessage['replies'],
    version: row.version,
  };
}

export async function listContactMessages(
  db: Kysely<Database>,
  filters: ListFilters,
): Promise<Page<OfficeContactMessage>> {
  const limit = filters.limit ?? DEFAULT_LIMIT;
  const rows = await contactMessagesQuery(db, filters).execute();
  return keysetPage(rows, limit, toOfficeContactMessage);
}

/** The query of one page of contact messages (`limit + 1` rows), newest first. */
export function contactMessagesQuery(db: Kysely<Database>, filters: ListFilters) {
  const limit = filters.limit ?? DEFAULT_LIMIT;
  const after = filters.cursor ? decodeCursor(filters.cursor) : null;
  let query = db.selectFrom('contact_messages').selectAll('contact_messages');
  if (filters.buyer) query = query.where('contact_messages.buyer_id', '=', filters.buyer);
  if (filters.q) {
    const q = filters.q;
    // A MULTI-INDEX OR on SQLite, a BitmapOr on PostgreSQL, over migration 016's indexes.
    query = query.where((eb) =>
      eb.or([
        eb('contact_messages.search_company', 'like', namePrefix(q)),
        eb('contact_messages.search_name', 'like', namePrefix(q)),
        eb(sql<string>`lower(contact_messages.email)`, 'like', emailPrefix(q)),
      ]),
    );
  }
  return filtered(query, 'contact_messages', filters, after).limit(limit + 1);
}

export async function listBuyers(db: Kysely<Database>, filters: ListFilters): Promise<Page<OfficeBuyer>> {
  const limit = filters.limit ?? DEFAULT_LIMIT;
  const after = filters.cursor ? decodeCursor(filters.cursor) : null;
  let query = db
    .selectFrom('buyers')
    .select([
      'buyers.id',
      'buyers.email',
      'buyers.business_name',
      'buyers.approval',
      'buyers.language',
      'buyers.vat_number',
      'buyers.created_at',
    ]);
  if (filters.status) query = query.where('buyers.approval', '=', filters.status);
  if (filters.buyer) query = query.where('buyers.id', '=', filters.buyer);
  if (filters.q) {
    const q = filters.q;
    query = query.where((eb) =>
      eb.or([eb('buyers.search_name', 'like', namePrefix(q)), eb('buyers.email', 'like', emailPrefix(q))]),
    );
  }
  const { status: _status, ...rest } = filters;
  const rows = await filtered(query, 'buyers', rest, after)
    .limit(limit + 1)
    .execute();
  return keysetPage(rows, limit, (row) => ({
    id: row.id,
    email: row.email,
    businessName: row.business_name,
    approval: row.approval as BuyerApproval,
    language: row.language,
    vatNumber: row.vat_number,
    createdAt: row.created_at,
  }));
}

/**
 * The inbox: how many items wait in each open status of every list (requests that can still move, samples to
 * approve or ship, messages to answer or close, buyers to approve). Finished items (delivered, cancelled,
 * declined, shipped samples, closed messages, decided buyers) are not counted: they are 95 % of a year's rows
 * and the inbox is about the work left. The counts per list and status are kept by triggers (migration 022):
 * a few dozen rows, however many requests there are (counting the open ones at 100 000 requests took 2 ms of
 * PostgreSQL's time for every answer, `npm run bench -- office`). The products running low are counted from
 * the stock itself (low-stock.ts).
 */
export async function inboxCounts(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('office_status_counts')
    .select(['list', 'status', 'n'])
    .where('n', '>', 0)
    .execute();
  const counts = (list: string, statuses: readonly string[]) =>
    Object.fromEntries(
      statuses.map((status) => [
        status,
        Number(rows.find((row) => row.list === list && row.status === status)?.n ?? 0),
      ]),
    );
  return {
    orders: counts('orders', OPEN_REQUEST_STATUSES),
    customRequests: counts('customRequests', OPEN_REQUEST_STATUSES),
    samples: counts('samples', OPEN_SAMPLE_STATUSES),
    contactMessages: counts('contactMessages', OPEN_CONTACT_STATUSES),
    buyers: { pending: counts('buyers', ['pending']).pending ?? 0 },
    // Counted here, not kept by triggers: the low rows of a catalogue of hundreds (low-stock.ts).
    lowStock: await countLowStock(db),
  };
}
