import type { ProductDraft } from '@shop/contracts';

/** A valid draft for tests (both languages, three sizes); `overrides` replace top-level fields. */
export function testDraft(overrides: Partial<ProductDraft> = {}): ProductDraft {
  return {
    code: 'TS-1001',
    category: 'dresses',
    colour: 'green',
    material: 'Linen',
    style: 'Resort Boho',
    sizes: ['S', 'M', 'L'],
    priceCents: 2890,
    isNew: true,
    minimumOrder: 5,
    en: {
      name: 'Green Linen Shirt Dress',
      description: 'A relaxed shirt dress in washed linen.',
      features: ['Button front', 'Two pockets'],
      care: 'Machine wash at 30 °C.',
    },
    gr: {
      name: 'Πράσινο λινό φόρεμα-πουκάμισο',
      description: 'Άνετο φόρεμα-πουκάμισο από πλυμένο λινό.',
      features: ['Κουμπιά μπροστά', 'Δύο τσέπες'],
      care: 'Πλύσιμο στο πλυντήριο στους 30 °C.',
    },
    related: null,
    ...overrides,
  };
}
