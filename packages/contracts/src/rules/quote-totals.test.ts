import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  BASIS_POINTS_PER_WHOLE,
  DEFAULT_QUOTE_VALIDITY_DAYS,
  DEFAULT_VAT_RATE_BASIS_POINTS,
  type QuoteInput,
  type QuoteLineInput,
  type QuoteTotals,
  quoteLineTotals,
  quoteTotals,
  roundedShare,
} from './quote-totals.ts';

/** Halves-up rounding of amount × bp / 10 000, in exact BigInt arithmetic (the reference for `roundedShare`). */
function referenceShare(amountCents: number, basisPoints: number): number {
  const product = BigInt(amountCents) * BigInt(basisPoints);
  const whole = BigInt(BASIS_POINTS_PER_WHOLE);
  const quotient = product / whole;
  const remainder = product % whole;
  return Number(remainder * 2n >= whole ? quotient + 1n : quotient);
}

const quote = (overrides: Partial<QuoteInput> = {}): QuoteInput => ({
  lines: [],
  extras: [],
  deliveryOptions: [{ costCents: 0 }],
  vatRateBasisPoints: DEFAULT_VAT_RATE_BASIS_POINTS,
  ...overrides,
});

describe('the constants', () => {
  it('are the spec values', () => {
    expect(DEFAULT_VAT_RATE_BASIS_POINTS).toBe(2400);
    expect(DEFAULT_QUOTE_VALIDITY_DAYS).toBe(14);
    expect(BASIS_POINTS_PER_WHOLE).toBe(10_000);
  });
});

describe('roundedShare', () => {
  it.each([
    { amount: 0, bp: 2400, share: 0 },
    { amount: 12_345, bp: 0, share: 0 },
    { amount: 1, bp: 5000, share: 1 }, // 0.5 → 1 (half up)
    { amount: 3, bp: 5000, share: 2 }, // 1.5 → 2
    { amount: 5, bp: 5000, share: 3 }, // 2.5 → 3
    { amount: 1, bp: 4999, share: 0 }, // 0.4999 → 0
    { amount: 1, bp: 5001, share: 1 },
    { amount: 2, bp: 2500, share: 1 }, // 0.5 → 1
    { amount: 4, bp: 1250, share: 1 }, // 0.5 → 1
    { amount: 10, bp: 2400, share: 2 }, // 2.4 → 2
    { amount: 25, bp: 2400, share: 6 }, // 6.0
    { amount: 50, bp: 1300, share: 7 }, // 6.5 → 7
    { amount: 2083, bp: 2400, share: 500 }, // 499.92 → 500
    { amount: 9093, bp: 1250, share: 1137 }, // 1136.625 → 1137
    { amount: 123_457, bp: 2400, share: 29_630 }, // 29 629.68 → 29 630
    { amount: 1, bp: 10_000, share: 1 },
    { amount: 987_654_321, bp: 10_000, share: 987_654_321 },
    { amount: 99_999_999_999, bp: 2400, share: 24_000_000_000 }, // 23 999 999 999.76
  ])('$bp bp of $amount cents = $share cents', ({ amount, bp, share }) => {
    expect(roundedShare(amount, bp)).toBe(share);
  });

  it('matches exact halves-up rounding for every amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bp) => {
          const share = roundedShare(amount, bp);
          expect(share).toBe(referenceShare(amount, bp));
          const error = share * BASIS_POINTS_PER_WHOLE - amount * bp;
          expect(error).toBeGreaterThan(-5000);
          expect(error).toBeLessThanOrEqual(5000);
        },
      ),
    );
  });
});

