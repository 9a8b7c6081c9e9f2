/**
 * The quote arithmetic, the one copy the BFF and every UI use. Integer euro cents throughout; the one
 * rounding rule: a percentage (a line discount, VAT) of an amount is rounded to the nearest cent, halves
 * up — `roundedShare(amount, basisPoints)`. VAT is taken once, on each delivery option's net total
 * (goods + extras + that option's delivery cost), never per line.
 */

/** 24 % — Greece's standard rate; the BFF's `VAT_RATE_BASIS_POINTS` setting overrides it. */
export const DEFAULT_VAT_RATE_BASIS_POINTS = 2400;
/** A quote may be accepted for this many days unless staff set another date. */
export const DEFAULT_QUOTE_VALIDITY_DAYS = 14;
/** The furthest a quote's validity may be set: a year from today (prices and stock do not hold longer). */
export const QUOTE_MAX_VALIDITY_DAYS = 365;
export const BASIS_POINTS_PER_WHOLE = 10_000;

export interface QuoteLineInput {
  quantity: number;
  unitPriceCents: number;
  /** 0..10 000 (100 %); with `discountCents` absent. */
  discountBasisPoints?: number | null | undefined;
  /** A fixed amount off the line, at most the line's gross. */
  discountCents?: number | null | undefined;
}

export interface QuoteInput {
  lines: readonly QuoteLineInput[];
  extras: readonly { amountCents: number }[];
  deliveryOptions: readonly { costCents: number }[];
  vatRateBasisPoints: number;
}

export interface QuoteLineTotals {
  grossCents: number;
  discountCents: number;
  netCents: number;
}

export interface QuoteOptionTotals {
  netCents: number;
  vatCents: number;
  grossCents: number;
}

export interface QuoteTotals {
  lines: QuoteLineTotals[];
  extrasCents: number;
  /** Lines after discounts plus extras, before delivery and VAT. */
  goodsNetCents: number;
  /** One per delivery option, in the quote's order. */
  options: QuoteOptionTotals[];
}

/** `amount × basisPoints / 10 000`, to the nearest cent, halves up (amounts are never negative). */
export function roundedShare(amountCents: number, basisPoints: number): number {
  return Math.floor((amountCents * basisPoints + BASIS_POINTS_PER_WHOLE / 2) / BASIS_POINTS_PER_WHOLE);
}

export function quoteLineTotals(line: QuoteLineInput): QuoteLineTotals {
  const grossCents = line.quantity * line.unitPriceCents;
  const byPercent = line.discountBasisPoints ? roundedShare(grossCents, line.discountBasisPoints) : 0;
  const discountCents = Math.min(grossCents, byPercent + (line.discountCents ?? 0));
  return { grossCents, discountCents, netCents: grossCents - discountCents };
}

export function quoteTotals(quote: QuoteInput): QuoteTotals {
  const lines = quote.lines.map(quoteLineTotals);
  const extrasCents = quote.extras.reduce((sum, extra) => sum + extra.amountCents, 0);
  const goodsNetCents = lines.reduce((sum, line) => sum + line.netCents, 0) + extrasCents;
  const options = quote.deliveryOptions.map((option) => {
    const netCents = goodsNetCents + option.costCents;
    const vatCents = roundedShare(netCents, quote.vatRateBasisPoints);
    return { netCents, vatCents, grossCents: netCents + vatCents };
  });
  return { lines, extrasCents, goodsNetCents, options };
}

/** `YYYY-MM-DD` plus whole days (calendar arithmetic, no time zone). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
