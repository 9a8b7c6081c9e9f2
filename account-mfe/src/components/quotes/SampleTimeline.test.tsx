import type { SampleRequest } from '@shop/contracts';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleRequestsApi } from '../../api/get-sample-requests.ts';
import OrdersPage from '../../routes/OrdersPage.tsx';
import { storeWith, TEST_BUYER } from '../../testing/shop-cache.ts';

const sample = (id: string, productName: string, changes: Partial<SampleRequest>): SampleRequest => ({
  id,
  productId: id,
  productName,
  size: 'M',
  deliveryOption: 'standard',
  deliveryFeeCents: 0,
  notes: '',
  createdAt: '2026-03-02T09:30:00.000Z',
  ...changes,
});

const SAMPLES: SampleRequest[] = [
  sample('1', 'Boho maxi dress', { status: 'shipped', carrier: 'ACS', trackingNumber: 'ACS-998877' }),
  sample('2', 'Linen blouse', { status: 'declined', createdAt: '2026-03-04T09:30:00.000Z' }),
  // An older answer without a status: a request still waiting.
  sample('3', 'Wide trousers', { createdAt: '2026-03-05T09:30:00.000Z' }),
];

async function renderSamples(language: 'en' | 'gr') {
  const store = await storeWith(language, { buyer: TEST_BUYER });
  await store.dispatch(
    sampleRequestsApi.util.upsertQueryData('accountGetMySampleRequests', language, {
      samples: SAMPLES,
      remaining: 0,
      max: 3,
    }),
  );
  await renderWithShop(<OrdersPage />, { language, path: '/orders', store });
}

const stepsOf = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('sample requests as a timeline', () => {
  it('shows each sample’s steps from its status, with the shipment', async () => {
    await renderSamples('en');
    expect(stepsOf('Progress of the sample of Boho maxi dress')).toEqual([
      'Requested, 2 March 2026',
      'Approved by the team',
      'ShippedCarrier: ACS, tracking number: ACS-998877',
    ]);
    expect(stepsOf('Progress of the sample of Linen blouse')).toEqual([
      'Requested, 4 March 2026',
      'Declined by the team',
    ]);
    expect(stepsOf('Progress of the sample of Wide trousers')).toEqual(['Requested, 5 March 2026']);
  });

  it('in Greek', async () => {
    await renderSamples('gr');
    expect(stepsOf('Πορεία του δείγματος Boho maxi dress')).toEqual([
      'Ζητήθηκε, 2 Μαρτίου 2026',
      'Εγκρίθηκε από την ομάδα',
      'ΣτάλθηκεΜεταφορική εταιρεία: ACS, αριθμός αποστολής: ACS-998877',
    ]);
  });
});
