import {
  type ApiError,
  type CustomRequest,
  type Language,
  SHOP_REQUEST_HEADER,
  SHOP_REQUEST_HEADER_VALUE,
} from '@shop/contracts';
import type { ApiErrorBody } from '@shop/platform';

/** A refused or failed submission, with the BFF's error (or `network_error`) to translate. */
export class CustomRequestError extends Error {
  readonly error: ApiErrorBody;
  readonly status: number;

  constructor(error: ApiErrorBody, status: number) {
    super(error.message);
    this.name = 'CustomRequestError';
    this.error = error;
    this.status = status;
  }
}

export interface SendOptions {
  language: Language;
  /** Share of the body sent so far, 0 to 1, as the browser reports it. */
  onProgress: (sent: number) => void;
  signal?: AbortSignal;
}

function readError(status: number, text: string): ApiErrorBody {
  try {
    const body = JSON.parse(text) as Partial<ApiError>;
    if (body.error && typeof body.error.code === 'string') return body.error;
  } catch {
    // Not the BFF's JSON (a proxy's page): fall through to a generic error.
  }
  return status === 413
    ? { code: 'payload_too_large', message: 'The files are too large.' }
    : { code: 'internal_error', message: 'Something went wrong.' };
}

/**
 * `POST /api/custom-requests` as multipart. XMLHttpRequest rather than the shared RTK Query fetch:
 * only XHR reports upload progress, and a FormData of files does not belong in the store's state.
 */
export function sendCustomRequest(body: FormData, options: SendOptions): Promise<CustomRequest> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/custom-requests');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', options.language);
    // The BFF's CSRF guard: a multipart body is not JSON, so the shop's header proves it is ours.
    xhr.setRequestHeader(SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      if (xhr.status === 201) {
        try {
          resolve(JSON.parse(xhr.responseText) as CustomRequest);
        } catch {
          reject(new CustomRequestError(readError(xhr.status, ''), xhr.status));
        }
        return;
      }
      reject(new CustomRequestError(readError(xhr.status, xhr.responseText), xhr.status));
    });
    const networkError = () =>
      reject(new CustomRequestError({ code: 'network_error', message: 'The shop could not be reached.' }, 0));
    xhr.addEventListener('error', networkError);
    xhr.addEventListener('timeout', networkError);
    xhr.addEventListener('abort', () =>
      reject(new CustomRequestError({ code: 'aborted', message: 'The request was cancelled.' }, 0)),
    );
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}
