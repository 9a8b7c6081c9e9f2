import {
  type BuyerProduct,
  type BuyerProductSummary,
  type Category,
  type Colour,
  type Language,
  PHOTO_WIDTHS,
  type ProductPhoto,
  type ProductText,
  photoUrl,
  productTextIn,
  SIZES,
  type Size,
  type VisitorProduct,
  type VisitorProductSummary,
} from '@shop/contracts';
import type { PhotoRow, ProductRow } from '../db/tables/core.ts';

const MATERIALS: Record<string, Record<Language, string>> = {
  Cotton: { en: 'Cotton', gr: 'Βαμβάκι' },
  'Cotton Blend': { en: 'Cotton Blend', gr: 'Μείγμα βαμβακιού' },
  Rayon: { en: 'Rayon', gr: 'Ρεγιόν' },
  Linen: { en: 'Linen', gr: 'Λινό' },
  Viscose: { en: 'Viscose', gr: 'Βισκόζη' },
  Silk: { en: 'Silk', gr: 'Μετάξι' },
};
const ORIGIN: Record<Language, string> = { en: 'Made in India', gr: 'Κατασκευασμένο στην Ινδία' };

/** The drawn placeholder of a product without photos. */
export function productImageUrl(id: string): string {
  return `/media/products/${encodeURIComponent(id)}.svg`;
}

/** The width of a photo's plain `image` URL: a card's on a phone at 2× (pages use the srcset). */
const IMAGE_WIDTH = PHOTO_WIDTHS[2];

export function parseList(json: string): string[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function parseWidths(json: string): number[] {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((v): v is number => Number.isInteger(v)) : [];
}

/** A product's words in both languages, as stored. */
export function textsOf(row: ProductRow): { en: ProductText; gr: ProductText } {
  return {
    en: {
      name: row.name_en,
      description: row.description_en,
      features: parseList(row.features_en),
      care: row.care_en,
    },
    gr: {
      name: row.name_gr,
      description: row.description_gr,
      features: parseList(row.features_gr),
      care: row.care_gr,
    },
  };
}

/** A photo as pages show it, its alt text in `lang` (Greek falls back to English, then to the name). */
export function toProductPhoto(photo: PhotoRow, lang: Language, name: string): ProductPhoto {
  const alt = (lang === 'gr' ? photo.alt_gr.trim() : '') || photo.alt_en.trim() || name;
  return { key: photo.key, widths: parseWidths(photo.widths), width: photo.width, height: photo.height, alt };
}

/** Widths of a line's picture (basket, order): a small square beside the words, sharp on a 2× screen. */
const LINE_IMAGE_WIDTH = PHOTO_WIDTHS[0];

/**
 * The picture of a basket or order line: the main photo's small JPEG (content-addressed: an order's snapshot
 * of it stays valid whatever the team changes later), or the drawn placeholder.
 */
export function lineImageUrl(productId: string, photoKey: string | null, widthsJson: string | null): string {
  if (!photoKey || !widthsJson) return productImageUrl(productId);
  const widths = parseWidths(widthsJson);
  const width = widths.find((w) => w >= LINE_IMAGE_WIDTH) ?? widths.at(-1);
  return width === undefined ? productImageUrl(productId) : photoUrl(photoKey, width, 'jpeg');
}

function imageOf(row: ProductRow, main: ProductPhoto | undefined): string {
  if (!main) return productImageUrl(row.id);
  const width = main.widths.find((w) => w >= IMAGE_WIDTH) ?? main.widths.at(-1) ?? main.width;
  return photoUrl(main.key, width, 'jpeg');
}

/**
 * The visitor shapes are built without ever reading `price_cents`; the buyer shapes add it.
 * (The response schemas enforce the same split once more at serialisation.)
 */
/** The name in `lang`: Greek falls back to English while the team has not translated it. */
function nameIn(row: ProductRow, lang: Language): string {
  return (lang === 'gr' ? row.name_gr.trim() : '') || row.name_en;
}

/** `photos`: the product's, in order (its main one first); none gives the drawn placeholder. */
export function toVisitorSummary(
  row: ProductRow,
  lang: Language,
  photos: readonly PhotoRow[] = [],
): VisitorProductSummary {
  const name = nameIn(row, lang);
  const main = photos[0] && toProductPhoto(photos[0], lang, name);
  return {
    id: row.id,
    code: row.code,
    name,
    category: row.category as Category,
    colour: row.colour as Colour,
    isNew: row.is_new === 1,
    image: imageOf(row, main),
    ...(main ? { photo: main } : {}),
    material: MATERIALS[row.material]?.[lang] ?? row.material,
    style: row.style,
    minimumOrder: row.min_order,
  };
}

export function toBuyerSummary(
  row: ProductRow,
  lang: Language,
  photos: readonly PhotoRow[] = [],
): BuyerProductSummary {
  return { ...toVisitorSummary(row, lang, photos), priceCents: row.price_cents };
}

export function toVisitorProduct(
  row: ProductRow,
  lang: Language,
  photos: readonly PhotoRow[] = [],
): VisitorProduct {
  const summary = toVisitorSummary(row, lang, photos);
  const text = productTextIn(textsOf(row), lang);
  const shown = photos.map((photo) => toProductPhoto(photo, lang, summary.name));
  return {
    ...summary,
    images: shown.length > 0 ? shown.map((photo) => imageOf(row, photo)) : [summary.image],
    ...(shown.length > 0 ? { photos: shown } : {}),
    description: text.description,
    features: text.features,
    care: text.care,
    origin: ORIGIN[lang],
    sizes: parseList(row.sizes).filter((s): s is Size => (SIZES as readonly string[]).includes(s)),
  };
}

export function toBuyerProduct(
  row: ProductRow,
  lang: Language,
  photos: readonly PhotoRow[] = [],
): BuyerProduct {
  return { ...toVisitorProduct(row, lang, photos), priceCents: row.price_cents };
}
