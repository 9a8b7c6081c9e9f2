import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '@shop/contracts';

/**
 * At most this many files on one message, and this many characters: the limits of the BFF's
 * `NewMessageBodySchema` (a test holds them equal).
 */
export const MAX_ATTACHMENTS = 5;
export const MAX_MESSAGE_LENGTH = 5000;
export const MAX_FILE_MB = Math.round(MAX_UPLOAD_BYTES / (1024 * 1024));

const EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.pdf'];

export type AttachmentProblem =
  | 'unsupported_file_type'
  | 'file_too_large'
  | 'too_many_files'
  | 'upload_failed';

/**
 * The browser's quick look at a chosen file: its size, and the type its name and the browser declare.
 * Only a hint: the BFF decides by the file's content, and its refusal is shown the same way.
 */
export function localFileProblem(file: File): AttachmentProblem | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'file_too_large';
  const name = file.name.toLowerCase();
  const typeOk = (UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type);
  const extensionOk = EXTENSIONS.some((extension) => name.endsWith(extension));
  return typeOk || (file.type === '' && extensionOk) ? null : 'unsupported_file_type';
}

/** The BFF's refusal of an upload, as the same problems the browser finds. */
export function uploadProblem(code: string): AttachmentProblem {
  switch (code) {
    case 'unsupported_file_type':
    case 'unsupported_media_type':
      return 'unsupported_file_type';
    case 'file_too_large':
    case 'payload_too_large':
      return 'file_too_large';
    default:
      return 'upload_failed';
  }
}
