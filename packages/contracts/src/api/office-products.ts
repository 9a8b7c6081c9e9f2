import { type Static, Type } from 'typebox';
import { CATEGORIES, COLOURS, SIZES } from '../constants.ts';
import { PHOTO_KEY_PATTERN } from '../photos.ts';
import {
  OFFICE_PRODUCT_SORTS,
  PRODUCT_MATERIALS,
  PRODUCT_STATUSES,
  PRODUCT_TEXT_LIMITS,
} from '../rules/product-draft.ts';
import { IMPORT_MAX_CHARS, IMPORT_MAX_LINES, IMPORT_PROBLEMS } from '../rules/product-import.ts';
import { LinesTextSchema, LineTextSchema } from './text.ts';

/**
 * `/api/office/products`: the catalogue as the shop team manages it. Drafts and hidden products are the
 * team's only; buyers and visitors see published ones. Text in both languages at once (Greek may be empty).
 * Saving needs the `version` the editor opened: another member's save in between answers 409
 * `stale_product` with nothing written. Photos (`/photos`) are arranged apart from the words and do not
 * change `version`.
 */

const Category = Type.Enum(CATEGORIES);
const Colour = Type.Enum(COLOURS);
const Status = Type.Enum(PRODUCT_STATUSES);

export const OfficeProductListQuerySchema = Type.Object(
  {
    /** Start of a code, or words of the English or Greek name. */
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    category: Type.Optional(Category),
    status: Type.Optional(Status),
    /** Only products whose Greek words are missing. */
    missingGreek: Type.Optional(Type.Boolean()),
    sort: Type.Optional(Type.Enum(OFFICE_PRODUCT_SORTS)),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  },
  { additionalProperties: false },
);
export type OfficeProductListQuery = Static<typeof OfficeProductListQuerySchema>;

export const OfficePhotoSchema = Type.Object({
  id: Type.String(),
  key: Type.String({ pattern: PHOTO_KEY_PATTERN }),
  widths: Type.Array(Type.Integer({ minimum: 1 })),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  altEn: LineTextSchema({ maxLength: 200 }),
  altGr: LineTextSchema({ maxLength: 200 }),
});
export type OfficePhoto = Static<typeof OfficePhotoSchema>;

export const OfficeProductSummarySchema = Type.Object({
  id: Type.String(),
  code: Type.String(),
  nameEn: Type.String(),
  nameGr: Type.String(),
  category: Category,
  colour: Colour,
  priceCents: Type.Integer(),
  status: Status,
  isNew: Type.Boolean(),
  /** The Greek words are missing where English ones are (the shop shows the English meanwhile). */
  missingGreek: Type.Boolean(),
  /** The main photo, or null. */
  photo: Type.Union([OfficePhotoSchema, Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type OfficeProductSummary = Static<typeof OfficeProductSummarySchema>;

export const OfficeProductListSchema = Type.Object({
  items: Type.Array(OfficeProductSummarySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  pageCount: Type.Integer(),
  /** Products per status and missing Greek, over the whole catalogue (the list's tabs). */
  counts: Type.Object({
    draft: Type.Integer(),
    published: Type.Integer(),
    hidden: Type.Integer(),
    missingGreek: Type.Integer(),
  }),
});
export type OfficeProductList = Static<typeof OfficeProductListSchema>;

const ProductTextSchema = Type.Object(
  {
    name: LineTextSchema({ maxLength: PRODUCT_TEXT_LIMITS.name }),
    description: LinesTextSchema({ maxLength: PRODUCT_TEXT_LIMITS.description }),
    features: Type.Array(LineTextSchema({ maxLength: PRODUCT_TEXT_LIMITS.feature }), {
      maxItems: PRODUCT_TEXT_LIMITS.features,
    }),
    care: LinesTextSchema({ maxLength: PRODUCT_TEXT_LIMITS.care }),
  },
  { additionalProperties: false },
);

/** What the editor saves (rules/product-draft.ts checks it, in the browser and again in the BFF). */
export const ProductDraftSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 20 }),
    category: Category,
    colour: Colour,
    material: Type.Enum(PRODUCT_MATERIALS),
    style: LineTextSchema({ maxLength: PRODUCT_TEXT_LIMITS.style }),
    sizes: Type.Array(Type.Enum(SIZES), { minItems: 1, maxItems: SIZES.length }),
    priceCents: Type.Integer({ minimum: 1 }),
    isNew: Type.Boolean(),
    minimumOrder: Type.Integer({ minimum: 1 }),
    en: ProductTextSchema,
    gr: ProductTextSchema,
    related: Type.Union([Type.Array(Type.String({ minLength: 1, maxLength: 64 })), Type.Null()]),
  },
  { additionalProperties: false },
);

export const OfficeProductSchema = Type.Object({
  id: Type.String(),
  ...ProductDraftSchema.properties,
  status: Status,
  /** Changes on every save of the words or the status; what a save must name. */
  version: Type.Integer(),
  photos: Type.Array(OfficePhotoSchema),
  /** Changes with every photo added, arranged or removed; what an arrangement must name. */
  photosVersion: Type.Integer(),
  missingGreek: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Who saved it last (a staff member's name), null for the seeded catalogue. */
  updatedBy: Type.Union([Type.String(), Type.Null()]),
});
export type OfficeProduct = Static<typeof OfficeProductSchema>;

export const OfficeProductParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
export const OfficePhotoParamsSchema = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64 }),
  photoId: Type.String({ minLength: 1, maxLength: 64 }),
});

