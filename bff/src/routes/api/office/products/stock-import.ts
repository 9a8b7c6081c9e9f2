import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  IMPORT_MAX_CHARS,
  StockImportRequestSchema,
  StockImportResultSchema,
} from '@shop/contracts';
import { importStock } from '../../../../domain/stock/stock-import.ts';
import { forgetCatalogue } from '../../../../repositories/products.ts';
import { editorOf } from './editor.ts';

/**
 * `/api/office/products/stock-import`: a stock file (`code,size,on_hand,restock_date`, optionally
 * `backorder_days`; its text in JSON), checked line by line (`apply: false`) and then saved in one
 * transaction (`apply: true`), each product audited as the stock editor's saves, or nothing when any line has
 * a problem (400 `import_has_errors`) or a product's stock was saved since the check (409 `stale_stock`).
 */
const stockImportRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/stock-import',
    {
      // As the product import: IMPORT_MAX_CHARS of text in JSON, up to 3 bytes a character and some escapes.
      bodyLimit: IMPORT_MAX_CHARS * 4,
      schema: {
        tags: ['office: products'],
        summary:
          'Import stock per product and size from a CSV file: check every line (apply false), or save them all in one go (apply true)',
        security: [{ session: [] }],
        body: StockImportRequestSchema,
        response: {
          200: StockImportResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await importStock(fastify.db, editorOf(request), request.body);
      // Stock moves products in or out of "in stock now" (decision 0040).
      if (result.applied) forgetCatalogue(fastify.db);
      return result;
    },
  );
};

export default stockImportRoute;
