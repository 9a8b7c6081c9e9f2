import { type Static, type TSchema, Type } from 'typebox';
import {
  CATALOGUE_PAGE_SIZE,
  CATEGORIES,
  COLOURS,
  LANGUAGES,
  SEARCH_MAX_LENGTH,
  SEARCH_SUGGESTED_PRODUCTS,
  SIZES,
  SORTS,
} from '../constants.ts';
import { PHOTO_KEY_PATTERN } from '../photos.ts';

/**
 * Catalogue API. Visitors and buyers get different response schemas: only the buyer ones have
 * `priceCents` or price bounds, and the BFF serialises with them, so a price cannot reach a
 * visitor even by mistake (fields a schema does not list are dropped). `audience` tells them apart.
 */

const Category = Type.Enum(CATEGORIES);
const Colour = Type.Enum(COLOURS);
const Language = Type.Enum(LANGUAGES);

export const ProductListQuerySchema = Type.Object({
  category: Type.Optional(Category),
  /** Repeat the parameter (`colours=red&colours=blue`) or separate with commas (`colours=red,blue`). */
  colours: Type.Optional(Type.Array(Colour, { maxItems: COLOURS.length })),
  /** Euros, inclusive; buyers only (ignored for visitors). */
  minPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
  maxPrice: Type.Optional(Type.Number({ minimum: 0, maximum: 100000 })),
  /** `newest` keeps the catalogue order; price sorts apply to buyers only. */
  sort: Type.Optional(Type.Enum(SORTS)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  /** `true`: only products with a piece of a tracked size free now ("in stock now"), for visitors too. */
  inStock: Type.Optional(Type.Boolean()),
  /**
   * Words to search for in the names (English and Greek, Greeklish, typos) and codes: products every word
   * finds, ranked by relevance (an exact code first), then by `sort`. Blank means no search.
   */
  q: Type.Optional(Type.String({ maxLength: SEARCH_MAX_LENGTH })),
  /** Overrides Accept-Language; English when neither names a supported language. */
  lang: Type.Optional(Language),
});
export type ProductListQuery = Static<typeof ProductListQuerySchema>;

export const ProductParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const ProductDetailQuerySchema = Type.Object({ lang: Type.Optional(Language) });

/** A product photograph as pages show it (photos.ts builds its URLs); `alt` in the answer's language. */
export const ProductPhotoSchema = Type.Object({
  key: Type.String({ pattern: PHOTO_KEY_PATTERN }),
  widths: Type.Array(Type.Integer({ minimum: 1 })),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  alt: Type.String(),
});
export type ProductPhoto = Static<typeof ProductPhotoSchema>;

const summaryFields = {
  id: Type.String(),
  /** The visible product code (`WF-1001`): on cards and detail pages, typed in the quick order grid. */
  code: Type.String(),
  name: Type.String(),
  category: Category,
  colour: Colour,
  isNew: Type.Boolean(),
  /**
   * URL of the product's picture: its main photo's JPEG for a card (`/media/photos/…`), or a drawn
   * placeholder (`/media/products/<id>.svg`) while it has no photo.
   */
  image: Type.String(),
  /** The main photo, with every version for `srcset`; absent while the product has none. */
  photo: Type.Optional(ProductPhotoSchema),
  material: Type.String(),
  /** Comma-separated style tags, e.g. `Resort Boho, Summer Romantic`. */
  style: Type.String(),
  minimumOrder: Type.Integer(),
};
const detailFields = {
  ...summaryFields,
  images: Type.Array(Type.String()),
  /** Every photo, main first (the gallery); absent or empty while the product has none. */
  photos: Type.Optional(Type.Array(ProductPhotoSchema)),
  description: Type.String(),
  features: Type.Array(Type.String()),
  care: Type.String(),
  origin: Type.String(),
  sizes: Type.Array(Type.Enum(SIZES)),
};
/** Euro cents, e.g. 1999 for €19.99. */
const priceCents = Type.Integer({ minimum: 0 });

export const VisitorProductSummarySchema = Type.Object(summaryFields);
export const BuyerProductSummarySchema = Type.Object({ ...summaryFields, priceCents });
export const VisitorProductSchema = Type.Object(detailFields);
export const BuyerProductSchema = Type.Object({ ...detailFields, priceCents });
export type VisitorProductSummary = Static<typeof VisitorProductSummarySchema>;
export type BuyerProductSummary = Static<typeof BuyerProductSummarySchema>;
export type VisitorProduct = Static<typeof VisitorProductSchema>;
export type BuyerProduct = Static<typeof BuyerProductSchema>;

const FacetCountSchema = <T extends TSchema>(value: T) => Type.Object({ value, count: Type.Integer() });
const visitorFacets = {
  /** Every category with its number of products (0 included), in the constants' order. */
  categories: Type.Array(FacetCountSchema(Category)),
  colours: Type.Array(FacetCountSchema(Colour)),
  /** Products with a piece free now, over the whole catalogue (a count of products, never of pieces). */
  inStock: Type.Integer({ minimum: 0 }),
};
export const VisitorFacetsSchema = Type.Object(visitorFacets);
export const BuyerFacetsSchema = Type.Object({
  ...visitorFacets,
  /** Slider bounds in whole euros: floor of the lowest and ceiling of the highest price. */
  price: Type.Object({ floor: Type.Integer(), ceil: Type.Integer() }),
});

const listFields = {
  lang: Language,
  total: Type.Integer(),
  /** The page served (a page past the end is clamped to the last one). */
  page: Type.Integer(),
  pageCount: Type.Integer(),
  pageSize: Type.Literal(CATALOGUE_PAGE_SIZE),
};
export const VisitorProductListSchema = Type.Object({
  audience: Type.Literal('visitor'),
  ...listFields,
  items: Type.Array(VisitorProductSummarySchema),
  facets: VisitorFacetsSchema,
});
export const BuyerProductListSchema = Type.Object({
  audience: Type.Literal('buyer'),
  ...listFields,
  items: Type.Array(BuyerProductSummarySchema),
  facets: BuyerFacetsSchema,
});
export const ProductListResponseSchema = Type.Union([BuyerProductListSchema, VisitorProductListSchema]);
export type VisitorProductList = Static<typeof VisitorProductListSchema>;
export type BuyerProductList = Static<typeof BuyerProductListSchema>;
export type ProductListResponse = Static<typeof ProductListResponseSchema>;

export const VisitorProductDetailSchema = Type.Object({
  audience: Type.Literal('visitor'),
  lang: Language,
  product: VisitorProductSchema,
  /** Up to MAX_RELATED_PRODUCTS others, same category first. */
  related: Type.Array(VisitorProductSummarySchema),
});
export const BuyerProductDetailSchema = Type.Object({
  audience: Type.Literal('buyer'),
  lang: Language,
  product: BuyerProductSchema,
  related: Type.Array(BuyerProductSummarySchema),
});
export const ProductDetailResponseSchema = Type.Union([BuyerProductDetailSchema, VisitorProductDetailSchema]);
export type VisitorProductDetail = Static<typeof VisitorProductDetailSchema>;
export type BuyerProductDetail = Static<typeof BuyerProductDetailSchema>;
export type ProductDetailResponse = Static<typeof ProductDetailResponseSchema>;

export const SearchSuggestionsQuerySchema = Type.Object({
  /** What has been typed so far (the last word may be a beginning). */
  q: Type.String({ maxLength: SEARCH_MAX_LENGTH }),
  lang: Type.Optional(Language),
});
export type SearchSuggestionsQuery = Static<typeof SearchSuggestionsQuerySchema>;

/** A suggested product: enough for a line with its picture, never its price (visitors ask too). */
export const SuggestedProductSchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  name: Type.String(),
  category: Category,
  /** The main photo's card JPEG, or the drawn placeholder (as `image` of a summary). */
  image: Type.String(),
  photo: Type.Optional(ProductPhotoSchema),
});
export type SuggestedProduct = Static<typeof SuggestedProductSchema>;

export const SearchSuggestionsSchema = Type.Object({
  /** The query as it was answered (trimmed), for the frontend to drop answers to older keystrokes. */
  q: Type.String(),
  lang: Language,
  /** The best SEARCH_SUGGESTED_PRODUCTS matches, in the listing's order for this query. */
  products: Type.Array(SuggestedProductSchema, { maxItems: SEARCH_SUGGESTED_PRODUCTS }),
  /** How many published products the query finds in all (what "search for …" will list). */
  total: Type.Integer({ minimum: 0 }),
  /** Categories whose name the query names (`φορεμ`, `dresses`, `fousta`), with their number of products. */
  categories: Type.Array(Type.Object({ value: Category, count: Type.Integer({ minimum: 0 }) })),
});
export type SearchSuggestions = Static<typeof SearchSuggestionsSchema>;
