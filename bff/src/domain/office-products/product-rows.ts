import {
  type Category,
  type Colour,
  missesGreek,
  type OfficePhoto,
  type OfficeProduct,
  type OfficeProductSummary,
  type ProductDraft,
  type ProductMaterial,
  type ProductStatus,
  type ProductText,
  type Size,
} from '@shop/contracts';
import type { Insertable } from 'kysely';
import type { PhotoRow, ProductRow, ProductsTable } from '../../db/tables/core.ts';

export type { PhotoRow, ProductRow };

/**
 * A product as the office sees it and as `products` stores it: the draft's words in both languages become
 * `name_en` … `care_gr`, lists (sizes, features, related) JSON text, flags 0/1.
 */

/** The columns a draft sets (everything but id, position, status, version and the timestamps). */
export type DraftColumns = Pick<
  Insertable<ProductsTable>,
  | 'code'
  | 'category'
  | 'colour'
  | 'material'
  | 'style'
  | 'sizes'
  | 'price_cents'
  | 'is_new'
  | 'min_order'
  | 'name_en'
  | 'name_gr'
  | 'description_en'
  | 'description_gr'
  | 'features_en'
  | 'features_gr'
  | 'care_en'
  | 'care_gr'
  | 'related'
>;

function stringList(json: string | null): string[] {
  if (json === null) return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

function numberList(json: string): number[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];
}

function textOf(row: ProductRow, lang: 'en' | 'gr'): ProductText {
  return {
    name: lang === 'en' ? row.name_en : row.name_gr,
    description: lang === 'en' ? row.description_en : row.description_gr,
    features: stringList(lang === 'en' ? row.features_en : row.features_gr),
    care: lang === 'en' ? row.care_en : row.care_gr,
  };
}

/** The editor's draft of a stored product. */
export function draftOf(row: ProductRow): ProductDraft {
  return {
    code: row.code,
    category: row.category as Category,
    colour: row.colour as Colour,
    material: row.material as ProductMaterial,
    style: row.style,
    sizes: stringList(row.sizes) as Size[],
    priceCents: row.price_cents,
    isNew: row.is_new === 1,
    minimumOrder: row.min_order,
    en: textOf(row, 'en'),
    gr: textOf(row, 'gr'),
    related: row.related === null ? null : stringList(row.related),
  };
}

function tidyText(text: ProductText): ProductText {
  return {
    name: text.name.trim(),
    description: text.description.trim(),
    features: text.features.map((feature) => feature.trim()).filter((feature) => feature !== ''),
    care: text.care.trim(),
  };
}

/** A checked draft as it is kept: words trimmed, empty features left out. */
export function tidyDraft(draft: ProductDraft): ProductDraft {
  return {
    ...draft,
    style: draft.style.trim(),
    en: tidyText(draft.en),
    gr: tidyText(draft.gr),
    related: draft.related === null ? null : [...draft.related],
  };
}

/** The columns of a draft. */
export function draftColumns(draft: ProductDraft): DraftColumns {
  return {
    code: draft.code,
    category: draft.category,
    colour: draft.colour,
    material: draft.material,
    style: draft.style,
    sizes: JSON.stringify(draft.sizes),
    price_cents: draft.priceCents,
    is_new: draft.isNew ? 1 : 0,
    min_order: draft.minimumOrder,
    name_en: draft.en.name,
    name_gr: draft.gr.name,
    description_en: draft.en.description,
    description_gr: draft.gr.description,
    features_en: JSON.stringify(draft.en.features),
    features_gr: JSON.stringify(draft.gr.features),
    care_en: draft.en.care,
    care_gr: draft.gr.care,
    related: draft.related === null ? null : JSON.stringify(draft.related),
  };
}

/** Whether a stored product's Greek words are missing (contracts `missesGreek`, read from the columns). */
export function rowMissesGreek(row: ProductRow): boolean {
  return missesGreek({ en: textOf(row, 'en'), gr: textOf(row, 'gr') });
}

export function officePhotoOf(row: PhotoRow): OfficePhoto {
  return {
    id: row.id,
    key: row.key,
    widths: numberList(row.widths),
    width: row.width,
    height: row.height,
    altEn: row.alt_en,
    altGr: row.alt_gr,
  };
}

/** A product with its photos (any order: they are put in theirs here). */
export function officeProductOf(row: ProductRow, photos: readonly PhotoRow[]): OfficeProduct {
  const draft = draftOf(row);
  return {
    id: row.id,
    ...draft,
    status: row.status as ProductStatus,
    version: row.version,
    photos: [...photos].sort((a, b) => a.position - b.position).map(officePhotoOf),
    photosVersion: row.photos_version,
    missingGreek: missesGreek(draft),
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
    updatedBy: row.updated_by,
  };
}

/** A line of the office list; `mainPhoto` is the product's first photo, if any. */
export function officeSummaryOf(row: ProductRow, mainPhoto: PhotoRow | undefined): OfficeProductSummary {
  return {
    id: row.id,
    code: row.code,
    nameEn: row.name_en,
    nameGr: row.name_gr,
    category: row.category as Category,
    colour: row.colour as Colour,
    priceCents: row.price_cents,
    status: row.status as ProductStatus,
    isNew: row.is_new === 1,
    missingGreek: rowMissesGreek(row),
    photo: mainPhoto ? officePhotoOf(mainPhoto) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at ?? row.created_at,
  };
}
