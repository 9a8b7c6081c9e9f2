import { type Static, Type } from 'typebox';
import { UPLOAD_CONTENT_TYPES } from '../constants.ts';

/** A stored file as the owner sees it. */
export const UploadSchema = Type.Object({
  id: Type.String(),
  /** The name the file had on the buyer's computer (for display only). */
  name: Type.String(),
  contentType: Type.Enum(UPLOAD_CONTENT_TYPES),
  sizeBytes: Type.Integer({ minimum: 0 }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Upload = Static<typeof UploadSchema>;

/** A reference to an upload inside another resource (basket line logo, design file, brand label). */
export const UploadRefSchema = Type.Object({ id: Type.String(), name: Type.String() });
export type UploadRef = Static<typeof UploadRefSchema>;

/** A file part of a multipart body; the BFF replaces it by the stored upload's id before validation. */
export const FilePartSchema = Type.String({
  format: 'binary',
  description: 'A PNG, JPEG, WebP or PDF file, at most 10 MB.',
});

/** `POST /api/uploads` (multipart/form-data): one file in the part `file`. */
export const UploadBodySchema = Type.Object({ file: FilePartSchema }, { additionalProperties: false });

export const UploadParamsSchema = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
export type UploadParams = Static<typeof UploadParamsSchema>;
