import type { TFunction } from 'i18next';

/** A BFF error code as a sentence of this remote (en/gr). */
export function errorMessage(t: TFunction, code: string): string {
  switch (code) {
    case 'network_error':
      return t('errors.network');
    case 'unauthenticated':
      return t('errors.sessionEnded');
    case 'unsupported_file_type':
    case 'unsupported_media_type':
      return t('errors.unsupportedFile');
    case 'payload_too_large':
      return t('errors.fileTooLarge');
    case 'not_found':
      return t('errors.notFound');
    case 'no_items_selected':
      return t('basket.noItemsText');
    case 'validation_failed':
      return t('errors.invalid');
    default:
      return t('errors.generic');
  }
}
