import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, UploadParamsSchema } from '@shop/contracts';
import { Type } from 'typebox';
import { uploadFile } from '../../../../domain/uploads/upload-files.ts';
import { notFound } from '../../../../lib/api-error.ts';
import { findUpload } from '../../../../repositories/uploads.ts';

/** `/api/office/uploads/:id`: any buyer's file (logos, design files, labels, attachments), for the team. */
const uploads: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['office'],
        summary: "Download a buyer's file (design file, brand label or logo, message attachment)",
        security: [{ session: [] }],
        params: UploadParamsSchema,
        produces: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The file.' }),
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await findUpload(fastify.db, request.params.id);
      const file = row ? await uploadFile(fastify.uploadFiles, row) : null;
      if (!row || !file) throw notFound('No such file.');
      return reply
        .type(row.content_type)
        .header('content-length', row.size_bytes)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(row.original_name)}`,
        )
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};

export default uploads;
