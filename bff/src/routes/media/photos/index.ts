import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiErrorSchema, PHOTO_FILE_PATTERN, PHOTO_MIME, type PhotoFormat } from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { IMMUTABLE } from '../../../domain/cache-policy.ts';
import { photoVersionPath } from '../../../domain/photos/photo-store.ts';
import { notFound } from '../../../lib/api-error.ts';
import { staffView } from '../../../plugins/auth.ts';
import { isInBuyersPhotos, isPublishedPhoto } from '../../../repositories/products.ts';

const FORMAT_OF_EXTENSION: Record<string, PhotoFormat> = { avif: 'avif', webp: 'webp', jpg: 'jpeg' };

/** Whether an `If-None-Match` header names this ETag (or is `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate === etag || candidate === `W/${etag}`;
  });
}

/**
 * `GET /media/photos/<key>-<width>.<avif|webp|jpg>`: a version of a product photo, as storePhoto wrote it
 * (on this instance or, on PostgreSQL, on any). A photo no published product shows answers 404 but to the team
 * and to a buyer who has it in a request (an order line's picture stays as it was sent).
 * The name is its content's (the key hashes the original), so a published one is cached for a year by anyone
 * (pages on other origins included) and the name is its ETag.
 */
const productPhotos: FastifyPluginAsyncTypebox = async (fastify) => {
  /** A photo no published product shows: the team's, or the buyer's who has it in a request. */
  const mayStillSee = async (request: FastifyRequest, key: string) => {
    const staff = request.staffSession;
    if (staff) return staffView(staff, fastify.config.staffSecondFactor).secondFactor === 'verified';
    return request.buyer !== null && isInBuyersPhotos(fastify.db, request.buyer.id, key);
  };

  fastify.get(
    '/:file',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'A version of a product photo (AVIF, WebP or JPEG; the name says which)',
        params: Type.Object({ file: Type.String({ pattern: PHOTO_FILE_PATTERN }) }),
        produces: Object.values(PHOTO_MIME),
        response: {
          200: Type.Unsafe<Readable>({ type: 'string', format: 'binary', description: 'The image.' }),
          304: Type.Null({ description: 'Not modified: the browser has it (If-None-Match).' }),
          400: ApiErrorSchema,
          404: ApiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const filePath = photoVersionPath(fastify.config.photosDir, file);
      const format = FORMAT_OF_EXTENSION[file.slice(file.lastIndexOf('.') + 1)];
      if (!filePath || !format) throw notFound('No such photo.');
      // Everyone's while a published product shows it; else the team's, and a buyer's who has it in a request.
      const key = file.slice(0, file.indexOf('-'));
      const published = await isPublishedPhoto(fastify.db, key);
      if (!published && !(await mayStillSee(request, key))) throw notFound('No such photo.');
      // Another instance may have stored it: fetched from the database once, then read from this disk.
      if (!(await fastify.sharedFiles.ensurePhoto(file))) throw notFound('No such photo.');
      // Opened first, so a file removed between a check and the read cannot fail the answer half-way.
      const handle = await open(filePath).catch(() => null);
      const stats = await handle?.stat().catch(() => null);
      if (!handle || !stats?.isFile()) {
        await handle?.close();
        throw notFound('No such photo.');
      }
      const etag = `"${file}"`;
      reply
        // Only a published product's photo is for shared caches; the others are asked again each time.
        .header('cache-control', published ? IMMUTABLE : 'private, no-cache')
        .header('etag', etag)
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('x-content-type-options', 'nosniff');
      if (matches(request.headers['if-none-match'], etag)) {
        await handle.close();
        return reply.code(304).send(null);
      }
      return reply
        .type(PHOTO_MIME[format])
        .header('content-length', stats.size)
        .send(handle.createReadStream());
    },
  );
};

export default productPhotos;
