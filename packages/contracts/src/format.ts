import { INTL_LOCALE, type Language } from './constants.ts';

/** `€1,234.50` in English, `1.234,50 €` in Greek (Intl needs el-GR: given `gr` it formats like en-US). */
export function formatPrice(cents: number, language: Language): string {
  return new Intl.NumberFormat(INTL_LOCALE[language], { style: 'currency', currency: 'EUR' }).format(
    cents / 100,
  );
}

/** Long date: `22 November 2026` / `22 Νοεμβρίου 2026`. */
export function formatDate(isoDate: string, language: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(new Date(isoDate));
}
