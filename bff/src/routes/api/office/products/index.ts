import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  OfficeProductListQuerySchema,
  OfficeProductListSchema,
  OfficeProductParamsSchema,
  OfficeProductSchema,
  ProductDraftSchema,
  ProductStatusChangeSchema,
  ProductUpdateSchema,
} from '@shop/contracts';
import {
  changeProductStatus,
  createProduct,
  updateProduct,
} from '../../../../domain/office-products/product-changes.ts';
import { listOfficeProducts } from '../../../../domain/office-products/product-list.ts';
import { findOfficeProduct } from '../../../../domain/office-products/queries.ts';
import { notFound } from '../../../../lib/api-error.ts';
import { forgetCatalogue } from '../../../../repositories/products.ts';
import { editorOf } from './editor.ts';
import importRoutes from './import.ts';
import photoRoutes from './photos.ts';
import stockRoutes from './stock.ts';
import stockImportRoute from './stock-import.ts';

/**
 * `/api/office/products`: the catalogue as the shop team manages it — the list with its tabs and search,
 * one product with both languages, new drafts, saves (409 `stale_product` for a version someone else saved
 * since), publishing and hiding; photos (photos.ts), the CSV import (import.ts), stock (stock.ts) and its
 * import (stock-import.ts). After every change the catalogue's cached answers are forgotten, so buyers see
 * it on their next request.
 */
const products: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ session: [] }];
  const tags = ['office: products'];
  const guarded = { 401: ApiErrorSchema, 403: ApiErrorSchema };
  /** The answers of a change made against a version: the product, or 409 when someone changed it since. */
  const versionedAnswer = {
    200: OfficeProductSchema,
    400: ApiErrorSchema,
    ...guarded,
    404: ApiErrorSchema,
    409: ApiErrorSchema,
  };

  fastify.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'The products, newest first or sorted: search by code or name, filter by category and status',
        security,
        querystring: OfficeProductListQuerySchema,
        response: { 200: OfficeProductListSchema, 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request) => listOfficeProducts(fastify.db, request.query),
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One product with its words in both languages, its photos and its version',
        security,
        params: OfficeProductParamsSchema,
        response: { 200: OfficeProductSchema, 400: ApiErrorSchema, ...guarded, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      const product = await findOfficeProduct(fastify.db, request.params.id);
      if (!product) throw notFound('No product with this id.');
      return product;
    },
  );

  fastify.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Add a product, as a draft the buyers do not see until it is published',
        security,
        body: ProductDraftSchema,
        response: { 201: OfficeProductSchema, 400: ApiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => {
      const product = await createProduct(fastify.db, editorOf(request), request.body);
      forgetCatalogue(fastify.db);
      return reply.code(201).send(product);
    },
  );

  fastify.put(
    '/:id',
    {
      schema: {
        tags,
        summary: "Save a product's words; 409 stale_product when someone saved it since `version`",
        security,
        params: OfficeProductParamsSchema,
        body: ProductUpdateSchema,
        response: versionedAnswer,
      },
    },
    async (request) => {
      const { version, product: draft } = request.body;
      const product = await updateProduct(fastify.db, editorOf(request), request.params.id, version, draft);
      forgetCatalogue(fastify.db);
      return product;
    },
  );

  fastify.post(
    '/:id/status',
    {
      schema: {
        tags,
        summary: 'Publish a product (buyers see it) or hide it; 409 stale_product as for saves',
        security,
        params: OfficeProductParamsSchema,
        body: ProductStatusChangeSchema,
        response: versionedAnswer,
      },
    },
    async (request) => {
      const product = await changeProductStatus(
        fastify.db,
        editorOf(request),
        request.params.id,
        request.body,
      );
      forgetCatalogue(fastify.db);
      return product;
    },
  );

  await fastify.register(photoRoutes);
  await fastify.register(importRoutes);
  await fastify.register(stockRoutes);
  await fastify.register(stockImportRoute);
};

export default products;
