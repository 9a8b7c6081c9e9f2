import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, type Category, type Colour } from '@shop/contracts';
import { Type } from 'typebox';
import { productSvg } from '../../../domain/product-image.ts';
import { notFound } from '../../../lib/api-error.ts';
import { staffView } from '../../../plugins/auth.ts';
import { findProduct, isInBuyersRequests, PUBLISHED } from '../../../repositories/products.ts';

/** `GET /media/products/<id>.svg`: the product picture, generated from its category and colour. */
const productImages: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Product image (SVG)',
        params: Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}\\.svg$' }) }),
        response: { 200: Type.String(), 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request, reply) => {
      const id = request.params.file.slice(0, -'.svg'.length);
      const row = await findProduct(fastify.db, id);
      const published = row?.status === PUBLISHED;
      // A draft's or hidden product's picture names it: the team's, and a buyer's who has it in a request.
      const mayShow =
        published ||
        (request.staffSession !== null &&
          staffView(request.staffSession, fastify.config.staffSecondFactor).secondFactor === 'verified') ||
        (request.buyer !== null &&
          row !== undefined &&
          (await isInBuyersRequests(fastify.db, request.buyer.id, row.id)));
      if (!row || !mayShow) throw notFound('No such product image.');
      return (
        reply
          .type('image/svg+xml; charset=utf-8')
          // Only a published product's is for shared caches; the others' are asked again each time.
          .header('cache-control', published ? 'public, max-age=86400' : 'private, no-cache')
          // An SVG opened directly is a document: allow its inline styles, nothing else.
          .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(
            productSvg({
              id: row.id,
              category: row.category as Category,
              colour: row.colour as Colour,
              name: row.name_en,
            }),
          )
      );
    },
  );
};

export default productImages;
