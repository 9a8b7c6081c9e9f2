import type { Quote } from '@shop/contracts';
import { deliveryOptionFixture, quoteFixture } from '@shop/contracts/testing';
import { describe, expect, it } from 'vitest';
import { initialDraft, type QuoteSubject } from './quote-draft.ts';

const SUBJECTS: QuoteSubject[] = [
  { position: 1, description: 'Red Tiered Maxi Dress', quantity: 5, unitPriceCents: 1799 },
  { position: 2, description: 'Blue Floral Wrap Dress', quantity: 3, unitPriceCents: 2250 },
];

const line = (position: number, unitPriceCents: number, discount: Partial<Quote['lines'][number]>) => ({
  position,
  description: '',
  quantity: 1,
  unitPriceCents,
  discountBasisPoints: null,
  discountCents: null,
  grossCents: 0,
  discountTotalCents: 0,
  netCents: 0,
  ...discount,
});

const SENT = quoteFixture({
  lines: [line(1, 1600, { discountBasisPoints: 1000 }), line(2, 2000, { discountCents: 500 })],
  extras: [{ label: 'Brand labels', amountCents: 1250 }],
  extrasCents: 1250,
  deliveryOptions: [
    { ...deliveryOptionFixture(0, 'Courier', 3), costCents: 900 },
    deliveryOptionFixture(1, 'Pick-up in Athens', 1),
  ],
  note: 'Prices hold for the autumn.',
  state: 'changes_requested',
});

describe('where the quote editor starts (issue 47)', () => {
  it('a revision starts from the last version sent, with a new validity date', () => {
    expect(initialDraft(SUBJECTS, '2026-03-10', 'en', { lastSent: SENT, preference: 'Express' })).toEqual({
      lines: [
        { unitPrice: '16.00', discountKind: 'percent', discount: '10.00' },
        { unitPrice: '20.00', discountKind: 'amount', discount: '5.00' },
      ],
      extras: [{ label: 'Brand labels', amount: '12.50' }],
      options: [
        { label: 'Courier', cost: '9.00', leadTimeDays: '3' },
        { label: 'Pick-up in Athens', cost: '0.00', leadTimeDays: '1' },
      ],
      vatPercent: '24',
      validUntil: '2026-03-24',
      note: 'Prices hold for the autumn.',
    });
  });

  it('a first quote starts from the order’s prices and the buyer’s delivery preference', () => {
    const draft = initialDraft(SUBJECTS, '2026-03-10', 'en', { lastSent: null, preference: 'Express' });
    expect(draft.lines.map((l) => l.unitPrice)).toEqual(['17.99', '22.50']);
    expect(draft.options).toEqual([{ label: 'Express', cost: '', leadTimeDays: '' }]);
    expect(draft.extras).toEqual([]);
  });

  it('shows amounts to type over in the page’s language', () => {
    const greek = initialDraft(SUBJECTS, '2026-03-10', 'gr', { lastSent: SENT });
    expect(greek.lines[0]).toEqual({ unitPrice: '16,00', discountKind: 'percent', discount: '10,00' });
    expect(greek.vatPercent).toBe('24');
    expect(initialDraft(SUBJECTS, '2026-03-10', 'gr').lines[0]?.unitPrice).toBe('17,99');
  });
});
