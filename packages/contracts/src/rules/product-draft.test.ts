import { describe, expect, it } from 'vitest';
import { MAX_RELATED_PRODUCTS, MAX_SIZE_QUANTITY } from '../constants.ts';
import {
  MAX_PRODUCT_PRICE_CENTS,
  missesGreek,
  PRODUCT_TEXT_LIMITS,
  type ProductDraft,
  type ProductText,
  parseEuroCents,
  productDraftProblems,
  productTextIn,
} from './product-draft.ts';

const emptyText: ProductText = { name: '', description: '', features: [], care: '' };

const en: ProductText = {
  name: 'Linen midi dress',
  description: 'A loose dress for hot days.',
  features: ['Side pockets', 'Adjustable straps'],
  care: 'Wash at 30 °C.',
};
const gr: ProductText = {
  name: 'Λινό φόρεμα μίντι',
  description: 'Ένα άνετο φόρεμα για ζεστές μέρες.',
  features: ['Πλαϊνές τσέπες', 'Ρυθμιζόμενες τιράντες'],
  care: 'Πλύσιμο στους 30 °C.',
};

const draft: ProductDraft = {
  code: 'WF-1023',
  category: 'dresses',
  colour: 'white',
  material: 'Linen',
  style: 'Resort Boho, Summer Romantic',
  sizes: ['S', 'M', 'L'],
  priceCents: 2490,
  isNew: true,
  minimumOrder: 6,
  en,
  gr,
  related: null,
};

/** The problems of the draft with `change` made. */
const problemsWith = (change: Partial<ProductDraft>) => productDraftProblems({ ...draft, ...change });
const long = (length: number) => 'x'.repeat(length);

describe('productDraftProblems', () => {
  it('finds none in a complete draft', () => {
    expect(productDraftProblems(draft)).toEqual({});
  });

  describe('the code', () => {
    it.each(['WF-1023', 'AB-123', 'ABCD-123456'])('accepts %s', (code) => {
      expect(problemsWith({ code })).toEqual({});
    });

    it.each([
      ['wf-1023', 'invalid_format'],
      ['WF1023', 'invalid_format'],
      ['W-1', 'invalid_format'],
      ['WF-12', 'invalid_format'],
      ['W-1023', 'invalid_format'],
      ['ABCDE-1023', 'invalid_format'],
      ['WF-1234567', 'invalid_format'],
      ['WF 1023', 'invalid_format'],
      [' WF-1023', 'invalid_format'],
      ['', 'required'],
      ['   ', 'required'],
    ])('refuses %j (%s)', (code, problem) => {
      expect(problemsWith({ code })).toEqual({ code: problem });
    });
  });

  it.each([
    ['category', { category: 'hats' }],
    ['colour', { colour: 'purple' }],
    ['material', { material: 'Wool' }],
  ] as const)('refuses a %s the shop does not know', (field, change) => {
    expect(problemsWith(change as unknown as Partial<ProductDraft>)).toEqual({ [field]: 'invalid_value' });
  });

  it('limits the style tags', () => {
    expect(problemsWith({ style: long(PRODUCT_TEXT_LIMITS.style) })).toEqual({});
    expect(problemsWith({ style: long(PRODUCT_TEXT_LIMITS.style + 1) })).toEqual({ style: 'too_long' });
    expect(problemsWith({ style: '' })).toEqual({});
  });

  it.each([
    ['no sizes', [], 'required'],
    ['a size the shop does not sell', ['M', 'XXL'], 'invalid_value'],
    ['a size twice', ['S', 'M', 'S'], 'duplicate_value'],
  ])('refuses %s', (_, sizes, problem) => {
    expect(problemsWith({ sizes: sizes as ProductDraft['sizes'] })).toEqual({ sizes: problem });
  });

  it.each([
    [1, undefined],
    [MAX_PRODUCT_PRICE_CENTS, undefined],
    [0, 'out_of_range'],
    [-100, 'out_of_range'],
    [MAX_PRODUCT_PRICE_CENTS + 1, 'out_of_range'],
    [24.9, 'invalid_type'],
    [Number.NaN, 'invalid_type'],
  ])('checks a price of %d cents', (priceCents, problem) => {
    expect(problemsWith({ priceCents })).toEqual(problem ? { priceCents: problem } : {});
  });

  it.each([
    [1, undefined],
    [MAX_SIZE_QUANTITY, undefined],
    [0, 'out_of_range'],
    [MAX_SIZE_QUANTITY + 1, 'out_of_range'],
    [2.5, 'invalid_type'],
  ])('checks a minimum order of %d pieces', (minimumOrder, problem) => {
    expect(problemsWith({ minimumOrder })).toEqual(problem ? { minimumOrder: problem } : {});
  });

  describe('the words', () => {
    it('requires the English name but lets Greek be empty', () => {
      expect(problemsWith({ gr: emptyText })).toEqual({});
      expect(problemsWith({ en: { ...en, name: '  ' } })).toEqual({ 'en.name': 'required' });
      expect(problemsWith({ en: emptyText, gr: emptyText })).toEqual({ 'en.name': 'required' });
    });

    it.each([
      ['name', { name: long(PRODUCT_TEXT_LIMITS.name + 1) }],
      ['description', { description: long(PRODUCT_TEXT_LIMITS.description + 1) }],
      ['care', { care: long(PRODUCT_TEXT_LIMITS.care + 1) }],
      ['features', { features: Array.from({ length: PRODUCT_TEXT_LIMITS.features + 1 }, () => 'x') }],
    ])('limits the %s in both languages', (field, change) => {
      expect(problemsWith({ en: { ...en, ...change } })).toEqual({ [`en.${field}`]: 'too_long' });
      expect(problemsWith({ gr: { ...gr, ...change } })).toEqual({ [`gr.${field}`]: 'too_long' });
    });

    it('accepts every text at its limit', () => {
      const atLimits: ProductText = {
        name: long(PRODUCT_TEXT_LIMITS.name),
        description: long(PRODUCT_TEXT_LIMITS.description),
        features: Array.from({ length: PRODUCT_TEXT_LIMITS.features }, () =>
          long(PRODUCT_TEXT_LIMITS.feature),
        ),
        care: long(PRODUCT_TEXT_LIMITS.care),
      };
      expect(problemsWith({ en: atLimits, gr: atLimits })).toEqual({});
    });

    it('measures the name without its surrounding spaces', () => {
      expect(problemsWith({ en: { ...en, name: `  ${long(PRODUCT_TEXT_LIMITS.name)}  ` } })).toEqual({});
    });

    it('keys a too long feature by its place', () => {
      const features = [
        'Pockets',
        long(PRODUCT_TEXT_LIMITS.feature + 1),
        'Lined',
        long(PRODUCT_TEXT_LIMITS.feature + 1),
      ];
      expect(
        problemsWith({ en: { ...en, features }, gr: { ...gr, features: ['Τσέπες', 'x', long(201)] } }),
      ).toEqual({
        'en.features.1': 'too_long',
        'en.features.3': 'too_long',
        'gr.features.2': 'too_long',
      });
    });
  });

  describe('the related products', () => {
    it('may be automatic, none or a list', () => {
      expect(problemsWith({ related: null })).toEqual({});
      expect(problemsWith({ related: [] })).toEqual({});
      expect(problemsWith({ related: ['p1', 'p2'] })).toEqual({});
    });

    it.each([
      ['a product twice', ['p1', 'p2', 'p1'], 'duplicate_value'],
      ['too many products', Array.from({ length: MAX_RELATED_PRODUCTS + 1 }, (_, i) => `p${i}`), 'too_long'],
    ])('refuses %s', (_, related, problem) => {
      expect(problemsWith({ related })).toEqual({ related: problem });
    });

    it('accepts as many as allowed', () => {
      const related = Array.from({ length: MAX_RELATED_PRODUCTS }, (_, i) => `p${i}`);
      expect(problemsWith({ related })).toEqual({});
    });
  });

  it('finds every problem at once', () => {
    expect(
      problemsWith({
        code: 'wf-1',
        sizes: [],
        priceCents: 0,
        minimumOrder: 0,
        en: emptyText,
        related: ['a', 'a'],
      }),
    ).toEqual({
      code: 'invalid_format',
      sizes: 'required',
      priceCents: 'out_of_range',
      minimumOrder: 'out_of_range',
      'en.name': 'required',
      related: 'duplicate_value',
    });
  });
});

