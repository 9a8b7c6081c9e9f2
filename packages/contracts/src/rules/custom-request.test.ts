import { describe, expect, it } from 'vitest';
import {
  type CustomRequestLineDraft,
  customRequestIssues,
  customRequestTotal,
  isDeliveryDateAcceptable,
  shopToday,
} from './custom-request.ts';

const dress: CustomRequestLineDraft = {
  type: 'dress',
  selected: true,
  fabric: 'cotton',
  sizes: { S: 2, M: 1 },
};
const blouse: CustomRequestLineDraft = { type: 'blouse', selected: true, fabric: 'mixed', sizes: { L: 2 } };
const unselected: CustomRequestLineDraft = {
  type: 'shorts',
  selected: false,
  fabric: null,
  sizes: { XL: 40 },
};

describe('customRequestTotal', () => {
  it('counts only selected lines', () => {
    expect(customRequestTotal([dress, blouse, unselected])).toBe(5);
    expect(customRequestTotal([unselected])).toBe(0);
  });
});

describe('customRequestIssues', () => {
  it('is empty for a complete request', () => {
    expect(customRequestIssues({ lines: [dress, blouse, unselected], hasDeliveryAddress: true })).toEqual([]);
  });

  it('reports nothing selected', () => {
    expect(customRequestIssues({ lines: [unselected], hasDeliveryAddress: true })[0]).toEqual({
      code: 'no_items_selected',
    });
  });

  it('does not let unselected pieces reach the minimum', () => {
    expect(customRequestIssues({ lines: [dress, unselected], hasDeliveryAddress: true })).toEqual([
      { code: 'minimum_order_not_met', count: 3, min: 5, missing: 2 },
    ]);
  });

  it('requires a fabric on every selected line only', () => {
    expect(
      customRequestIssues({
        lines: [dress, { ...blouse, fabric: null }, unselected],
        hasDeliveryAddress: true,
      }),
    ).toEqual([{ code: 'fabric_required', types: ['blouse'] }]);
  });

  it('requires a delivery address, reported after the minimum', () => {
    expect(customRequestIssues({ lines: [dress], hasDeliveryAddress: false }).map((i) => i.code)).toEqual([
      'minimum_order_not_met',
      'delivery_address_required',
    ]);
  });
});

describe('preferred delivery date', () => {
  it('is today in Athens', () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Athens (UTC+2).
    expect(shopToday(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });

  it('may be today or later, never in the past', () => {
    expect(isDeliveryDateAcceptable('2026-06-10', '2026-06-10')).toBe(true);
    expect(isDeliveryDateAcceptable('2026-07-01', '2026-06-10')).toBe(true);
    expect(isDeliveryDateAcceptable('2026-06-09', '2026-06-10')).toBe(false);
    expect(isDeliveryDateAcceptable('not-a-date', '2026-06-10')).toBe(false);
  });
});
