import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  OfficeProductParamsSchema,
  OfficeStockBodySchema,
  OfficeStockSchema,
} from '@shop/contracts';
import { officeStock, saveOfficeStock } from '../../../../domain/stock/office-stock.ts';
import { notFound } from '../../../../lib/api-error.ts';
import { forgetCatalogue } from '../../../../repositories/products.ts';
import { editorOf } from './editor.ts';

/**
 * `/api/office/products/:id/stock`: a product's stock per size as the team keeps it (held, reserved by
 * accepted quotes, free, low; restock dates; the back-order lead time), and its save, audited, with
 * 409 `stale_stock` when someone saved it since `stockVersion`.
 */
const stockRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ session: [] }];
  const tags = ['office: products'];
  const guarded = { 401: ApiErrorSchema, 403: ApiErrorSchema, 404: ApiErrorSchema };

  fastify.get(
    '/:id/stock',
    {
      schema: {
        tags,
        summary: "A product's stock per size: held, reserved, free, low, restock date; back-order lead time",
        security,
        params: OfficeProductParamsSchema,
        response: { 200: OfficeStockSchema, 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request) => {
      const stock = await officeStock(fastify.db, request.params.id);
      if (!stock) throw notFound('No product with this id.');
      return stock;
    },
  );

  fastify.put(
    '/:id/stock',
    {
      schema: {
        tags,
        summary:
          "Save a product's stock per size; 409 stale_stock when someone saved it since `stockVersion`",
        security,
        params: OfficeProductParamsSchema,
        body: OfficeStockBodySchema,
        response: { 200: OfficeStockSchema, 400: ApiErrorSchema, ...guarded, 409: ApiErrorSchema },
      },
    },
    async (request) => {
      const saved = await saveOfficeStock(fastify.db, editorOf(request), request.params.id, request.body);
      // Stock moves products in or out of "in stock now" (decision 0040).
      forgetCatalogue(fastify.db);
      return saved;
    },
  );
};

export default stockRoutes;
