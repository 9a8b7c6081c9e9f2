import { type EuroInputProblem, euroInputOf, type Language, readEuroInput } from '@shop/contracts';

/**
 * Euros as typed (`12,50`, `12.50`, `1.250,00`, `1,250.00`) to integer cents, read by contracts'
 * `readEuroInput` in the page's language (it settles `1.250`); null when it is not an amount.
 */
export function parseEuros(value: string, language: Language): number | null {
  const read = readEuroInput(value, language);
  return read && 'cents' in read ? read.cents : null;
}

/** What is wrong with a typed amount, as a field error code; null when it reads (or nothing was typed). */
export function amountProblem(value: string, language: Language): EuroInputProblem | null {
  const read = readEuroInput(value, language);
  return read && 'problem' in read ? read.problem : null;
}

/** A percentage as typed (`12,5`, `24`) to basis points (1 250, 2 400); null when it is not one. */
export function parsePercent(value: string, language: Language): number | null {
  return parseEuros(value, language);
}

/** Cents as the editor shows them to type over, in the page's language: `1250` → `12,50` or `12.50`. */
export function centsToInput(cents: number, language: Language): string {
  return euroInputOf(cents, language);
}
