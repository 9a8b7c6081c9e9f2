import { type EuroInputProblem, euroInputOf, type Language, readEuroInput } from '@shop/contracts';

/**
 * A number as typed with up to two decimals, in hundredths: euros to cents (`12,50`, `1.250,00`, `1,250.00`)
 * and percentages to basis points (`12,5` → 1 250), read by contracts' `readEuroInput` in the page's language
 * (it settles `1.250`); null when it is not one.
 */
export function parseHundredths(value: string, language: Language): number | null {
  const read = readEuroInput(value, language);
  return read && 'cents' in read ? read.cents : null;
}

/** What is wrong with a typed amount, as a field error code; null when it reads (or nothing was typed). */
export function amountProblem(value: string, language: Language): EuroInputProblem | null {
  const read = readEuroInput(value, language);
  return read && 'problem' in read ? read.problem : null;
}

/** Hundredths (cents, basis points) as the editor shows them to type over: `1250` → `12,50` or `12.50`. */
export function hundredthsToInput(hundredths: number, language: Language): string {
  return euroInputOf(hundredths, language);
}
