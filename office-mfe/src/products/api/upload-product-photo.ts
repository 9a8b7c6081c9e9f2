import { type UploadProgressOptions, uploadWithProgress } from '@shop/platform/upload';

/** What a refusal that is not the BFF's JSON (a proxy's page) means, by status. */
const PHOTO_ERRORS = {
  413: { code: 'payload_too_large', message: 'The file is too large.' },
  415: { code: 'unsupported_file_type', message: 'This file type is not accepted.' },
};

/**
 * `POST /api/office/products/:id/photos`, one photo as the multipart field `file`, with progress (a
 * phone's photo is several MB). Resolves with the BFF's answer; the product is read again afterwards.
 * Fails with an `UploadError` from `@shop/platform`.
 */
export async function uploadProductPhoto(
  productId: string,
  file: File,
  options: UploadProgressOptions,
): Promise<unknown> {
  const body = new FormData();
  body.append('file', file);
  const answer = await uploadWithProgress(
    `/api/office/products/${encodeURIComponent(productId)}/photos`,
    body,
    {
      ...options,
      errorsByStatus: PHOTO_ERRORS,
    },
  );
  options.onProgress(1);
  return answer;
}
