import {
  type BuyerProduct,
  type BuyerProductSummary,
  type Category,
  type Colour,
  type Language,
  SIZES,
  type Size,
  type VisitorProduct,
  type VisitorProductSummary,
} from '@shop/contracts';
import type { Selectable } from 'kysely';
import type { ProductsTable } from '../db/tables/core.ts';

export type ProductRow = Selectable<ProductsTable>;

const MATERIALS: Record<string, Record<Language, string>> = {
  Cotton: { en: 'Cotton', gr: 'Βαμβάκι' },
  'Cotton Blend': { en: 'Cotton Blend', gr: 'Μείγμα βαμβακιού' },
  Rayon: { en: 'Rayon', gr: 'Βισκόζη' },
};
const ORIGIN: Record<Language, string> = { en: 'Made in India', gr: 'Κατασκευασμένο στην Ινδία' };

export function productImageUrl(id: string): string {
  return `/media/products/${encodeURIComponent(id)}.svg`;
}

function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * The visitor shapes are built without ever reading `price_cents`; the buyer shapes add it.
 * (The response schemas enforce the same split once more at serialisation.)
 */
export function toVisitorSummary(row: ProductRow, lang: Language): VisitorProductSummary {
  return {
    id: row.id,
    code: row.code,
    name: lang === 'gr' ? row.name_gr : row.name_en,
    category: row.category as Category,
    colour: row.colour as Colour,
    isNew: row.is_new === 1,
    image: productImageUrl(row.id),
    material: MATERIALS[row.material]?.[lang] ?? row.material,
    style: row.style,
    minimumOrder: row.min_order,
  };
}

export function toBuyerSummary(row: ProductRow, lang: Language): BuyerProductSummary {
  return { ...toVisitorSummary(row, lang), priceCents: row.price_cents };
}

export function toVisitorProduct(row: ProductRow, lang: Language): VisitorProduct {
  const summary = toVisitorSummary(row, lang);
  return {
    ...summary,
    images: [summary.image],
    description: lang === 'gr' ? row.description_gr : row.description_en,
    features: parseList(lang === 'gr' ? row.features_gr : row.features_en),
    care: lang === 'gr' ? row.care_gr : row.care_en,
    origin: ORIGIN[lang],
    sizes: parseList(row.sizes).filter((s): s is Size => (SIZES as readonly string[]).includes(s)),
  };
}

export function toBuyerProduct(row: ProductRow, lang: Language): BuyerProduct {
  return { ...toVisitorProduct(row, lang), priceCents: row.price_cents };
}
