import {
  addDays,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  DEFAULT_VAT_RATE_BASIS_POINTS,
  type Language,
  type Quote,
  type QuoteDraft,
  type QuoteInput,
} from '@shop/contracts';
import { amountProblem, hundredthsToInput, parseHundredths } from '../lib/euros.ts';

/** A line of the request as the editor prices it. */
export interface QuoteSubject {
  position: number;
  description: string;
  quantity: number;
  /** The order's price snapshot; null for a custom-made line (staff enter it). */
  unitPriceCents: number | null;
}

export type DiscountKind = 'none' | 'percent' | 'amount';

/** What the member has typed, as typed. */
export interface QuoteDraftState {
  lines: { unitPrice: string; discountKind: DiscountKind; discount: string }[];
  extras: { label: string; amount: string }[];
  options: { label: string; cost: string; leadTimeDays: string }[];
  vatPercent: string;
  validUntil: string;
  note: string;
}

export const MAX_DELIVERY_OPTIONS = 5;

/** Basis points as the editor shows them to type over: `1250` → `12.50`. */

/**
 * Where the editor starts. A revised quote starts from the last version sent: its prices, discounts, extras,
 * delivery options, VAT and note, a new validity date from today. A first quote starts from the order's
 * prices and the buyer's delivery preference as its first option (issue 47).
 */
export function initialDraft(
  subjects: readonly QuoteSubject[],
  today: string,
  language: Language,
  start: { lastSent?: Quote | null; preference?: string } = {},
): QuoteDraftState {
  const validUntil = addDays(today, DEFAULT_QUOTE_VALIDITY_DAYS);
  const last = start.lastSent;
  if (last) {
    return {
      lines: subjects.map((subject) => {
        const sent = last.lines.find((line) => line.position === subject.position);
        if (!sent) {
          const unitPrice =
            subject.unitPriceCents === null ? '' : hundredthsToInput(subject.unitPriceCents, language);
          return { unitPrice, discountKind: 'none', discount: '' };
        }
        if (sent.discountBasisPoints !== null) {
          return {
            unitPrice: hundredthsToInput(sent.unitPriceCents, language),
            discountKind: 'percent',
            discount: hundredthsToInput(sent.discountBasisPoints, language),
          };
        }
        if (sent.discountCents !== null) {
          return {
            unitPrice: hundredthsToInput(sent.unitPriceCents, language),
            discountKind: 'amount',
            discount: hundredthsToInput(sent.discountCents, language),
          };
        }
        return {
          unitPrice: hundredthsToInput(sent.unitPriceCents, language),
          discountKind: 'none',
          discount: '',
        };
      }),
      extras: last.extras.map((extra) => ({
        label: extra.label,
        amount: hundredthsToInput(extra.amountCents, language),
      })),
      options: last.deliveryOptions.map((option) => ({
        label: option.label,
        cost: hundredthsToInput(option.costCents, language),
        leadTimeDays: String(option.leadTimeDays),
      })),
      vatPercent: hundredthsToInput(last.vatRateBasisPoints, language).replace(/[.,]00$/, ''),
      validUntil,
      note: last.note,
    };
  }
  return {
    lines: subjects.map((s) => ({
      unitPrice: s.unitPriceCents === null ? '' : hundredthsToInput(s.unitPriceCents, language),
      discountKind: 'none',
      discount: '',
    })),
    extras: [],
    options: [{ label: start.preference ?? '', cost: '', leadTimeDays: '' }],
    vatPercent: String(DEFAULT_VAT_RATE_BASIS_POINTS / 100),
    validUntil,
    note: '',
  };
}

