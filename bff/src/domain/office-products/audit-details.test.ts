import { describe, expect, it } from 'vitest';
import { updateDetail } from './audit-details.ts';
import { testDraft } from './test-drafts.ts';

describe('audit details of a save', () => {
  it('names the fields changed, the words by language', () => {
    const before = testDraft();
    const after = testDraft({ sizes: ['S', 'M'], related: ['2'] });
    after.gr = { ...after.gr, features: ['Κουμπιά'] };
    expect(updateDetail(before, after).changed).toEqual(['sizes', 'gr.features', 'related']);
    expect(updateDetail(before, testDraft()).changed).toEqual([]);
  });

  it('gives the price from and to only when it changed', () => {
    expect(updateDetail(testDraft(), testDraft({ priceCents: 3190 }))).toEqual({
      code: 'TS-1001',
      changed: ['priceCents'],
      priceFrom: 2890,
      priceTo: 3190,
    });
    expect(updateDetail(testDraft(), testDraft({ isNew: false }))).toEqual({
      code: 'TS-1001',
      changed: ['isNew'],
    });
  });
});
