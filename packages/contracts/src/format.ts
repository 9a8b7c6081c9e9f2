import { INTL_LOCALE, type Language } from './constants.ts';
import { BASIS_POINTS_PER_WHOLE } from './rules/quote-totals.ts';

/**
 * One formatter per language and kind, made on first use: building an Intl formatter costs far more than
 * formatting with it (a catalogue page formats a price per card, on every render).
 */
export function perLanguage<F>(make: (locale: string) => F): (language: Language) => F {
  const made = new Map<Language, F>();
  return (language) => {
    let formatter = made.get(language);
    if (!formatter) {
      formatter = make(INTL_LOCALE[language]);
      made.set(language, formatter);
    }
    return formatter;
  };
}

const priceFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
);
const percentFormat = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }),
);
const dateFormat = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }),
);

/** `€1,234.50` in English, `1.234,50 €` in Greek (Intl needs el-GR: given `gr` it formats like en-US). */
export function formatPrice(cents: number, language: Language): string {
  return priceFormat(language).format(cents / 100);
}

/** Long date: `22 November 2026` / `22 Νοεμβρίου 2026`. */
export function formatDate(isoDate: string, language: Language): string {
  return dateFormat(language).format(new Date(isoDate));
}

/** Basis points as a percentage: 2 400 → `24%`, 1 250 → `12.5%` / `12,5%` (quotes' VAT and discounts). */
export function formatPercent(basisPoints: number, language: Language): string {
  return percentFormat(language).format(basisPoints / BASIS_POINTS_PER_WHOLE);
}
