import { MAX_PRODUCT_PRICE_CENTS, MIN_ORDER_PIECES } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { draftProblemsOfLine, newProductDraft, updatedDraft } from './import-apply.ts';
import { testDraft } from './test-drafts.ts';

const newValues = {
  nameEn: 'Linen Trousers',
  category: 'trousers',
  colour: 'beige',
  priceCents: 3200,
  sizes: ['M', 'L'],
} as const;

describe('the drafts an import line makes', () => {
  it('makes a new product with the defaults for what the line leaves out', () => {
    expect(newProductDraft('LT-200', { ...newValues, sizes: ['M', 'L'] })).toEqual({
      code: 'LT-200',
      category: 'trousers',
      colour: 'beige',
      material: 'Cotton',
      style: '',
      sizes: ['M', 'L'],
      priceCents: 3200,
      isNew: false,
      minimumOrder: MIN_ORDER_PIECES,
      en: { name: 'Linen Trousers', description: '', features: [], care: '' },
      gr: { name: '', description: '', features: [], care: '' },
      related: null,
    });
    expect(newProductDraft('LT-200', { nameEn: 'No price' })).toBeNull();
  });

  it('changes only the cells given of a product', () => {
    const before = testDraft();
    const after = updatedDraft(before, { priceCents: 3100, nameGr: 'Νέο όνομα', isNew: false });
    expect(after).toEqual({
      ...before,
      priceCents: 3100,
      isNew: false,
      gr: { ...before.gr, name: 'Νέο όνομα' },
    });
  });

  it('finds the problems reading the file cannot see, but not those the product had already', () => {
    const tooDear = updatedDraft(testDraft(), { priceCents: MAX_PRODUCT_PRICE_CENTS + 1 });
    expect(draftProblemsOfLine(testDraft(), tooDear)).toEqual([{ code: 'invalid_price', column: 'price' }]);
    const oldProblem = testDraft({ priceCents: MAX_PRODUCT_PRICE_CENTS + 5 });
    expect(draftProblemsOfLine(oldProblem, updatedDraft(oldProblem, { style: 'Boho' }))).toEqual([]);
  });
});