describe('quoteLineTotals', () => {
  it.each<{ name: string; line: QuoteLineInput; gross: number; discount: number; net: number }>([
    {
      name: '7 × €12.99 at 12.5 % off (1 136.625 → 11.37 €)',
      line: { quantity: 7, unitPriceCents: 1299, discountBasisPoints: 1250 },
      gross: 9093,
      discount: 1137,
      net: 7956,
    },
    {
      name: 'no discount',
      line: { quantity: 3, unitPriceCents: 1550 },
      gross: 4650,
      discount: 0,
      net: 4650,
    },
    {
      name: 'null discounts',
      line: { quantity: 3, unitPriceCents: 1550, discountBasisPoints: null, discountCents: null },
      gross: 4650,
      discount: 0,
      net: 4650,
    },
    {
      name: '0 % discount',
      line: { quantity: 3, unitPriceCents: 1550, discountBasisPoints: 0 },
      gross: 4650,
      discount: 0,
      net: 4650,
    },
    {
      name: 'half a cent rounds up: 1 × 1 cent at 50 %',
      line: { quantity: 1, unitPriceCents: 1, discountBasisPoints: 5000 },
      gross: 1,
      discount: 1,
      net: 0,
    },
    {
      name: 'half a cent rounds up: 1 × 3 cents at 50 %',
      line: { quantity: 1, unitPriceCents: 3, discountBasisPoints: 5000 },
      gross: 3,
      discount: 2,
      net: 1,
    },
    {
      name: 'below half a cent rounds down: 1 × 1 cent at 49.99 %',
      line: { quantity: 1, unitPriceCents: 1, discountBasisPoints: 4999 },
      gross: 1,
      discount: 0,
      net: 1,
    },
    {
      name: '100 % discount',
      line: { quantity: 12, unitPriceCents: 2599, discountBasisPoints: 10_000 },
      gross: 31_188,
      discount: 31_188,
      net: 0,
    },
    {
      name: 'a fixed amount off',
      line: { quantity: 10, unitPriceCents: 850, discountCents: 500 },
      gross: 8500,
      discount: 500,
      net: 8000,
    },
    {
      name: 'a fixed amount equal to the line',
      line: { quantity: 2, unitPriceCents: 500, discountCents: 1000 },
      gross: 1000,
      discount: 1000,
      net: 0,
    },
    {
      name: 'a fixed amount larger than the line is capped at the line',
      line: { quantity: 2, unitPriceCents: 500, discountCents: 1500 },
      gross: 1000,
      discount: 1000,
      net: 0,
    },
    {
      name: 'a percentage and an amount together add up',
      line: { quantity: 4, unitPriceCents: 250, discountBasisPoints: 1000, discountCents: 50 },
      gross: 1000,
      discount: 150,
      net: 850,
    },
    {
      name: 'a percentage and an amount together are capped at the line',
      line: { quantity: 4, unitPriceCents: 250, discountBasisPoints: 9000, discountCents: 200 },
      gross: 1000,
      discount: 1000,
      net: 0,
    },
    {
      name: 'quantity 0',
      line: { quantity: 0, unitPriceCents: 1299, discountBasisPoints: 1250, discountCents: 100 },
      gross: 0,
      discount: 0,
      net: 0,
    },
    {
      name: 'a free item',
      line: { quantity: 5, unitPriceCents: 0 },
      gross: 0,
      discount: 0,
      net: 0,
    },
  ])('$name', ({ line, gross, discount, net }) => {
    expect(quoteLineTotals(line)).toEqual({ grossCents: gross, discountCents: discount, netCents: net });
  });
});

