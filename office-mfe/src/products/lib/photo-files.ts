import { MAX_PHOTO_BYTES } from '@shop/contracts';

/** The photo types the office uploads: what cameras, phones and editors save. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic'] as const;

/** The file input's `accept` (a HEIC file often comes without a type, so its extension too). */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.heic'].join(',');

/** Why a file cannot be uploaded as a photo, before sending it; undefined when it may be. */
export function photoFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
): 'unsupported_file_type' | 'file_too_large' | undefined {
  const typed = (PHOTO_TYPES as readonly string[]).includes(file.type);
  const heic = file.type === '' && /\.heic$/i.test(file.name);
  if (!typed && !heic) return 'unsupported_file_type';
  return file.size > MAX_PHOTO_BYTES ? 'file_too_large' : undefined;
}

/** The translation key of an upload's failure (`photos.errors.<…>`). */
export function photoErrorKey(code: string): string {
  switch (code) {
    case 'unsupported_file_type':
    case 'unsupported_media_type':
      return 'photos.errors.unsupported';
    case 'file_too_large':
    case 'payload_too_large':
      return 'photos.errors.tooLarge';
    case 'too_many_photos':
      return 'photos.errors.tooMany';
    case 'network_error':
      return 'errors.network';
    case 'not_found':
      return 'productEditor.gone';
    default:
      return 'photos.errors.failed';
  }
}
