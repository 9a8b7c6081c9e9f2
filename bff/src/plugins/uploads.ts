import { randomUUID } from 'node:crypto';
import multipart, { type MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@shop/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  cleanFileName,
  FileTooLargeError,
  storeFile,
  UnsupportedFileTypeError,
} from '../domain/uploads/storage.ts';
import { discardUploads, recordUpload, type UploadFiles } from '../domain/uploads/upload-files.ts';
import { ApiHttpError, invalidFields } from '../lib/api-error.ts';
import { nowIso } from '../lib/time.ts';
import type { UploadRow } from '../repositories/uploads.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Multipart file parts a route accepts; any other file part is refused before it is stored. */
    uploadFields?: readonly string[];
    /** The route reads its multipart body itself (product photos are the team's, not a buyer's uploads). */
    ownMultipart?: boolean;
  }
  interface FastifyInstance {
    /** Where uploads' bytes live: this disk (SQLite) or the database with a local cache (PostgreSQL). */
    uploadFiles: UploadFiles;
  }
  interface FastifyRequest {
    /** Files stored while parsing this request's multipart body, by part name. */
    storedUploads: Map<string, UploadRow> | null;
    /**
     * Whose files this request's uploads become, when not the logged-in buyer's: a staff member attaching a
     * file to a buyer's request makes it that buyer's (set by the route before the body is read).
     */
    uploadOwnerId: string | null;
  }
}

const MAX_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

/**
 * Multipart bodies with files stored as they stream in: each file part is checked by content (PNG,
 * JPEG, WebP, PDF), limited to 10 MB, written under a random name in `<DATA_DIR>/uploads/` (outside
 * the web root) and recorded with its owner (on PostgreSQL, its bytes go into the database with the row,
 * so that every instance reads it). The body the route validates then holds the new upload's
 * id in place of the file; handlers take uploads from `request.storedUploads` only, so a text field
 * posing as a file cannot name someone else's upload. A request that fails keeps none of its files.
 */
export default fp(
  async function uploads(fastify: FastifyInstance) {
    const dir = fastify.config.uploadsDir;
    const files: UploadFiles = { db: fastify.db, cache: fastify.sharedFiles.cache, dir };
    fastify.decorate('uploadFiles', files);

    async function onFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
      const field = part.fieldname;
      const ownerId = this.uploadOwnerId ?? this.buyer?.id;
      const accepted = this.routeOptions.config.uploadFields ?? [];
      if (!accepted.includes(field) || this.storedUploads?.has(field) || !ownerId) {
        part.file.resume();
        if (!accepted.includes(field)) throw invalidFields({ [field]: 'unknown_field' });
        if (!ownerId) throw new ApiHttpError(401, 'unauthenticated', 'Please log in to upload files.');
        throw invalidFields({ [field]: 'duplicate_value' });
      }

      let stored: Awaited<ReturnType<typeof storeFile>>;
      try {
        stored = await storeFile(part.file, dir, {
          maxBytes: MAX_UPLOAD_BYTES,
          isTruncated: () => part.file.truncated,
        });
      } catch (err) {
        if (err instanceof UnsupportedFileTypeError) {
          throw new ApiHttpError(415, 'unsupported_file_type', err.message, {
            [field]: 'unsupported_file_type',
          });
        }
        if (err instanceof FileTooLargeError) {
          throw new ApiHttpError(413, 'payload_too_large', `Files may be at most ${MAX_MB} MB.`, {
            [field]: 'file_too_large',
          });
        }
        throw err;
      }

      const row = await recordUpload(
        files,
        {
          id: randomUUID(),
          owner_id: ownerId,
          original_name: cleanFileName(part.filename),
          content_type: stored.contentType,
          size_bytes: stored.sizeBytes,
          storage_name: stored.storageName,
          blob_hash: null,
          created_at: nowIso(),
        },
        stored.sha256,
      );
      this.storedUploads ??= new Map();
      this.storedUploads.set(field, row);
      (part as MultipartFile & { value: unknown }).value = row.id;
    }

    await fastify.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 8, fields: 10, fieldSize: 256 * 1024, parts: 20 },
    });

    /**
     * Reads a multipart body into `{ part: value }` before validation (file parts become upload ids),
     * so the route's body schema checks it like JSON. Done here rather than with the plugin's
     * attachFieldsToBody so that a malformed body is a 400, not a 500.
     */
    fastify.addHook('preValidation', (request, _reply, done) => {
      // Every other request passes without a promise.
      if (!request.isMultipart() || request.routeOptions.config.ownMultipart) return done();
      readMultipartBody(request).then(() => done(), done);
    });
    const readMultipartBody = async (request: FastifyRequest) => {
      const body: Record<string, unknown> = {};
      const put = (name: string, value: unknown) => {
        const existing = body[name];
        if (existing === undefined) body[name] = value;
        else body[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
      };
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            await onFile.call(request, part);
            put(part.fieldname, (part as MultipartFile & { value: unknown }).value);
          } else {
            put(part.fieldname, part.value);
          }
        }
      } catch (err) {
        const status = (err as { statusCode?: unknown }).statusCode;
        if (err instanceof ApiHttpError || (typeof status === 'number' && status >= 400 && status < 500))
          throw err;
        throw new ApiHttpError(400, 'bad_request', 'The multipart body could not be read.');
      }
      request.body = body;
    };
    fastify.decorateRequest('storedUploads', null);
    fastify.decorateRequest('uploadOwnerId', null);

    /** Discards the files of a failed request (before the answer leaves, so no one sees them linger). */
    const discardFailed = async (request: FastifyRequest, rows: UploadRow[]) => {
      try {
        await discardUploads(files, rows);
      } catch (err) {
        request.log.warn({ err }, 'could not discard the uploads of a failed request');
      }
    };
    // A callback hook: every answer without uploads leaves without a promise.
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const stored = request.storedUploads;
      if (!stored || stored.size === 0 || reply.statusCode < 400) return done(null, payload);
      request.storedUploads = null;
      void discardFailed(request, [...stored.values()]).then(() => done(null, payload));
    });
  },
  { name: 'uploads', dependencies: ['db', 'error-handler'] },
);