describe('quoteTotals — worked examples', () => {
  it('7 × €12.99 at 12.5 % off, 24 % VAT, free delivery', () => {
    expect(
      quoteTotals(quote({ lines: [{ quantity: 7, unitPriceCents: 1299, discountBasisPoints: 1250 }] })),
    ).toEqual({
      lines: [{ grossCents: 9093, discountCents: 1137, netCents: 7956 }],
      extrasCents: 0,
      goodsNetCents: 7956,
      // 7 956 × 24 % = 1 909.44 → 19.09 €
      options: [{ netCents: 7956, vatCents: 1909, grossCents: 9865 }],
    });
  });

  it('24 % VAT on 1 234,57 € is 296,30 €', () => {
    const totals = quoteTotals(quote({ lines: [{ quantity: 1, unitPriceCents: 123_457 }] }));
    expect(totals.options).toEqual([{ netCents: 123_457, vatCents: 29_630, grossCents: 153_087 }]);
  });

  it('rounds a VAT half cent up (13 % of 0,50 € = 6.5 cents → 7)', () => {
    const totals = quoteTotals(
      quote({ lines: [{ quantity: 1, unitPriceCents: 50 }], vatRateBasisPoints: 1300 }),
    );
    expect(totals.options).toEqual([{ netCents: 50, vatCents: 7, grossCents: 57 }]);
  });

  it('takes VAT once on the total, never per line', () => {
    // Per line: 3 × round(2 × 24 %) = 3 × 0 = 0; on the total: round(6 × 24 %) = round(1.44) = 1.
    const totals = quoteTotals(
      quote({
        lines: [
          { quantity: 1, unitPriceCents: 2 },
          { quantity: 2, unitPriceCents: 1 },
          { quantity: 1, unitPriceCents: 2 },
        ],
      }),
    );
    expect(totals.goodsNetCents).toBe(6);
    expect(totals.options).toEqual([{ netCents: 6, vatCents: 1, grossCents: 7 }]);
  });

  it('adds extras to the goods before delivery and VAT', () => {
    const totals = quoteTotals(
      quote({
        lines: [{ quantity: 10, unitPriceCents: 1000, discountBasisPoints: 1000 }],
        extras: [{ amountCents: 2500 }, { amountCents: 1234 }],
        deliveryOptions: [{ costCents: 1500 }],
      }),
    );
    expect(totals.lines).toEqual([{ grossCents: 10_000, discountCents: 1000, netCents: 9000 }]);
    expect(totals.extrasCents).toBe(3734);
    expect(totals.goodsNetCents).toBe(12_734);
    // 14 234 × 24 % = 3 416.16 → 3 416
    expect(totals.options).toEqual([{ netCents: 14_234, vatCents: 3416, grossCents: 17_650 }]);
  });

  it('prices several delivery options, each with its own VAT, in the quote order', () => {
    const totals = quoteTotals(
      quote({
        lines: [
          { quantity: 7, unitPriceCents: 1299, discountBasisPoints: 1250 },
          { quantity: 2, unitPriceCents: 500, discountCents: 1500 },
          { quantity: 20, unitPriceCents: 345 },
        ],
        extras: [{ amountCents: 1000 }],
        deliveryOptions: [{ costCents: 0 }, { costCents: 1500 }, { costCents: 4990 }],
      }),
    );
    expect(totals.lines).toEqual([
      { grossCents: 9093, discountCents: 1137, netCents: 7956 },
      { grossCents: 1000, discountCents: 1000, netCents: 0 },
      { grossCents: 6900, discountCents: 0, netCents: 6900 },
    ]);
    expect(totals.extrasCents).toBe(1000);
    expect(totals.goodsNetCents).toBe(15_856);
    expect(totals.options).toEqual([
      // 15 856 × 24 % = 3 805.44
      { netCents: 15_856, vatCents: 3805, grossCents: 19_661 },
      // 17 356 × 24 % = 4 165.44
      { netCents: 17_356, vatCents: 4165, grossCents: 21_521 },
      // 20 846 × 24 % = 5 003.04
      { netCents: 20_846, vatCents: 5003, grossCents: 25_849 },
    ]);
  });

  it('handles a fully discounted quote', () => {
    const totals = quoteTotals(
      quote({
        lines: [{ quantity: 3, unitPriceCents: 999, discountBasisPoints: 10_000 }],
        deliveryOptions: [{ costCents: 0 }, { costCents: 700 }],
      }),
    );
    expect(totals.goodsNetCents).toBe(0);
    expect(totals.options).toEqual([
      { netCents: 0, vatCents: 0, grossCents: 0 },
      { netCents: 700, vatCents: 168, grossCents: 868 },
    ]);
  });

  it('handles an empty quote, no delivery options and a 0 % rate', () => {
    expect(quoteTotals(quote())).toEqual({
      lines: [],
      extrasCents: 0,
      goodsNetCents: 0,
      options: [{ netCents: 0, vatCents: 0, grossCents: 0 }],
    });
    expect(
      quoteTotals(quote({ lines: [{ quantity: 1, unitPriceCents: 100 }], deliveryOptions: [] })),
    ).toEqual({
      lines: [{ grossCents: 100, discountCents: 0, netCents: 100 }],
      extrasCents: 0,
      goodsNetCents: 100,
      options: [],
    });
    expect(
      quoteTotals(quote({ lines: [{ quantity: 1, unitPriceCents: 100 }], vatRateBasisPoints: 0 })).options,
    ).toEqual([{ netCents: 100, vatCents: 0, grossCents: 100 }]);
  });

  it('does not change its input', () => {
    const input = quote({
      lines: [{ quantity: 7, unitPriceCents: 1299, discountBasisPoints: 1250 }],
      extras: [{ amountCents: 100 }],
      deliveryOptions: [{ costCents: 500 }],
    });
    const copy = structuredClone(input);
    quoteTotals(input);
    expect(input).toEqual(copy);
  });
});

