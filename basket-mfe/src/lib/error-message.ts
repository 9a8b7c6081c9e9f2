/** The BFF's error codes (and the browser's own checks) this remote explains in its own words. */
const EXPLAINED = {
  basket_line_would_be_empty: 'errors.lineWouldBeEmpty',
  quantity_limit_exceeded: 'errors.quantityLimit',
  not_found: 'errors.lineGone',
  unsupported_file_type: 'errors.unsupportedFile',
  unsupported_media_type: 'errors.unsupportedFile',
  payload_too_large: 'errors.fileTooLarge',
  network_error: 'errors.network',
  unauthenticated: 'errors.unauthenticated',
  rate_limited: 'errors.rateLimited',
  validation_failed: 'errors.validation',
  stock_short: 'errors.stockShort',
} as const;

/** The translation key for an error code; anything unexpected gets the generic message. */
export function errorMessageKey(code: string): string {
  return code in EXPLAINED ? EXPLAINED[code as keyof typeof EXPLAINED] : 'errors.generic';
}