export const ProductUpdateSchema = Type.Object(
  { version: Type.Integer({ minimum: 1 }), product: ProductDraftSchema },
  { additionalProperties: false },
);
export type ProductUpdate = Static<typeof ProductUpdateSchema>;

export const ProductStatusChangeSchema = Type.Object(
  { version: Type.Integer({ minimum: 1 }), status: Type.Enum(['published', 'hidden'] as const) },
  { additionalProperties: false },
);
export type ProductStatusChange = Static<typeof ProductStatusChangeSchema>;

/** The photos in their new order (the first is the main one) with their alt texts; exactly the current ids. */
export const PhotoArrangementSchema = Type.Object(
  {
    /** The product's `photosVersion` the arrangement was made from (409 `stale_photos` when not the current). */
    photosVersion: Type.Integer({ minimum: 1 }),
    photos: Type.Array(
      Type.Object(
        {
          id: Type.String({ minLength: 1, maxLength: 64 }),
          altEn: LineTextSchema({ maxLength: 200 }),
          altGr: LineTextSchema({ maxLength: 200 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 50 },
    ),
  },
  { additionalProperties: false },
);
export type PhotoArrangement = Static<typeof PhotoArrangementSchema>;

// ---- Import ------------------------------------------------------------------------------------------

export const ProductImportRequestSchema = Type.Object(
  {
    /** The file's text (CSV, or a spreadsheet saved as CSV / tab separated). */
    csv: Type.String({ minLength: 1, maxLength: IMPORT_MAX_CHARS }),
    /** false: check only (nothing written); true: write every line in one transaction, or none. */
    apply: Type.Boolean(),
    /**
     * With `apply`: each line's code and product version as the check answered them (null for a new code).
     * A product saved (or a code added) since answers 409 `stale_import` and writes nothing.
     */
    checked: Type.Optional(
      Type.Array(
        Type.Object(
          {
            code: Type.String({ maxLength: 40 }),
            version: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
          },
          { additionalProperties: false },
        ),
        { maxItems: IMPORT_MAX_LINES },
      ),
    ),
  },
  { additionalProperties: false },
);
export type ProductImportRequest = Static<typeof ProductImportRequestSchema>;

const ImportProblemSchema = Type.Object({
  code: Type.Enum(IMPORT_PROBLEMS),
  column: Type.Optional(Type.String()),
  line: Type.Optional(Type.Integer()),
});

export const ProductImportResultSchema = Type.Object({
  headerProblems: Type.Array(ImportProblemSchema),
  lines: Type.Array(
    Type.Object({
      line: Type.Integer(),
      code: Type.String(),
      /** A code the catalogue has is updated; a new one creates a draft. */
      action: Type.Enum(['create', 'update'] as const),
      /** The English name it will have (given, or the product's current one). */
      name: Type.String(),
      /** The version of the product the line updates, as read now; null for a new code. */
      version: Type.Union([Type.Integer(), Type.Null()]),
      problems: Type.Array(ImportProblemSchema),
    }),
  ),
  /** Whether it was written (only with `apply` and no problem anywhere). */
  applied: Type.Boolean(),
  created: Type.Integer(),
  updated: Type.Integer(),
});
export type ProductImportResult = Static<typeof ProductImportResultSchema>;
