import type { Generated } from 'kysely';

/**
 * Tables of basket, order requests, samples, custom requests, uploads and contact messages.
 * Same conventions as the core tables: ISO-8601 UTC text timestamps, 0/1 integer booleans, integer
 * euro cents, JSON text for quantities and addresses.
 */
export interface CommerceTables {
  uploads: UploadsTable;
  basket_lines: BasketLinesTable;
  reference_counters: ReferenceCountersTable;
  order_requests: OrderRequestsTable;
  order_request_lines: OrderRequestLinesTable;
  sample_requests: SampleRequestsTable;
  custom_requests: CustomRequestsTable;
  custom_request_lines: CustomRequestLinesTable;
  contact_messages: ContactMessagesTable;
}

export interface UploadsTable {
  id: string;
  owner_id: string;
  /** The name on the buyer's computer, for display only; never used as a path. */
  original_name: string;
  /** Detected from the content: image/png, image/jpeg, image/webp or application/pdf. */
  content_type: string;
  size_bytes: number;
  /** Random file name inside `<DATA_DIR>/uploads/` (on SQLite, where the file lives). */
  storage_name: string;
  /** On PostgreSQL, the blob holding the bytes (every instance reads it); null for a file on this disk. */
  blob_hash: string | null;
  created_at: string;
}

export interface BasketLinesTable {
  buyer_id: string;
  product_id: string;
  /** JSON of SizeQuantities; only sizes above 0. */
  quantities: string;
  add_your_brand: number;
  brand_logo_id: string | null;
  created_at: string;
  updated_at: string;
}

/** One counter per reference prefix and year: WS-2026-000123. */
export interface ReferenceCountersTable {
  scope: string;
  year: number;
  value: number;
}

export interface OrderRequestsTable {
  id: string;
  reference: string;
  buyer_id: string;
  status: string;
  delivery_option: string;
  /** JSON of an Address. */
  delivery_address: string;
  notes: string;
  total_items: number;
  total_price_cents: number;
  /** The client's Idempotency-Key; unique per buyer. */
  idempotency_key: string | null;
  /** Moves on with every change; a change sent against an older one is refused (409 stale_order). */
  version: Generated<number>;
  accepted_quote_version: number | null;
  /** Index into the accepted quote's delivery options. */
  accepted_delivery_option: number | null;
  carrier: string | null;
  tracking_number: string | null;
  created_at: string;
  updated_at: string;
}

/** Lines as they were when submitted: price and names are snapshots. */
export interface OrderRequestLinesTable {
  order_id: string;
  position: number;
  product_id: string;
  name_en: string;
  name_gr: string;
  image: string;
  unit_price_cents: number;
  quantities: string;
  total_quantity: number;
  line_total_cents: number;
  add_your_brand: number;
  brand_logo_id: string | null;
}

export interface SampleRequestsTable {
  id: string;
  buyer_id: string;
  product_id: string;
  /** 1..3, unique per buyer: the database itself cannot hold a fourth sample. */
  slot: number;
  size: string;
  delivery_option: string;
  delivery_fee_cents: number;
  notes: string;
  /** SAMPLE_STATUSES. */
  status: Generated<string>;
  version: Generated<number>;
  carrier: string | null;
  tracking_number: string | null;
  created_at: string;
  updated_at: string | null;
}

export interface CustomRequestsTable {
  id: string;
  reference: string;
  buyer_id: string;
  status: string;
  delivery_address: string;
  preferred_delivery_date: string | null;
  delivery_option: string;
  notes: string;
  brand_label_id: string | null;
  total_quantity: number;
  /** Moves on with every change; a change sent against an older one is refused (409 stale_order). */
  version: Generated<number>;
  accepted_quote_version: number | null;
  /** Index into the accepted quote's delivery options. */
  accepted_delivery_option: number | null;
  carrier: string | null;
  tracking_number: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomRequestLinesTable {
  request_id: string;
  position: number;
  type: string;
  fabric: string;
  sizes: string;
  total_quantity: number;
  request_sample: number;
  design_file_id: string | null;
}

export interface ContactMessagesTable {
  id: string;
  /** The sender's account when logged in. */
  buyer_id: string | null;
  name: string;
  email: string;
  company_name: string | null;
  phone: string | null;
  inquiry_type: string;
  message: string;
  /** CONTACT_STATUSES. */
  status: Generated<string>;
  /** JSON array of the replies sent: `{ text, at, by }`, oldest first. */
  replies: Generated<string>;
  /** Name and company as the office searches them (lib/search-key.ts). */
  search_name: Generated<string>;
  search_company: Generated<string>;
  version: Generated<number>;
  created_at: string;
}