// ---- property-based -------------------------------------------------------------------------------------

const lineArb: fc.Arbitrary<QuoteLineInput> = fc.record(
  {
    quantity: fc.integer({ min: 0, max: 999 }),
    unitPriceCents: fc.integer({ min: 0, max: 1_000_000 }),
    discountBasisPoints: fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: undefined }),
    discountCents: fc.option(fc.integer({ min: 0, max: 2_000_000_000 }), { nil: undefined }),
  },
  { requiredKeys: ['quantity', 'unitPriceCents'] },
);

const quoteArb: fc.Arbitrary<QuoteInput> = fc.record({
  lines: fc.array(lineArb, { maxLength: 10 }),
  extras: fc.array(fc.record({ amountCents: fc.integer({ min: 0, max: 1_000_000 }) }), { maxLength: 5 }),
  deliveryOptions: fc.array(fc.record({ costCents: fc.integer({ min: 0, max: 100_000 }) }), {
    maxLength: 4,
  }),
  vatRateBasisPoints: fc.integer({ min: 0, max: 10_000 }),
});

function allNumbers(totals: QuoteTotals): number[] {
  return [
    totals.extrasCents,
    totals.goodsNetCents,
    ...totals.lines.flatMap((l) => [l.grossCents, l.discountCents, l.netCents]),
    ...totals.options.flatMap((o) => [o.netCents, o.vatCents, o.grossCents]),
  ];
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);

