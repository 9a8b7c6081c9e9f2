/** Business constants of the shop: the one place each number lives (spec §9, design.md §4). */

/** Minimum pieces per order request, basket and custom-made alike (the FAQ's "30" is stale). */
export const MIN_ORDER_PIECES = 5;
/** Samples a buyer may request in total, one per product. */
export const MAX_SAMPLES_PER_ACCOUNT = 3;
/** Per-size quantity bounds of the steppers and the API. */
export const MIN_SIZE_QUANTITY = 0;
export const MAX_SIZE_QUANTITY = 999;
export const CATALOGUE_PAGE_SIZE = 12;
/** The longest search a buyer may send (characters); what the search box takes. */
export const SEARCH_MAX_LENGTH = 100;
/** A search's words beyond this many are not searched for (each one is a lookup). */
export const SEARCH_MAX_WORDS = 8;
/** Products in the suggestions under a search box. */
export const SEARCH_SUGGESTED_PRODUCTS = 5;
export const MAX_RELATED_PRODUCTS = 8;
/** Uploads (logo, design, brand label): bytes. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** Express sample delivery costs €15 (standard is free). */
export const EXPRESS_SAMPLE_FEE_CENTS = 1500;

export const SIZES = ['XS', 'S', 'M', 'L', 'XL'] as const;
export type Size = (typeof SIZES)[number];

export const CATEGORIES = ['dresses', 'tops', 'trousers', 'skirts', 'shorts'] as const;
export type Category = (typeof CATEGORIES)[number];

export const COLOURS = [
  'red',
  'blue',
  'green',
  'black',
  'white',
  'pink',
  'cream',
  'beige',
  'teal',
  'orange',
  'multi',
] as const;
export type Colour = (typeof COLOURS)[number];
/** The filter bar shows swatches for the first eight colours only. */
export const SWATCH_COLOURS = COLOURS.slice(0, 8);

export const SORTS = ['newest', 'price-low', 'price-high'] as const;
export type Sort = (typeof SORTS)[number];

export const DELIVERY_OPTIONS = ['standard', 'fast', 'express'] as const;
export type DeliveryOption = (typeof DELIVERY_OPTIONS)[number];

export const SAMPLE_DELIVERY_OPTIONS = ['standard', 'express'] as const;
export type SampleDeliveryOption = (typeof SAMPLE_DELIVERY_OPTIONS)[number];

export const CUSTOM_PRODUCT_TYPES = ['dress', 'blouse', 'trousers', 'shorts', 'other'] as const;
export type CustomProductType = (typeof CUSTOM_PRODUCT_TYPES)[number];

export const FABRICS = ['cotton', 'polyester', 'mixed'] as const;
export type Fabric = (typeof FABRICS)[number];

export const INQUIRY_TYPES = ['general', 'order', 'product', 'wholesale'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

/** Statuses of an order request and of a custom-made request (rules/lifecycle.ts moves between them). */
export const ORDER_STATUSES = [
  'submitted',
  'quoted',
  'changes_requested',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** UI and API language codes (the spec's); `el` is the ISO code used for html lang, Intl and hreflang. */
export const LANGUAGES = ['en', 'gr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const ISO_LANGUAGE: Record<Language, string> = { en: 'en', gr: 'el' };
export const INTL_LOCALE: Record<Language, string> = { en: 'en-GB', gr: 'el-GR' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Password rules the register and reset forms show and the BFF enforces. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A member of the shop team chooses a longer one (the office reads every buyer's data). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** What the BFF accepts, detected from the file's first bytes (never from its name or declared type). */
export const UPLOAD_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'] as const;
export type UploadContentType = (typeof UPLOAD_CONTENT_TYPES)[number];
/** For `<input type="file" accept>`: a hint only, the server decides by content. */
export const UPLOAD_ACCEPT = '.png,.jpg,.jpeg,.webp,.pdf,image/png,image/jpeg,image/webp,application/pdf';
