import {
  addDays,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  DEFAULT_VAT_RATE_BASIS_POINTS,
  type QuoteDraft,
  type QuoteInput,
} from '@shop/contracts';
import { centsToInput, parseEuros, parsePercent } from '../../lib/euros.ts';

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

export function initialDraft(subjects: readonly QuoteSubject[], today: string): QuoteDraftState {
  return {
    lines: subjects.map((s) => ({
      unitPrice: s.unitPriceCents === null ? '' : centsToInput(s.unitPriceCents),
      discountKind: 'none',
      discount: '',
    })),
    extras: [],
    options: [{ label: '', cost: '', leadTimeDays: '' }],
    vatPercent: String(DEFAULT_VAT_RATE_BASIS_POINTS / 100),
    validUntil: addDays(today, DEFAULT_QUOTE_VALIDITY_DAYS),
    note: '',
  };
}

/** The draft as numbers for `quoteTotals`: what cannot be read yet counts as 0. */
export function totalsInput(draft: QuoteDraftState, subjects: readonly QuoteSubject[]): QuoteInput {
  return {
    lines: draft.lines.map((line, i) => ({
      quantity: subjects[i]?.quantity ?? 0,
      unitPriceCents: parseEuros(line.unitPrice) ?? 0,
      discountBasisPoints: line.discountKind === 'percent' ? (parsePercent(line.discount) ?? 0) : null,
      discountCents: line.discountKind === 'amount' ? (parseEuros(line.discount) ?? 0) : null,
    })),
    extras: draft.extras.map((extra) => ({ amountCents: parseEuros(extra.amount) ?? 0 })),
    deliveryOptions: draft.options.map((option) => ({ costCents: parseEuros(option.cost) ?? 0 })),
    vatRateBasisPoints: parsePercent(draft.vatPercent) ?? 0,
  };
}

/** Field errors keyed like the BFF's (`lines.0.unitPriceCents`), as translatable codes. */
export type DraftErrors = Record<string, string>;

/** The body to send, or the fields to fix first. */
export function toQuoteDraft(
  draft: QuoteDraftState,
  subjects: readonly QuoteSubject[],
  version: number,
): { body: QuoteDraft } | { errors: DraftErrors } {
  const errors: DraftErrors = {};
  const amount = (key: string, value: string, required = true): number | undefined => {
    if (value.trim() === '') {
      if (required) errors[key] = 'required';
      return undefined;
    }
    const cents = parseEuros(value);
    if (cents === null) errors[key] = 'invalid_value';
    return cents ?? undefined;
  };
  const lines = draft.lines.map((line, i) => {
    const unitPriceCents = amount(`lines.${i}.unitPriceCents`, line.unitPrice) ?? 0;
    const out: QuoteDraft['lines'][number] = { position: subjects[i]?.position ?? i + 1, unitPriceCents };
    if (line.discountKind === 'percent') {
      const key = `lines.${i}.discountBasisPoints`;
      const bp = line.discount.trim() === '' ? undefined : parsePercent(line.discount);
      if (bp === undefined) errors[key] = 'required';
      else if (bp === null || bp > 10_000) errors[key] = 'invalid_value';
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
  const vat = parsePercent(draft.vatPercent);
  if (draft.vatPercent.trim() === '') errors.vatRateBasisPoints = 'required';
  else if (vat === null || vat > 10_000) errors.vatRateBasisPoints = 'invalid_value';
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
