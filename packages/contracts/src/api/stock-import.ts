import { type Static, Type } from 'typebox';
import { IMPORT_MAX_CHARS, IMPORT_MAX_LINES } from '../rules/product-import.ts';
import { STOCK_IMPORT_PROBLEMS } from '../rules/stock-import.ts';

/**
 * `POST /api/office/products/stock-import` (issue 49): a stock file (`code,size,on_hand,restock_date`,
 * optionally `backorder_days`) checked line by line (`apply: false`, nothing written), then written in one
 * transaction (`apply: true`), each product's sizes saved and audited as the stock editor saves them.
 */

export const StockImportRequestSchema = Type.Object(
  {
    /** The file's text (CSV, or a spreadsheet saved as CSV / tab separated). */
    csv: Type.String({ minLength: 1, maxLength: IMPORT_MAX_CHARS }),
    /** false: check only (nothing written); true: write every line in one transaction, or none. */
    apply: Type.Boolean(),
    /**
     * With `apply`: each product's code and stock version as the check answered them. A product whose stock
     * was saved since answers 409 `stale_stock` and nothing is written.
     */
    checked: Type.Optional(
      Type.Array(
        Type.Object(
          {
            code: Type.String({ maxLength: 40 }),
            stockVersion: Type.Integer({ minimum: 0 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: IMPORT_MAX_LINES },
      ),
    ),
  },
  { additionalProperties: false },
);
export type StockImportRequest = Static<typeof StockImportRequestSchema>;

const StockImportProblemSchema = Type.Object({
  code: Type.Enum(STOCK_IMPORT_PROBLEMS),
  column: Type.Optional(Type.String()),
  line: Type.Optional(Type.Integer()),
});

export const StockImportResultSchema = Type.Object({
  headerProblems: Type.Array(StockImportProblemSchema),
  lines: Type.Array(
    Type.Object({
      line: Type.Integer(),
      code: Type.String(),
      /** The size as given (upper case). */
      size: Type.String(),
      /** The pieces the line sets; null when the cell is not a whole number. */
      onHand: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      /** The pieces held now; null when the size is not tracked (or the product unknown). */
      onHandBefore: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
      /** Pieces accepted quotes hold of the size now. */
      reserved: Type.Integer({ minimum: 0 }),
      restockDate: Type.Union([Type.String(), Type.Null()]),
      /** The lead time the line sets (null: not back-ordered); absent when the line leaves it. */
      backorderDays: Type.Optional(Type.Union([Type.Integer({ minimum: 0 }), Type.Null()])),
      problems: Type.Array(StockImportProblemSchema),
    }),
  ),
  /** Each product the file names, with its stock version as read now (to send back with `apply`). */
  products: Type.Array(Type.Object({ code: Type.String(), stockVersion: Type.Integer({ minimum: 0 }) })),
  /** Whether it was written (only with `apply` and no problem anywhere). */
  applied: Type.Boolean(),
  /** Products whose stock was saved. */
  saved: Type.Integer({ minimum: 0 }),
});
export type StockImportResult = Static<typeof StockImportResultSchema>;