describe('quoteTotals — properties', () => {
  it('gives only non-negative integers', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        for (const value of allNumbers(quoteTotals(input))) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('has one line total per line, equal to quoteLineTotals', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        expect(quoteTotals(input).lines).toEqual(input.lines.map(quoteLineTotals));
      }),
    );
  });

  it('makes each line gross = quantity × unit price and net = gross − discount, discount within the line', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        const totals = quoteLineTotals(line);
        expect(totals.grossCents).toBe(line.quantity * line.unitPriceCents);
        expect(totals.netCents).toBe(totals.grossCents - totals.discountCents);
        expect(totals.discountCents).toBeGreaterThanOrEqual(0);
        expect(totals.discountCents).toBeLessThanOrEqual(totals.grossCents);
      }),
    );
  });

  it('rounds a percentage-only discount to the nearest cent, halves up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (quantity, unitPriceCents, bp) => {
          const totals = quoteLineTotals({ quantity, unitPriceCents, discountBasisPoints: bp });
          const error = totals.discountCents * BASIS_POINTS_PER_WHOLE - totals.grossCents * bp;
          expect(error).toBeGreaterThan(-5000);
          expect(error).toBeLessThanOrEqual(5000);
        },
      ),
    );
  });

  it('takes a fixed-amount-only discount as given, capped at the line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000_000 }),
        (quantity, unitPriceCents, discountCents) => {
          const totals = quoteLineTotals({ quantity, unitPriceCents, discountCents });
          expect(totals.discountCents).toBe(Math.min(discountCents, quantity * unitPriceCents));
        },
      ),
    );
  });

  it('makes goods net = Σ line nets + extras, and extras = Σ extras', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const totals = quoteTotals(input);
        expect(totals.extrasCents).toBe(sum(input.extras.map((e) => e.amountCents)));
        expect(totals.goodsNetCents).toBe(sum(totals.lines.map((l) => l.netCents)) + totals.extrasCents);
      }),
    );
  });

  it('makes each option net = goods net + delivery, gross = net + VAT, in the quote order', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const totals = quoteTotals(input);
        expect(totals.options).toHaveLength(input.deliveryOptions.length);
        totals.options.forEach((option, i) => {
          expect(option.netCents).toBe(totals.goodsNetCents + input.deliveryOptions[i]!.costCents);
          expect(option.grossCents).toBe(option.netCents + option.vatCents);
        });
      }),
    );
  });

  it('takes VAT within half a cent of the exact value, halves up', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        for (const option of quoteTotals(input).options) {
          const error = option.vatCents * BASIS_POINTS_PER_WHOLE - option.netCents * input.vatRateBasisPoints;
          expect(Math.abs(error)).toBeLessThanOrEqual(5000);
          expect(error).toBeGreaterThan(-5000);
        }
      }),
    );
  });

  it('does not depend on the order of lines and extras', () => {
    fc.assert(
      fc.property(quoteArb, (input) => {
        const reversed = { ...input, lines: [...input.lines].reverse(), extras: [...input.extras].reverse() };
        const a = quoteTotals(input);
        const b = quoteTotals(reversed);
        expect(b.goodsNetCents).toBe(a.goodsNetCents);
        expect(b.options).toEqual(a.options);
        expect(b.lines).toEqual([...a.lines].reverse());
      }),
    );
  });

  it('never lowers a total when a unit price or a quantity goes up', () => {
    const changeArb = quoteArb
      .filter((input) => input.lines.length > 0)
      .chain((input) =>
        fc.record({
          input: fc.constant(input),
          index: fc.nat({ max: input.lines.length - 1 }),
          priceIncrease: fc.integer({ min: 0, max: 100_000 }),
          quantityIncrease: fc.integer({ min: 0, max: 50 }),
        }),
      );
    fc.assert(
      fc.property(changeArb, ({ input, index, priceIncrease, quantityIncrease }) => {
        const before = quoteTotals(input);
        for (const change of [
          { unitPriceIncrease: priceIncrease, quantityIncrease: 0 },
          { unitPriceIncrease: 0, quantityIncrease },
        ]) {
          const lines = input.lines.map((line, i) =>
            i === index
              ? {
                  ...line,
                  unitPriceCents: line.unitPriceCents + change.unitPriceIncrease,
                  quantity: line.quantity + change.quantityIncrease,
                }
              : line,
          );
          const after = quoteTotals({ ...input, lines });
          expect(after.lines[index]!.grossCents).toBeGreaterThanOrEqual(before.lines[index]!.grossCents);
          expect(after.lines[index]!.netCents).toBeGreaterThanOrEqual(before.lines[index]!.netCents);
          expect(after.goodsNetCents).toBeGreaterThanOrEqual(before.goodsNetCents);
          after.options.forEach((option, i) => {
            const old = before.options[i]!;
            expect(option.netCents).toBeGreaterThanOrEqual(old.netCents);
            expect(option.vatCents).toBeGreaterThanOrEqual(old.vatCents);
            expect(option.grossCents).toBeGreaterThanOrEqual(old.grossCents);
          });
        }
      }),
    );
  });

  it('never lowers VAT when the rate goes up', () => {
    fc.assert(
      fc.property(quoteArb, fc.integer({ min: 0, max: 10_000 }), (input, increase) => {
        const before = quoteTotals(input);
        const after = quoteTotals({ ...input, vatRateBasisPoints: input.vatRateBasisPoints + increase });
        after.options.forEach((option, i) => {
          expect(option.vatCents).toBeGreaterThanOrEqual(before.options[i]!.vatCents);
        });
      }),
    );
  });
});

