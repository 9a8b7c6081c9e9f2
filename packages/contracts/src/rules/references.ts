/** Human-readable references: `WS-2026-000123` for order requests, `CR-2026-000042` for custom requests. */
export const ORDER_REFERENCE_PREFIX = 'WS';
export const CUSTOM_REQUEST_REFERENCE_PREFIX = 'CR';

export function formatReference(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;
}

export const ORDER_REFERENCE_PATTERN = '^WS-\\d{4}-\\d{6,}$';
export const CUSTOM_REQUEST_REFERENCE_PATTERN = '^CR-\\d{4}-\\d{6,}$';
