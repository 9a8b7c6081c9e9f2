import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, UploadBodySchema, UploadParamsSchema, UploadSchema } from '@shop/contracts';
import { Type } from 'typebox';
import { uploadFile } from '../../../domain/uploads/upload-files.ts';
import { invalidFields, notFound } from '../../../lib/api-error.ts';
import { currentBuyer } from '../../../plugins/auth.ts';
import { findOwnedUpload, toUpload } from '../../../repositories/uploads.ts';

const fileErrors = {
  400: ApiErrorSchema,
  401: ApiErrorSchema,
  413: ApiErrorSchema,
  415: ApiErrorSchema,
};

/**
 * Files of the logged-in buyer (brand logos; custom requests take theirs inline). Stored by the
 * uploads plugin as the body streams in; served only to their owner, to anyone else a 404.
 */
const uploads: FastifyPluginAsyncTypebox = async (fastify) => {
  // onRequest, not preHandler: a visitor's file must be refused before it is read.
  fastify.addHook('onRequest', fastify.requireBuyer);

  fastify.post(
    '/',
    {
      config: { uploadFields: ['file'] },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a PNG, JPEG, WebP or PDF (≤ 10 MB), e.g. a brand logo; checked by content',
        security: [{ session: [] }],
        consumes: ['multipart/form-data'],
        body: UploadBodySchema,
        response: { 201: UploadSchema, ...fileErrors },
      },
    },
    async (request, reply) => {
      const stored = request.storedUploads?.get('file');
      if (!stored) throw invalidFields({ file: 'required' });
      return reply.code(201).send(toUpload(stored));
    },
  );

  fastify.get(
    '/:id',
    {
      schema: {
        tags: ['uploads'],
        summary: 'Download one of your files',
        security: [{ session: [] }],
        params: UploadParamsSchema,
        produces: ['image/png', 'image/jpeg', 'image/webp', 'application/pdf'],
        response: {
          200: Type.Unsafe<Readable>({
            type: 'string',
            format: 'binary',
            description: 'The file, with its detected content type.',
          }),
          401: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await findOwnedUpload(fastify.db, currentBuyer(request).id, request.params.id);
      if (!row) throw notFound('No such file.');
      const file = await uploadFile(fastify.uploadFiles, row);
      if (!file) {
        request.log.warn({ uploadId: row.id }, 'upload recorded but its file is missing');
        throw notFound('No such file.');
      }
      return reply
        .type(row.content_type)
        .header('content-length', row.size_bytes)
        .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(row.original_name)}`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(file));
    },
  );
};

export default uploads;