// ---- addDays --------------------------------------------------------------------------------------------

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil), the reference. */
function daysFromCivil(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  const m = Number(match[2]);
  const d = Number(match[3]);
  const y = Number(match[1]) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

function isValidCalendarDate(date: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const lengths = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return m >= 1 && m <= 12 && d >= 1 && d <= lengths[m - 1]!;
}

describe('addDays', () => {
  it.each([
    { date: '2025-06-10', days: 0, result: '2025-06-10' },
    { date: '2025-06-10', days: 14, result: '2025-06-24' },
    { date: '2025-01-31', days: 1, result: '2025-02-01' },
    { date: '2025-04-30', days: 1, result: '2025-05-01' },
    { date: '2025-06-20', days: 14, result: '2025-07-04' },
    { date: '2024-12-31', days: 1, result: '2025-01-01' },
    { date: '2025-12-25', days: 14, result: '2026-01-08' },
    { date: '2025-01-01', days: -1, result: '2024-12-31' },
    { date: '2025-03-01', days: -1, result: '2025-02-28' },
    { date: '2024-02-28', days: 1, result: '2024-02-29' },
    { date: '2024-02-29', days: 1, result: '2024-03-01' },
    { date: '2024-03-01', days: -1, result: '2024-02-29' },
    { date: '2025-02-28', days: 1, result: '2025-03-01' },
    { date: '2024-02-20', days: 14, result: '2024-03-05' },
    { date: '2025-02-20', days: 14, result: '2025-03-06' },
    { date: '2000-02-28', days: 1, result: '2000-02-29' }, // divisible by 400: leap
    { date: '2100-02-28', days: 1, result: '2100-03-01' }, // divisible by 100: not leap
    { date: '2024-02-29', days: 365, result: '2025-02-28' },
    { date: '2024-01-01', days: 365, result: '2024-12-31' },
    { date: '2023-01-01', days: 365, result: '2024-01-01' },
    { date: '2025-03-30', days: 1, result: '2025-03-31' }, // EU summer time starts: no effect
    { date: '2025-10-26', days: 1, result: '2025-10-27' }, // EU summer time ends: no effect
  ])('$date + $days days = $result', ({ date, days, result }) => {
    expect(addDays(date, days)).toBe(result);
  });

  const dayArb = fc
    .date({
      min: new Date('1900-01-01T00:00:00Z'),
      max: new Date('2200-12-31T00:00:00Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));
  const offsetArb = fc.integer({ min: -5000, max: 5000 });

  it('moves by exactly that many calendar days to a valid date', () => {
    fc.assert(
      fc.property(dayArb, offsetArb, (date, days) => {
        const result = addDays(date, days);
        expect(isValidCalendarDate(result)).toBe(true);
        expect(daysFromCivil(result) - daysFromCivil(date)).toBe(days);
      }),
    );
  });

  it('composes and undoes itself', () => {
    fc.assert(
      fc.property(dayArb, offsetArb, offsetArb, (date, a, b) => {
        expect(addDays(addDays(date, a), b)).toBe(addDays(date, a + b));
        expect(addDays(addDays(date, a), -a)).toBe(date);
      }),
    );
  });
});
