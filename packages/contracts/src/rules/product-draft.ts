import {
  CATEGORIES,
  type Category,
  COLOURS,
  type Colour,
  MAX_RELATED_PRODUCTS,
  MAX_SIZE_QUANTITY,
  SIZES,
  type Size,
} from '../constants.ts';
import type { FieldErrorCode } from '../errors.ts';

/**
 * The catalogue as the shop team edits it (office-mfe's product editor, the CSV import and the BFF's
 * `/api/office/products`): one draft shape and one set of checks, run by the editor as the team types and by
 * the BFF again before anything is written.
 */

/** Where a product is: being prepared (team only), for sale, or withdrawn (team only, kept for past orders). */
export const PRODUCT_STATUSES = ['draft', 'published', 'hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** How the office's product list sorts, and its page size. */
export const OFFICE_PRODUCT_SORTS = ['newest', 'name', 'price-low', 'price-high'] as const;
export type OfficeProductSort = (typeof OFFICE_PRODUCT_SORTS)[number];
export const OFFICE_PRODUCTS_PAGE_SIZE = 25;

/** Materials the shop sells; the catalogue shows them translated. */
export const PRODUCT_MATERIALS = ['Cotton', 'Cotton Blend', 'Rayon', 'Linen', 'Viscose', 'Silk'] as const;
export type ProductMaterial = (typeof PRODUCT_MATERIALS)[number];

/** `WF-1023`: two to four capital letters, a hyphen, three to six digits. */
export const PRODUCT_CODE_PATTERN = '^[A-Z]{2,4}-[0-9]{3,6}$';
/** Prices the editor and the import accept, in cents (€0.01 to €10,000). */
export const MAX_PRODUCT_PRICE_CENTS = 1_000_000;

export const PRODUCT_TEXT_LIMITS = {
  name: 120,
  description: 2000,
  feature: 200,
  features: 12,
  care: 500,
  style: 200,
} as const;

/** A product's words in one language. Greek may be left empty: the shop then shows the English. */
export interface ProductText {
  name: string;
  description: string;
  features: string[];
  care: string;
}

export interface ProductDraft {
  code: string;
  category: Category;
  colour: Colour;
  material: ProductMaterial;
  /** Comma-separated style tags, e.g. `Resort Boho, Summer Romantic`. */
  style: string;
  sizes: Size[];
  priceCents: number;
  isNew: boolean;
  /** Pieces a buyer orders at least of this product. */
  minimumOrder: number;
  en: ProductText;
  gr: ProductText;
  /** Related products picked by id, in order; null: automatic (same category first). */
  related: string[] | null;
}

const TOP_FIELDS = [
  'code',
  'category',
  'colour',
  'material',
  'style',
  'sizes',
  'priceCents',
  'isNew',
  'minimumOrder',
] as const satisfies ReadonlyArray<keyof ProductDraft>;
const TEXT_FIELDS = ['name', 'description', 'features', 'care'] as const satisfies ReadonlyArray<
  keyof ProductText
>;

/** A draft's fields, keyed as the API names them in field errors (`priceCents`, `gr.name`), in the editor's order. */
export const PRODUCT_DRAFT_FIELDS: readonly string[] = [
  ...TOP_FIELDS,
  ...(['en', 'gr'] as const).flatMap((lang) => TEXT_FIELDS.map((field) => `${lang}.${field}`)),
  'related',
];

/** The fields of `after` that differ from `before`, keyed and ordered like PRODUCT_DRAFT_FIELDS. */
export function changedDraftFields(before: ProductDraft, after: ProductDraft): string[] {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed: string[] = TOP_FIELDS.filter((field) => !same(before[field], after[field]));
  for (const lang of ['en', 'gr'] as const) {
    for (const field of TEXT_FIELDS) {
      if (!same(before[lang][field], after[lang][field])) changed.push(`${lang}.${field}`);
    }
  }
  if (!same(before.related, after.related)) changed.push('related');
  return changed;
}

/** A problem of a field, keyed like the API's `error.fields` (`en.name`, `gr.features.2`, `sizes`). */
export type ProductDraftProblems = Record<string, FieldErrorCode>;

function textProblems(text: ProductText, lang: 'en' | 'gr', problems: ProductDraftProblems): void {
  const name = text.name.trim();
  // English is the catalogue's fallback: it must be there. Greek may be empty (`missesGreek` tells).
  if (lang === 'en' && name === '') problems[`${lang}.name`] = 'required';
  if (name.length > PRODUCT_TEXT_LIMITS.name) problems[`${lang}.name`] = 'too_long';
  if (text.description.length > PRODUCT_TEXT_LIMITS.description) problems[`${lang}.description`] = 'too_long';
  if (text.care.length > PRODUCT_TEXT_LIMITS.care) problems[`${lang}.care`] = 'too_long';
  if (text.features.length > PRODUCT_TEXT_LIMITS.features) problems[`${lang}.features`] = 'too_long';
  text.features.forEach((feature, index) => {
    if (feature.length > PRODUCT_TEXT_LIMITS.feature) problems[`${lang}.features.${index}`] = 'too_long';
  });
}

/** Every problem of a draft (empty when it may be saved). Code uniqueness is the BFF's to check. */
export function productDraftProblems(draft: ProductDraft): ProductDraftProblems {
  const problems: ProductDraftProblems = {};
  if (draft.code.trim() === '') problems.code = 'required';
  else if (!new RegExp(PRODUCT_CODE_PATTERN).test(draft.code)) problems.code = 'invalid_format';
  if (!(CATEGORIES as readonly string[]).includes(draft.category)) problems.category = 'invalid_value';
  if (!(COLOURS as readonly string[]).includes(draft.colour)) problems.colour = 'invalid_value';
  if (!(PRODUCT_MATERIALS as readonly string[]).includes(draft.material)) problems.material = 'invalid_value';
  if (draft.style.length > PRODUCT_TEXT_LIMITS.style) problems.style = 'too_long';
  if (draft.sizes.length === 0) problems.sizes = 'required';
  else if (draft.sizes.some((size) => !(SIZES as readonly string[]).includes(size)))
    problems.sizes = 'invalid_value';
  else if (new Set(draft.sizes).size !== draft.sizes.length) problems.sizes = 'duplicate_value';
  if (!Number.isInteger(draft.priceCents)) problems.priceCents = 'invalid_type';
  else if (draft.priceCents < 1 || draft.priceCents > MAX_PRODUCT_PRICE_CENTS)
    problems.priceCents = 'out_of_range';
  if (!Number.isInteger(draft.minimumOrder)) problems.minimumOrder = 'invalid_type';
  else if (draft.minimumOrder < 1 || draft.minimumOrder > MAX_SIZE_QUANTITY)
    problems.minimumOrder = 'out_of_range';
  textProblems(draft.en, 'en', problems);
  textProblems(draft.gr, 'gr', problems);
  if (draft.related !== null) {
    if (draft.related.length > MAX_RELATED_PRODUCTS) problems.related = 'too_long';
    else if (new Set(draft.related).size !== draft.related.length) problems.related = 'duplicate_value';
  }
  return problems;
}

/** Whether the Greek words are missing where English ones are (the office list marks such products). */
export function missesGreek(draft: Pick<ProductDraft, 'en' | 'gr'>): boolean {
  const { en, gr } = draft;
  return (
    (en.name.trim() !== '' && gr.name.trim() === '') ||
    (en.description.trim() !== '' && gr.description.trim() === '') ||
    (en.care.trim() !== '' && gr.care.trim() === '') ||
    en.features.length > gr.features.length
  );
}

/** The shop's words in `lang`, English for what Greek leaves empty. */
export function productTextIn(draft: Pick<ProductDraft, 'en' | 'gr'>, lang: 'en' | 'gr'): ProductText {
  if (lang === 'en') return draft.en;
  const { en, gr } = draft;
  return {
    name: gr.name.trim() || en.name,
    description: gr.description.trim() || en.description,
    features: gr.features.length > 0 ? gr.features : en.features,
    care: gr.care.trim() || en.care,
  };
}

/** Euros as typed (`24.90`, `24,90`, `€ 24`) → cents; null when it is not a price. */
export function parseEuroCents(text: string): number | null {
  const value = text.replace(/[€\s]/g, '');
  if (!/^\d{1,6}(?:[.,]\d{1,2})?$/.test(value)) return null;
  const [whole, fraction = ''] = value.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
