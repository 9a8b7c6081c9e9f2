import type { Generated, Selectable } from 'kysely';

/**
 * Tables of accounts, sessions and the catalogue. Timestamps are ISO-8601 UTC text on both engines
 * (they sort and compare as text); booleans are 0/1 integers; money is integer euro cents; lists
 * and addresses are JSON text. That keeps one query code for SQLite and PostgreSQL.
 */
export interface CoreTables {
  buyers: BuyersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  products: ProductsTable;
  product_photos: ProductPhotosTable;
  product_price_counts: ProductPriceCountsTable;
  product_position_counts: ProductPositionCountsTable;
}

export interface BuyersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  password_hash: string;
  business_name: string;
  /** JSON of an Address, or null. */
  business_address: string | null;
  delivery_address: string | null;
  /** ΑΦΜ, normalised (9 digits, no `EL`); null until the buyer gives it (required before an order request). */
  vat_number: string | null;
  /** `approved` | `pending` | `rejected` (BUYER_APPROVAL=manual starts new buyers pending). */
  approval: Generated<string>;
  /** The language the buyer's mails are written in: the one of their last registration or login. */
  language: Generated<string>;
  /** `business_name` as the office searches it (lib/search-key.ts). */
  search_name: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  token_hash: string;
  buyer_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetsTable {
  /** SHA-256 (hex) of the e-mailed token. */
  token_hash: string;
  buyer_id: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface ProductsTable {
  id: string;
  /** The visible product code (`WF-1001`), unique; what the quick order grid takes. */
  code: string;
  /** Catalogue order; "newest" sorts by it. */
  position: number;
  category: string;
  colour: string;
  price_cents: number;
  material: string;
  /** Comma-separated style tags, e.g. `Resort Boho, Summer Romantic`. */
  style: string;
  is_new: number;
  /** JSON array of sizes. */
  sizes: string;
  min_order: number;
  name_en: string;
  name_gr: string;
  description_en: string;
  description_gr: string;
  /** JSON arrays of strings. */
  features_en: string;
  features_gr: string;
  care_en: string;
  care_gr: string;
  created_at: string;
  /** `draft` | `published` | `hidden` (contracts PRODUCT_STATUSES); buyers and visitors see published ones. */
  status: Generated<string>;
  /** Raised by every save of the words or the status (the editor's stale-version check). */
  version: Generated<number>;
  /** Raised by every photo added, arranged or removed (an arrangement's stale-version check). */
  photos_version: Generated<number>;
  updated_at: string | null;
  /** The staff member's name who saved it last; null for the seeded catalogue. */
  updated_by: string | null;
  /** JSON array of product ids picked as related, in order; null: automatic. */
  related: string | null;
  /** Days to make a piece beyond the stock; null: not back-ordered (migration 023). */
  backorder_days: number | null;
  /** Raised by every save of the stock in the office (the stock editor's stale check). */
  stock_version: Generated<number>;
  stock_updated_at: string | null;
  stock_updated_by: string | null;
  /** 1 while a tracked size has a free piece (migration 024's triggers on `product_stock` keep it). */
  in_stock: Generated<number>;
}

/** A product's photo (migration 008): the first by position is the main one. */
export interface ProductPhotosTable {
  id: string;
  product_id: string;
  position: number;
  /** Content key of the versions in DATA_DIR/photos (contracts photos.ts). */
  key: string;
  width: number;
  height: number;
  /** JSON array of the widths made. */
  widths: string;
  alt_en: Generated<string>;
  alt_gr: Generated<string>;
  created_at: string;
}

/**
 * Catalogue order in stretches of 2^POSITION_BUCKET_BITS positions (`position >> 10`, rounding down also
 * below 0): what `product_position_counts` counts per stretch (migration 021, whose triggers use it).
 */
export const POSITION_BUCKET_BITS = 10;

/** Published products per category, colour, price and `in_stock` (migrations 021, 024: kept by triggers). */
export interface ProductPriceCountsTable {
  category: string;
  colour: string;
  price_cents: number;
  /** `products.in_stock` (migration 024). */
  in_stock: number;
  n: number;
}

/** Published products per category, colour and stretch of catalogue order (`position >> POSITION_BUCKET_BITS`). */
export interface ProductPositionCountsTable {
  category: string;
  colour: string;
  bucket: number;
  in_stock: number;
  n: number;
}

/** A product and a photo as read from their tables. */
export type ProductRow = Selectable<ProductsTable>;
export type PhotoRow = Selectable<ProductPhotosTable>;
