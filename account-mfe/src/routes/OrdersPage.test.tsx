import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customRequestApi } from '../api/get-custom-request.ts';
import { orderRequestApi } from '../api/get-order-request.ts';
import { orderRequestsApi } from '../api/get-order-requests.ts';
import { TEST_CUSTOM_REQUEST, TEST_ORDER } from '../testing/fixtures.ts';
import { storeWith, TEST_BUYER } from '../testing/shop-cache.ts';
import OrderDetailsPage from './OrderDetailsPage.tsx';
import OrdersPage from './OrdersPage.tsx';

describe('My Orders', () => {
  it('says so when there is nothing yet, with a way to start', async () => {
    const store = await storeWith('en', { buyer: TEST_BUYER });
    await renderWithShop(<OrdersPage />, { path: '/orders', store });
    const orders = screen.getByRole('region', { name: 'Order requests' });
    expect(within(orders).getByText('You have not sent any order requests yet.')).toBeInTheDocument();
    expect(within(orders).getByRole('link', { name: 'Browse the ready-to-ship collection' })).toHaveAttribute(
      'href',
      '/ready-to-ship',
    );
    expect(screen.getByText('You have not sent any custom-made requests yet.')).toBeInTheDocument();
    expect(screen.getByText('You can request 3 more samples (up to 3 in total).')).toBeInTheDocument();
  });

  it('lists order requests with date, pieces, total and translated status', async () => {
    const store = await storeWith('gr', { buyer: TEST_BUYER });
    const { reference, createdAt, totalItems, totalPriceCents, status } = TEST_ORDER;
    await store.dispatch(
      orderRequestsApi.util.upsertQueryData('accountGetMyOrderRequests', undefined, {
        orders: [{ reference, createdAt, totalItems, totalPriceCents, status }],
      }),
    );
    await renderWithShop(<OrdersPage />, { language: 'gr', path: '/orders', store });
    const row = screen.getByRole('row', { name: /WS-2026-000007/u });
    expect(within(row).getByRole('link', { name: 'WS-2026-000007' })).toHaveAttribute(
      'href',
      '/orders/WS-2026-000007',
    );
    expect(row).toHaveTextContent('2 Μαρτίου 2026');
    expect(row).toHaveTextContent(/139,93\s€/u);
    expect(within(row).getByText('Επιβεβαιώθηκε')).toBeInTheDocument();
  });
});

describe('Order Details', () => {
  it('shows the lines with sizes as submitted, delivery, notes and the status history', async () => {
    const store = await storeWith('en', { buyer: TEST_BUYER });
    await store.dispatch(
      orderRequestApi.util.upsertQueryData(
        'accountGetMyOrderRequest',
        { reference: TEST_ORDER.reference, language: 'en' },
        TEST_ORDER,
      ),
    );
    await renderWithShop(
      <Routes>
        <Route path="/orders/:reference" element={<OrderDetailsPage />} />
      </Routes>,
      { path: '/orders/WS-2026-000007', store },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Order request WS-2026-000007' }),
    ).toBeInTheDocument();
    const pieces = screen.getByRole('region', { name: 'Pieces ordered' });
    const line = within(pieces).getByRole('row', { name: /Boho maxi dress/u });
    expect(within(line).getByText('S × 2')).toBeInTheDocument();
    expect(within(line).getByText('M × 5')).toBeInTheDocument();
    expect(within(line).getByText('With your brand: logo.png')).toBeInTheDocument();
    expect(within(line).getByText('€19.99')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Delivery' })).getByText('Fast')).toBeInTheDocument();
    expect(screen.getByText('Please call before delivery.')).toBeInTheDocument();
    const history = within(screen.getByRole('region', { name: 'Status history' })).getAllByRole('listitem');
    expect(history.map((item) => item.textContent)).toEqual([
      'Request sent by you, 2 March 2026Status: Submitted',
      'Quote sent by Eleni Papadopoulou (shop team), 3 March 2026Status: Submitted → QuotedNote: Your brand labels are sewn in at no extra cost.',
      'Quote accepted by you, 4 March 2026Status: Quoted → Confirmed',
    ]);
    expect(screen.getByRole('link', { name: 'Back to My orders' })).toHaveAttribute('href', '/orders');
  });

  it('opens custom-made requests on the same route', async () => {
    const store = await storeWith('en', { buyer: TEST_BUYER });
    await store.dispatch(
      customRequestApi.util.upsertQueryData(
        'accountGetMyCustomRequest',
        TEST_CUSTOM_REQUEST.reference,
        TEST_CUSTOM_REQUEST,
      ),
    );
    await renderWithShop(
      <Routes>
        <Route path="/orders/:reference" element={<OrderDetailsPage />} />
      </Routes>,
      { path: '/orders/CR-2026-000003', store },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Custom-made request CR-2026-000003' }),
    ).toBeInTheDocument();
    const line = within(screen.getByRole('region', { name: 'Products' })).getByRole('row', {
      name: /Dresses/u,
    });
    expect(line).toHaveTextContent('Cotton');
    expect(line).toHaveTextContent('design.pdf');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Quoted');
    expect(screen.getByText('1 May 2026')).toBeInTheDocument();
    expect(screen.getByText('No notes.')).toBeInTheDocument();
  });
});
