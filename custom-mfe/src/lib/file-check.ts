import { type FieldErrorCode, MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '@shop/contracts';

const EXTENSIONS = ['.png', '.jpg', '.jpeg', '.webp', '.pdf'];

/**
 * The browser's quick look at a chosen file (size, and the type its name and the browser declare).
 * Only a hint: the BFF decides by the file's content and its answer is shown the same way.
 */
export function localFileProblem(file: File): FieldErrorCode | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'file_too_large';
  const name = file.name.toLowerCase();
  const typeOk = (UPLOAD_CONTENT_TYPES as readonly string[]).includes(file.type);
  const extensionOk = EXTENSIONS.some((extension) => name.endsWith(extension));
  return typeOk || (file.type === '' && extensionOk) ? null : 'unsupported_file_type';
}

export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}
