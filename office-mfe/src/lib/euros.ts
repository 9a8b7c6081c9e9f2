const DECIMAL = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/**
 * Euros as typed (`12,50`, `12.50`, `12`) to integer cents; null when it is not an amount. Spaces are
 * ignored.
 */
export function parseEuros(value: string): number | null {
  const text = value.replace(/\s/g, '');
  if (!DECIMAL.test(text)) return null;
  const [whole = '0', fraction = ''] = text.split(/[.,]/);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A percentage as typed (`12,5`, `24`) to basis points (1 250, 2 400); null when it is not one. */
export function parsePercent(value: string): number | null {
  const cents = parseEuros(value);
  return cents === null ? null : cents;
}

/** Cents as the editor shows them to type over: `1250` → `12.50`. */
export function centsToInput(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}
