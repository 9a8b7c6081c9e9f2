import {
  missesGreek,
  type OfficePhoto,
  type OfficeProduct,
  type OfficeProductSummary,
} from '@shop/contracts';

/** A photo as the BFF lists it: every width up to 1440 made, a portrait original. */
export function photoOf(n: number, alt = ''): OfficePhoto {
  return {
    id: `ph-${n}`,
    key: `${String(n).padStart(2, '0')}${'a'.repeat(22)}`,
    widths: [240, 360, 480, 720, 960, 1440],
    width: 2000,
    height: 3000,
    altEn: alt,
    altGr: '',
  };
}

/** A product as the office reads it; Greek given unless `overrides` empties it. */
export function productIn(overrides: Partial<OfficeProduct> = {}): OfficeProduct {
  const product: OfficeProduct = {
    id: 'p-1',
    code: 'WF-1001',
    category: 'dresses',
    colour: 'red',
    material: 'Cotton',
    style: 'Resort Boho',
    sizes: ['S', 'M', 'L'],
    priceCents: 2490,
    isNew: false,
    minimumOrder: 5,
    en: {
      name: 'Red Tiered Maxi Dress',
      description: 'A long dress in three tiers.',
      features: ['Tiered skirt', 'Cotton lining'],
      care: 'Hand wash cold.',
    },
    gr: {
      name: 'Κόκκινο μάξι φόρεμα με βολάν',
      description: 'Μακρύ φόρεμα σε τρία επίπεδα.',
      features: ['Φούστα με βολάν', 'Βαμβακερή φόδρα'],
      care: 'Πλύσιμο στο χέρι με κρύο νερό.',
    },
    related: null,
    status: 'draft',
    version: 3,
    photos: [],
    photosVersion: 1,
    missingGreek: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-04T15:30:00.000Z',
    updatedBy: 'Eleni Papadopoulou',
    ...overrides,
  };
  return { ...product, missingGreek: missesGreek(product) };
}

/** The list's row of a product. */
export function summaryOf(product: OfficeProduct): OfficeProductSummary {
  return {
    id: product.id,
    code: product.code,
    nameEn: product.en.name,
    nameGr: product.gr.name,
    category: product.category,
    colour: product.colour,
    priceCents: product.priceCents,
    status: product.status,
    isNew: product.isNew,
    missingGreek: product.missingGreek,
    photo: product.photos[0] ?? null,
    createdAt: product.createdAt,
    updatedAt: product.updatedAt,
  };
}

const NO_GREEK = { name: '', description: '', features: [], care: '' };

/** Three products: a published dress with a photo, a draft top without Greek, a hidden skirt. */
export function testCatalogue(): OfficeProduct[] {
  return [
    productIn({ status: 'published', photos: [photoOf(1, 'Red dress, front')] }),
    productIn({
      id: 'p-2',
      code: 'WF-1002',
      category: 'tops',
      colour: 'white',
      priceCents: 1750,
      en: { name: 'Linen Blouse', description: 'Loose.', features: [], care: '' },
      gr: NO_GREEK,
      createdAt: '2026-03-02T10:00:00.000Z',
    }),
    productIn({
      id: 'p-3',
      code: 'WF-1003',
      category: 'skirts',
      colour: 'black',
      priceCents: 3200,
      status: 'hidden',
      en: { name: 'Black Midi Skirt', description: '', features: [], care: '' },
      gr: { name: 'Μαύρη μίντι φούστα', description: '', features: [], care: '' },
      createdAt: '2026-03-03T10:00:00.000Z',
    }),
  ];
}
