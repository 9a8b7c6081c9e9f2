import type { CustomRequest } from '@shop/contracts';
import { type UploadProgressOptions, uploadWithProgress } from '@shop/platform/upload';

/** What a refusal that is not the BFF's JSON (a proxy's page) means, by status. */
const REQUEST_ERRORS = {
  413: { code: 'payload_too_large', message: 'The files are too large.' },
};

/**
 * `POST /api/custom-requests` as multipart, with progress: a FormData of files does not belong in the
 * store's state. Fails with an `UploadError` from `@shop/platform`.
 */
export async function sendCustomRequest(
  body: FormData,
  options: UploadProgressOptions,
): Promise<CustomRequest> {
  return (await uploadWithProgress('/api/custom-requests', body, {
    ...options,
    errorsByStatus: REQUEST_ERRORS,
    abortedMessage: 'The request was cancelled.',
  })) as CustomRequest;
}
