import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, OfficeLowStockListSchema, OfficeLowStockQuerySchema } from '@shop/contracts';
import { listLowStock } from '../../../../domain/office/low-stock.ts';

/**
 * `/api/office/stock`: the stock across the catalogue as the team watches it (one product's stock is
 * `/api/office/products/:id/stock`). `/low`: the products running low, most urgent first, a page at a time.
 */
const stock: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/low',
    {
      schema: {
        tags: ['office: products'],
        summary:
          'Published products with a size of which fewer than 10 pieces are free, most urgent first, with their low sizes',
        security: [{ session: [] }],
        querystring: OfficeLowStockQuerySchema,
        response: {
          200: OfficeLowStockListSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
        },
      },
    },
    async (request) => listLowStock(fastify.db, request.query),
  );
};

export default stock;
