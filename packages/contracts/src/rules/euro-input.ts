import type { Language } from '../constants.ts';

/** Why a typed amount cannot be read (a field error code the frontends translate). */
export type EuroInputProblem = 'not_an_amount' | 'too_many_decimals' | 'negative' | 'too_large';

/** A typed amount read as cents, or what is wrong with it. */
export type EuroInput = { cents: number } | { problem: EuroInputProblem };

/** The largest amount a field takes: €9 999 999,99. */
export const MAX_EURO_INPUT_CENTS = 999_999_999;

/** The separators of each language: Greek `1.250,50`, English `1,250.50`. */
const SEPARATORS: Record<Language, { decimal: string; group: string }> = {
  gr: { decimal: ',', group: '.' },
  en: { decimal: '.', group: ',' },
};

const GROUPED = /^\d{1,3}(?:[.,]\d{3})+$/;

function asCents(whole: string, fraction: string): EuroInput {
  if (fraction.length > 2) return { problem: 'too_many_decimals' };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return cents > MAX_EURO_INPUT_CENTS ? { problem: 'too_large' } : { cents };
}

/**
 * An amount of euros as a person types it, in either language's form whatever the page's language:
 * `12,50`, `12.50`, `1.250,00`, `1,250.00`, `1 250`, `€ 12`. Both separators: the last is the decimal one.
 * One separator before exactly three digits (`1.250`) is ambiguous: read as the page language's grouping
 * (Greek `1.250` is €1 250; English `1.250` has three decimals). Null when nothing was typed. Percentages
 * are read the same way (basis points for cents).
 */
export function readEuroInput(typed: string, language: Language): EuroInput | null {
  const text = typed.replace(/[\s\u00a0\u202f€]/g, '');
  if (text === '') return null;
  if (text.startsWith('-') || text.startsWith('\u2212')) return { problem: 'negative' };
  if (!/^[\d.,]+$/.test(text) || !/\d/.test(text)) return { problem: 'not_an_amount' };
  const last = Math.max(text.lastIndexOf('.'), text.lastIndexOf(','));
  if (last === -1) return asCents(text, '');
  const separators = new Set(text.replace(/\d/g, ''));
  const head = text.slice(0, last);
  const tail = text.slice(last + 1);
  if (separators.size === 2) {
    // `1.250,50` or `1,250.50`: the head must be digits in groups of three with the other separator.
    const group = text[last] === ',' ? '.' : ',';
    if (head.includes(text[last] as string) || (head.includes(group) && !GROUPED.test(head))) {
      return { problem: 'not_an_amount' };
    }
    return asCents(head.replace(/[.,]/g, ''), tail);
  }
  const separator = text[last] as string;
  const count = text.split(separator).length - 1;
  if (count > 1) {
    // `1.250.000`: grouping only.
    return GROUPED.test(text) ? asCents(text.replace(/[.,]/g, ''), '') : { problem: 'not_an_amount' };
  }
  if (tail.length === 3 && separator === SEPARATORS[language].group && head.length <= 3 && head !== '') {
    return asCents(`${head}${tail}`, '');
  }
  return asCents(head, tail);
}

/** Cents as an amount field shows them to type over, in the page's language: `17,99` or `17.99`. */
export function euroInputOf(cents: number, language: Language): string {
  const whole = Math.floor(cents / 100);
  return `${whole}${SEPARATORS[language].decimal}${String(cents % 100).padStart(2, '0')}`;
}
