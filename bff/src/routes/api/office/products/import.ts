import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  IMPORT_MAX_CHARS,
  ProductImportRequestSchema,
  ProductImportResultSchema,
} from '@shop/contracts';
import { importProducts } from '../../../../domain/office-products/import-apply.ts';
import { forgetCatalogue } from '../../../../repositories/products.ts';
import { editorOf } from './editor.ts';

/**
 * `/api/office/products/import`: a CSV file (its text in JSON), checked line by line (`apply: false`) and then
 * written in one transaction (`apply: true`), or not at all when any line has a problem.
 */
const importProductsRoute: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/import',
    {
      // IMPORT_MAX_CHARS of text in JSON: up to 3 bytes a character (Greek takes 2), and some escapes.
      bodyLimit: IMPORT_MAX_CHARS * 4,
      schema: {
        tags: ['office: products'],
        summary:
          'Import products from a CSV file: check every line (apply false), or write them all in one go (apply true)',
        security: [{ session: [] }],
        body: ProductImportRequestSchema,
        response: {
          200: ProductImportResultSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
        },
      },
    },
    async (request) => {
      const result = await importProducts(fastify.db, editorOf(request), request.body);
      if (result.applied) forgetCatalogue(fastify.db);
      return result;
    },
  );
};

export default importProductsRoute;