describe('missesGreek', () => {
  it.each([
    ['all the Greek words', en, gr, false],
    ['no words in either language', emptyText, emptyText, false],
    ['no Greek at all', en, emptyText, true],
    ['the Greek name', en, { ...gr, name: ' ' }, true],
    ['the Greek description', en, { ...gr, description: '' }, true],
    ['the Greek care', en, { ...gr, care: '' }, true],
    ['a Greek feature', en, { ...gr, features: ['Πλαϊνές τσέπες'] }, true],
  ])('looks at %s', (_, english, greek, misses) => {
    expect(missesGreek({ en: english, gr: greek })).toBe(misses);
  });

  it('does not ask for Greek words where English has none', () => {
    expect(
      missesGreek({ en: { ...en, description: '', care: '' }, gr: { ...gr, description: '', care: '' } }),
    ).toBe(false);
  });
});

describe('productTextIn', () => {
  it('answers English as it is', () => {
    expect(productTextIn({ en, gr }, 'en')).toBe(en);
  });

  it('answers the Greek words when there are', () => {
    expect(productTextIn({ en, gr }, 'gr')).toEqual(gr);
  });

  it('falls back to English for each thing Greek leaves empty', () => {
    expect(productTextIn({ en, gr: emptyText }, 'gr')).toEqual(en);
    expect(productTextIn({ en, gr: { ...gr, description: '  ', features: [] } }, 'gr')).toEqual({
      name: gr.name,
      description: en.description,
      features: en.features,
      care: gr.care,
    });
  });
});

describe('parseEuroCents', () => {
  it.each([
    ['24.90', 2490],
    ['24,90', 2490],
    ['€ 24', 2400],
    ['24 €', 2400],
    ['24', 2400],
    ['24.9', 2490],
    ['24,9', 2490],
    [' 24.90 ', 2490],
    ['0.05', 5],
    ['0', 0],
    ['999999.99', 99999999],
  ])('reads %j as %i cents', (text, cents) => {
    expect(parseEuroCents(text)).toBe(cents);
  });

  it.each([
    '24.999',
    '-3',
    'abc',
    '1.234,50',
    '1,234.50',
    '',
    '€',
    '24.',
    '.90',
    '1e3',
    '24.90.1',
    '1234567',
  ])('refuses %j', (text) => {
    expect(parseEuroCents(text)).toBeNull();
  });
});
