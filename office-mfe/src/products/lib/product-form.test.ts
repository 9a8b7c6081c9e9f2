import { describe, expect, it } from 'vitest';
import { productIn } from '../../testing/product-fixtures.ts';
import {
  changedFields,
  draftFromForm,
  emptyForm,
  featureLineOf,
  featureLines,
  fieldOf,
  formFromProduct,
  formProblems,
} from './product-form.ts';

describe('the product editor’s form', () => {
  it('makes the API’s draft: cents, a normalised code, features one per line, related null when automatic', () => {
    const form = {
      ...emptyForm(),
      code: ' wf 1023 ',
      price: '24,90',
      minimumOrder: '10',
      sizes: ['L' as const, 'S' as const],
      en: { name: ' Wrap dress ', description: '', features: 'Linen\n\n  V neck  \n', care: '' },
    };
    const draft = draftFromForm(form);
    expect(draft).toMatchObject({
      code: 'WF-1023',
      priceCents: 2490,
      minimumOrder: 10,
      sizes: ['S', 'L'],
      related: null,
      en: { name: 'Wrap dress', features: ['Linen', 'V neck'] },
    });
    expect(draftFromForm({ ...form, relatedMode: 'picked', related: ['p-2'] }).related).toEqual(['p-2']);
  });

  it('finds contracts’ problems, an empty price or minimum being required', () => {
    expect(formProblems(emptyForm())).toEqual({
      code: 'required',
      priceCents: 'required',
      'en.name': 'required',
    });
    const form = { ...emptyForm(), code: 'W-1', price: '12.345', minimumOrder: 'ten', sizes: [] };
    expect(formProblems(form)).toMatchObject({
      code: 'invalid_format',
      priceCents: 'invalid_type',
      minimumOrder: 'invalid_type',
      sizes: 'required',
    });
  });

  it('puts a feature’s problem on the features box, with its line', () => {
    expect(fieldOf('gr.features.2')).toBe('gr.features');
    expect(featureLineOf('gr.features.2')).toBe(3);
    expect(fieldOf('related.1')).toBe('related');
    expect(fieldOf('en.name')).toBe('en.name');
    expect(featureLines('a\r\nb\n')).toEqual(['a', 'b']);
  });

  it('reads a saved product, and says which fields differ from another version', () => {
    const form = formFromProduct(productIn());
    expect(form.price).toBe('24.90');
    expect(form.en.features).toBe('Tiered skirt\nCotton lining');
    expect(changedFields(form, form)).toEqual([]);
    const theirs = formFromProduct(productIn({ priceCents: 2590, related: [] }));
    expect(changedFields(form, theirs)).toEqual(['priceCents', 'related']);
  });
});
