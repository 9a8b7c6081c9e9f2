import { Route, Routes, useLocation } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ORDER, shopStore, withOrder } from '../testing/fixtures.ts';
import CheckoutSuccessPage from './CheckoutSuccessPage.tsx';

function WhereAmI() {
  const location = useLocation();
  return <p>{`at ${location.pathname}${location.search}`}</p>;
}

async function renderSuccess(path: string, storeReady = shopStore()) {
  const store = await storeReady;
  return renderWithShop(
    <Routes>
      <Route path="/checkout-success" element={<CheckoutSuccessPage />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { path, store, language: store.getState().locale.language },
  );
}

async function storeWithOrder(language: 'en' | 'gr' = 'en') {
  return withOrder(await shopStore({ language }));
}

describe('the checkout success page', () => {
  it('shows the order from the server: reference, date, items, address, option, next steps, links', async () => {
    await renderSuccess(`/checkout-success?reference=${ORDER.reference}`, storeWithOrder());
    expect(screen.getByRole('heading', { level: 1, name: 'Order request sent' })).toBeInTheDocument();
    const details = screen.getByText('Order reference').closest('dl');
    expect(details).toHaveTextContent('Order referenceWS-2026-000042');
    expect(details).toHaveTextContent('Date submitted22 November 2026');
    expect(details).toHaveTextContent('Total items6');
    expect(details).toHaveTextContent('Ermou 12105 63 AthensGreece');
    expect(details).toHaveTextContent('Delivery optionFast');
    expect(details).toHaveTextContent('Expected deliveryTo be confirmed');
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'View this order in My Orders' })).toHaveAttribute(
      'href',
      '/orders/WS-2026-000042',
    );
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/ready-to-ship');
    expect(screen.getByRole('link', { name: 'Back to the homepage' })).toHaveAttribute('href', '/');
  });

  it('writes the date the Greek way in Greek', async () => {
    await renderSuccess(`/checkout-success?reference=${ORDER.reference}`, storeWithOrder('gr'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Το αίτημα παραγγελίας στάλθηκε' }),
    ).toBeInTheDocument();
    expect(screen.getByText('22 Νοεμβρίου 2026')).toBeInTheDocument();
  });

  it('goes home without a reference', async () => {
    await renderSuccess('/checkout-success');
    expect(await screen.findByText('at /')).toBeInTheDocument();
  });

  it('explains a broken reference instead of showing a blank page', async () => {
    await renderSuccess('/checkout-success?reference=not-a-reference');
    expect(screen.getByRole('heading', { level: 1, name: 'Order request not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Orders' })).toHaveAttribute('href', '/orders');
  });

  it('sends a visitor to log in and back to this confirmation', async () => {
    await renderSuccess(`/checkout-success?reference=${ORDER.reference}`, shopStore({ loggedIn: false }));
    expect(
      await screen.findByText('at /login?returnTo=%2Fcheckout-success%3Freference%3DWS-2026-000042'),
    ).toBeInTheDocument();
  });
});
