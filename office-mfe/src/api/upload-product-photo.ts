import {
  type ApiError,
  type Language,
  SHOP_REQUEST_HEADER,
  SHOP_REQUEST_HEADER_VALUE,
} from '@shop/contracts';
import type { ApiErrorBody } from '@shop/platform';

/** A refused or failed upload, with the BFF's error (or `network_error`) to translate. */
export class PhotoUploadError extends Error {
  readonly error: ApiErrorBody;
  readonly status: number;

  constructor(error: ApiErrorBody, status: number) {
    super(error.message);
    this.name = 'PhotoUploadError';
    this.error = error;
    this.status = status;
  }
}

export interface UploadOptions {
  language: Language;
  /** Share of the file sent so far, 0 to 1, as the browser reports it. */
  onProgress: (sent: number) => void;
  signal?: AbortSignal | undefined;
}

function readError(status: number, text: string): ApiErrorBody {
  try {
    const body = JSON.parse(text) as Partial<ApiError>;
    if (body.error && typeof body.error.code === 'string') return body.error;
  } catch {
    // Not the BFF's JSON (a proxy's page): fall through to what the status says.
  }
  if (status === 413) return { code: 'payload_too_large', message: 'The file is too large.' };
  if (status === 415) return { code: 'unsupported_file_type', message: 'This file type is not accepted.' };
  return { code: 'internal_error', message: 'Something went wrong.' };
}

/**
 * `POST /api/office/products/:id/photos`, one photo as the multipart field `file`. XMLHttpRequest rather
 * than the shared RTK Query fetch: only XHR reports upload progress (a phone's photo is several MB).
 * Resolves with the BFF's answer; the product is read again afterwards.
 */
export function uploadProductPhoto(productId: string, file: File, options: UploadOptions): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    body.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/office/products/${encodeURIComponent(productId)}/photos`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', options.language);
    // The BFF's CSRF guard: a multipart body is not JSON, so the shop's header proves it is ours.
    xhr.setRequestHeader(SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress(1);
        try {
          resolve(xhr.responseText ? JSON.parse(xhr.responseText) : null);
        } catch {
          resolve(null);
        }
        return;
      }
      reject(new PhotoUploadError(readError(xhr.status, xhr.responseText), xhr.status));
    });
    const networkError = () =>
      reject(new PhotoUploadError({ code: 'network_error', message: 'The shop could not be reached.' }, 0));
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('timeout', networkError);
    xhr.addEventListener('abort', () =>
      reject(new PhotoUploadError({ code: 'aborted', message: 'The upload was cancelled.' }, 0)),
    );
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