/** The draft as numbers for `quoteTotals`: what cannot be read yet counts as 0. */
export function totalsInput(
  draft: QuoteDraftState,
  subjects: readonly QuoteSubject[],
  language: Language,
): QuoteInput {
  return {
    lines: draft.lines.map((line, i) => ({
      quantity: subjects[i]?.quantity ?? 0,
      unitPriceCents: parseHundredths(line.unitPrice, language) ?? 0,
      discountBasisPoints:
        line.discountKind === 'percent' ? (parseHundredths(line.discount, language) ?? 0) : null,
      discountCents: line.discountKind === 'amount' ? (parseHundredths(line.discount, language) ?? 0) : null,
    })),
    extras: draft.extras.map((extra) => ({ amountCents: parseHundredths(extra.amount, language) ?? 0 })),
    deliveryOptions: draft.options.map((option) => ({
      costCents: parseHundredths(option.cost, language) ?? 0,
    })),
    vatRateBasisPoints: parseHundredths(draft.vatPercent, language) ?? 0,
  };
}

/** Field errors keyed like the BFF's (`lines.0.unitPriceCents`), as translatable codes. */
export type DraftErrors = Record<string, string>;

/** The body to send, or the fields to fix first. */
export function toQuoteDraft(
  draft: QuoteDraftState,
  subjects: readonly QuoteSubject[],
  version: number,
  language: Language,
): { body: QuoteDraft } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const amount = (key: string, value: string, required = true): number | undefined => {
    if (value.trim() === '') {
      if (required) errors[key] = 'required';
      return undefined;
    }
    const cents = parseHundredths(value, language);
    if (cents === null) errors[key] = amountProblem(value, language) ?? 'invalid_value';
    return cents ?? undefined;
  };
  const lines = draft.lines.map((line, i) => {
    const unitPriceCents = amount(`lines.${i}.unitPriceCents`, line.unitPrice) ?? 0;
    const out: QuoteDraft['lines'][number] = { position: subjects[i]?.position ?? i + 1, unitPriceCents };
    if (line.discountKind === 'percent') {
      const key = `lines.${i}.discountBasisPoints`;
      const bp = line.discount.trim() === '' ? undefined : parseHundredths(line.discount, language);
      if (bp === undefined) errors[key] = 'required';
      else if (bp === null) errors[key] = amountProblem(line.discount, language) ?? 'invalid_value';
      else if (bp > 10_000) errors[key] = 'out_of_range';
      else out.discountBasisPoints = bp;
    } else if (line.discountKind === 'amount') {
      const cents = amount(`lines.${i}.discountCents`, line.discount);
      if (cents !== undefined) out.discountCents = cents;
    }
    return out;
  });
  const extras = draft.extras.map((extra, i) => {
    if (extra.label.trim() === '') errors[`extras.${i}.label`] = 'required';
    return { label: extra.label.trim(), amountCents: amount(`extras.${i}.amountCents`, extra.amount) ?? 0 };
  });
  const deliveryOptions = draft.options.map((option, i) => {
    if (option.label.trim() === '') errors[`deliveryOptions.${i}.label`] = 'required';
    const days = option.leadTimeDays.trim();
    const leadTimeDays = Number(days);
    if (days === '') errors[`deliveryOptions.${i}.leadTimeDays`] = 'required';
    else if (!/^\d+$/.test(days) || leadTimeDays < 1 || leadTimeDays > 365) {
      errors[`deliveryOptions.${i}.leadTimeDays`] = 'out_of_range';
    }
    return {
      label: option.label.trim(),
      costCents: amount(`deliveryOptions.${i}.costCents`, option.cost) ?? 0,
      leadTimeDays,
    };
  });
  const vat = parseHundredths(draft.vatPercent, language);
  if (draft.vatPercent.trim() === '') errors.vatRateBasisPoints = 'required';
  else if (vat === null)
    errors.vatRateBasisPoints = amountProblem(draft.vatPercent, language) ?? 'invalid_value';
  else if (vat > 10_000) errors.vatRateBasisPoints = 'out_of_range';
  if (draft.validUntil === '') errors.validUntil = 'required';
  if (Object.keys(errors).length > 0) return { errors };
  const body: QuoteDraft = {
    version,
    lines,
    deliveryOptions,
    vatRateBasisPoints: vat ?? DEFAULT_VAT_RATE_BASIS_POINTS,
    validUntil: draft.validUntil,
  };
  if (extras.length > 0) body.extras = extras;
  if (draft.note.trim() !== '') body.note = draft.note.trim();
  return { body };
}
