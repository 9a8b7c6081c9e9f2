import type { CustomRequest, Order } from '@shop/contracts';

export const TEST_ORDER: Order = {
  reference: 'WS-2026-000007',
  status: 'confirmed',
  createdAt: '2026-03-02T09:30:00.000Z',
  deliveryOption: 'fast',
  deliveryAddress: { street: 'Tsimiski 5', city: 'Thessaloniki', postalCode: '54624', country: 'Greece' },
  notes: 'Please call before delivery.',
  totalItems: 7,
  totalPriceCents: 13993,
  lines: [
    {
      productId: '3',
      name: 'Boho maxi dress',
      names: { en: 'Boho maxi dress', gr: 'Φόρεμα maxi boho' },
      image: '/media/products/3.svg',
      unitPriceCents: 1999,
      quantities: { S: 2, M: 5 },
      totalQuantity: 7,
      lineTotalCents: 13993,
      addYourBrand: true,
      brandLogo: { id: 'u-1', name: 'logo.png' },
    },
  ],
  statusHistory: [
    { status: 'submitted', at: '2026-03-02T09:30:00.000Z' },
    { status: 'confirmed', at: '2026-03-04T12:00:00.000Z' },
  ],
};

export const TEST_CUSTOM_REQUEST: CustomRequest = {
  reference: 'CR-2026-000003',
  status: 'quoted',
  createdAt: '2026-02-10T08:00:00.000Z',
  lines: [
    {
      type: 'dress',
      fabric: 'cotton',
      sizes: { M: 10, L: 5 },
      totalQuantity: 15,
      requestSample: true,
      designFile: { id: 'u-2', name: 'design.pdf' },
    },
  ],
  totalQuantity: 15,
  brandLabel: null,
  deliveryAddress: { street: 'Ermou 1', city: 'Athens', postalCode: '10563', country: 'Greece' },
  preferredDeliveryDate: '2026-05-01',
  deliveryOption: 'standard',
  notes: '',
};
