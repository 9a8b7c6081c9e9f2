import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApiErrorSchema,
  MAX_PHOTO_BYTES,
  OfficePhotoParamsSchema,
  OfficeProductParamsSchema,
  OfficeProductSchema,
  PhotoArrangementSchema,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  addPhoto,
  arrangePhotos,
  checkRoomForPhoto,
  removePhoto,
} from '../../../../domain/office-products/photo-changes.ts';
import {
  PhotoTooLargeError,
  type StoredPhoto,
  storePhoto,
  UnsupportedPhotoError,
  versionFiles,
} from '../../../../domain/photos/photo-store.ts';
import { ApiHttpError, invalidFields } from '../../../../lib/api-error.ts';
import { forgetCatalogue } from '../../../../repositories/products.ts';
import { editorOf } from './editor.ts';

const MAX_MB = Math.round(MAX_PHOTO_BYTES / (1024 * 1024));

function photoTooLarge(message = `A photo may be at most ${MAX_MB} MB.`): ApiHttpError {
  return new ApiHttpError(413, 'payload_too_large', message, { file: 'file_too_large' });
}

/** The uploaded photo's bytes, read before validation (the body then names the file part). */
const uploadedPhotos = new WeakMap<FastifyRequest, Buffer>();

/**
 * Reads the multipart body: one file in the part `file`, at most MAX_PHOTO_BYTES, kept in memory (the photo
 * store makes its versions from it). The uploads plugin leaves this route's body alone (`ownMultipart`):
 * product photos are not a buyer's uploads. Any other part is refused.
 */
async function readPhotoPart(request: FastifyRequest): Promise<void> {
  if (!request.isMultipart()) return;
  const body: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_PHOTO_BYTES, parts: 4 } })) {
      const name = part.fieldname;
      if (part.type !== 'file')
        throw invalidFields({ [name]: name === 'file' ? 'invalid_type' : 'unknown_field' });
      if (name !== 'file' || uploadedPhotos.has(request)) {
        part.file.resume();
        throw invalidFields({ [name]: name === 'file' ? 'duplicate_value' : 'unknown_field' });
      }
      uploadedPhotos.set(request, await part.toBuffer());
      body.file = part.filename || 'photo';
    }
  } catch (err) {
    if (err instanceof ApiHttpError) throw err;
    if ((err as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoTooLarge();
    const status = (err as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw err;
    throw new ApiHttpError(400, 'bad_request', 'The multipart body could not be read.');
  }
  request.body = body;
}

/**
 * `/api/office/products/:id/photos`: add a photo (its responsive versions are made and kept by content),
 * arrange them (order, the first being the main one, and alt texts in both languages), remove one.
 */
const photos: FastifyPluginAsyncTypebox = async (fastify) => {
  const security = [{ session: [] }];
  const tags = ['office: products'];
  const answers = {
    200: OfficeProductSchema,
    400: ApiErrorSchema,
    401: ApiErrorSchema,
    403: ApiErrorSchema,
    404: ApiErrorSchema,
    // A change made from an earlier arrangement than the stored one: `stale_photos`, naming who changed it.
    409: ApiErrorSchema,
  };

  fastify.post(
    '/:id/photos',
    {
      config: { ownMultipart: true },
      preValidation: readPhotoPart,
      schema: {
        tags,
        summary: `Add a photo (multipart part \`file\`: JPEG, PNG, WebP or HEIC, ≤ ${MAX_MB} MB) after the others`,
        security,
        consumes: ['multipart/form-data'],
        params: OfficeProductParamsSchema,
        body: Type.Object(
          {
            file: Type.String({
              format: 'binary',
              description: `A JPEG, PNG, WebP or HEIC photo, at most ${MAX_MB} MB.`,
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          201: OfficeProductSchema,
          400: ApiErrorSchema,
          401: ApiErrorSchema,
          403: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          413: ApiErrorSchema,
          415: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const upload = uploadedPhotos.get(request);
      if (!upload) throw invalidFields({ file: 'required' });
      const { id } = request.params;
      await checkRoomForPhoto(fastify.db, id);
      let stored: StoredPhoto;
      try {
        stored = await storePhoto(upload, fastify.config.photosDir);
      } catch (err) {
        // Their messages say what to do (another format, a smaller photo, HEIC exported as JPEG).
        if (err instanceof UnsupportedPhotoError) {
          throw new ApiHttpError(415, 'unsupported_file_type', err.message, {
            file: 'unsupported_file_type',
          });
        }
        if (err instanceof PhotoTooLargeError) throw photoTooLarge(err.message);
        throw err;
      }
      // Readable by every instance before the product names it.
      await fastify.sharedFiles.sharePhotos(versionFiles(stored));
      const product = await addPhoto(fastify.db, editorOf(request), id, stored);
      forgetCatalogue(fastify.db);
      return reply.code(201).send(product);
    },
  );

  fastify.put(
    '/:id/photos',
    {
      schema: {
        tags,
        summary:
          'Arrange the photos: every current photo in the new order (the first is the main one), alt texts',
        security,
        params: OfficeProductParamsSchema,
        body: PhotoArrangementSchema,
        response: answers,
      },
    },
    async (request) => {
      const product = await arrangePhotos(fastify.db, editorOf(request), request.params.id, request.body);
      forgetCatalogue(fastify.db);
      return product;
    },
  );

  fastify.delete(
    '/:id/photos/:photoId',
    {
      schema: {
        tags,
        summary: 'Remove a photo of the product',
        security,
        params: OfficePhotoParamsSchema,
        response: answers,
      },
    },
    async (request) => {
      const { id, photoId } = request.params;
      const product = await removePhoto(fastify.db, editorOf(request), id, photoId);
      forgetCatalogue(fastify.db);
      return product;
    },
  );
};

export default photos;
