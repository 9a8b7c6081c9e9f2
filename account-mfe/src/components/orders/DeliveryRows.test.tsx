import type { RequestProgress } from '@shop/contracts';
import { deliveryOptionFixture, quoteFixture } from '@shop/contracts/testing';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DeliveryRows } from './DeliveryRows.tsx';

const progress = (accepted: number | null): RequestProgress => ({
  version: 4,
  quotes: [
    quoteFixture({
      deliveryOptions: [
        deliveryOptionFixture(0, 'Courier to your shop', 3),
        deliveryOptionFixture(1, 'Pick-up in Athens', 1),
      ],
      state: accepted === null ? 'current' : 'accepted',
    }),
  ],
  acceptedDeliveryOption: accepted,
  carrier: null,
  trackingNumber: null,
  actions: [],
});

const rows = (accepted: number | null) => (
  <dl>
    <DeliveryRows preference="Standard" progress={progress(accepted)} />
  </dl>
);

describe('a request’s delivery (issue 47)', () => {
  it('is the option accepted, beside the preference the basket stated', async () => {
    await renderWithShop(rows(1), { language: 'en' });
    expect(screen.getByText('Delivery, as accepted').nextSibling).toHaveTextContent(
      'Pick-up in Athens (1 day)',
    );
    expect(screen.getByText('Your preference when you sent the request').nextSibling).toHaveTextContent(
      'Standard',
    );
  });

  it('is the preference, which the quote answers, until a quote is accepted', async () => {
    await renderWithShop(rows(null), { language: 'gr' });
    expect(screen.queryByText('Παράδοση, όπως την αποδεχτήκατε')).not.toBeInTheDocument();
    expect(screen.getByText('Η προτίμησή σας για την παράδοση').nextSibling).toHaveTextContent('Standard');
  });
});
