import type { MeResponse, ProductAvailabilityResponse } from '@shop/contracts';
import { createShopStore, Route, Routes, sessionApi } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getAvailabilityApi } from '../../api/get-availability.ts';
import { getProductApi } from '../../api/get-product.ts';
import ProductDetailPage from '../../routes/ProductDetailPage.tsx';
import { buyerDetail, visitorDetail } from '../../testing/fixtures.ts';

const buyer: MeResponse = { buyer: { id: 'b1', email: 'shop@example.gr', businessName: 'Boutique' } };

/** The product page of product 1 (sizes XS–XL) with this availability answer, in `language`. */
async function renderWith(
  availability: ProductAvailabilityResponse | null,
  { me = buyer, language = 'en' as const }: { me?: MeResponse; language?: 'en' | 'gr' } = {},
) {
  const store = createShopStore({ locale: { language } });
  await store.dispatch(sessionApi.util.upsertQueryData('me', undefined, me));
  const detail = me.buyer ? buyerDetail() : visitorDetail();
  await store.dispatch(getProductApi.util.upsertQueryData('catalogGetProduct', '1', detail));
  const result = await renderWithShop(
    <Routes>
      <Route path="/product/:id" element={<ProductDetailPage />} />
    </Routes>,
    { store, path: '/product/1' },
  );
  // Once the page runs, as it reads the availability after the page (never answered ahead).
  if (availability)
    await store.dispatch(
      getAvailabilityApi.util.upsertQueryData('catalogGetAvailability', '1', availability),
    );
  return result;
}

const BUYER_ANSWER: ProductAvailabilityResponse = {
  audience: 'buyer',
  productId: '1',
  sizes: [
    { size: 'XS', state: 'untracked' },
    { size: 'S', state: 'in_stock', free: 40 },
    { size: 'M', state: 'low', free: 3 },
    { size: 'L', state: 'restock', restockDate: '2027-01-12', leadDays: null },
    { size: 'XL', state: 'out' },
  ],
};

describe("the product page's availability per size", () => {
  it('tells a buyer each tracked size: in stock, only N left, back on a date, out; nothing of an untracked one', async () => {
    await renderWith(BUYER_ANSWER);
    const list = within(await screen.findByRole('region', { name: 'Availability per size' })).getByRole(
      'list',
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['S: In stock', 'M: Only 3 left', 'L: Back in stock on 12 January 2027', 'XL: Out of stock']);
    // Each quantity field is described by its size's availability.
    expect(screen.getByRole('textbox', { name: 'Quantity in size M' })).toHaveAccessibleDescription(
      'M: Only 3 left',
    );
    expect(screen.getByRole('textbox', { name: 'Quantity in size XS' })).not.toHaveAccessibleDescription();
  });

  it('says when a back-ordered size is made, in Greek too', async () => {
    const backordered: ProductAvailabilityResponse = {
      audience: 'buyer',
      productId: '1',
      sizes: [
        { size: 'S', state: 'low', free: 1 },
        { size: 'M', state: 'backorder', leadDays: 14 },
        { size: 'L', state: 'restock', restockDate: '2027-01-12', leadDays: 14 },
      ],
    };
    const en = await renderWith(backordered);
    expect(await screen.findByText('Made for you in 14 days')).toBeInTheDocument();
    expect(screen.getByText('Only 1 left')).toBeInTheDocument();
    en.unmount();
    await renderWith(backordered, { language: 'gr' });
    const list = within(await screen.findByRole('region', { name: 'Διαθεσιμότητα ανά μέγεθος' })).getByRole(
      'list',
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'S: Μόνο 1 τεμάχιο ακόμη',
      'M: Κατασκευάζεται για εσάς σε 14 ημέρες',
      'L: Ξανά διαθέσιμο στις 12 Ιανουαρίου 2027',
    ]);
  });

  it('tells a visitor only in stock or out of stock, never a number', async () => {
    await renderWith(
      {
        audience: 'visitor',
        productId: '1',
        sizes: [
          { size: 'S', state: 'in_stock' },
          { size: 'M', state: 'out' },
          { size: 'L', state: 'untracked' },
        ],
      },
      { me: { buyer: null } },
    );
    const list = within(await screen.findByRole('region', { name: 'Availability per size' })).getByRole(
      'list',
    );
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['S: In stock', 'M: Out of stock']);
    expect(list.textContent).not.toMatch(/\d/);
  });

  it('shows nothing while the answer is not in, nor when no size is tracked', async () => {
    const waiting = await renderWith(null);
    expect(screen.getByRole('group', { name: 'Quantity per size' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Availability per size' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    waiting.unmount();
    await renderWith({
      audience: 'buyer',
      productId: '1',
      sizes: [{ size: 'M', state: 'untracked' }],
    });
    expect(screen.getByRole('textbox', { name: 'Quantity in size M' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Availability per size' })).toBeNull();
  });

  it('notes, without blocking, the sizes asked beyond what is free', async () => {
    const user = userEvent.setup();
    await renderWith(BUYER_ANSWER);
    await screen.findByRole('region', { name: 'Availability per size' });
    await user.type(screen.getByRole('textbox', { name: 'Quantity in size M' }), '{Backspace}5');
    expect(
      screen.getByText(
        'Only 3 pieces free in size M: the team will propose a part, a back-order or an alternative.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase XL' }));
    expect(
      screen.getByText('No pieces free in size XL: the team will propose a back-order or an alternative.'),
    ).toBeInTheDocument();
    // Untracked and plentiful sizes are never short; the form still adds.
    await user.type(screen.getByRole('textbox', { name: 'Quantity in size XS' }), '{Backspace}90');
    await user.type(screen.getByRole('textbox', { name: 'Quantity in size S' }), '{Backspace}40');
    expect(screen.queryByText(/free in size (XS|S):/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to basket' })).toBeEnabled();
    await user.type(screen.getByRole('textbox', { name: 'Quantity in size M' }), '{Backspace}3');
    expect(screen.queryByText(/free in size M/)).toBeNull();
  });

  it('notes nothing for a product that takes back-orders', async () => {
    const user = userEvent.setup();
    await renderWith({
      audience: 'buyer',
      productId: '1',
      sizes: [
        { size: 'S', state: 'low', free: 2 },
        { size: 'M', state: 'backorder', leadDays: 10 },
      ],
    });
    await screen.findByRole('region', { name: 'Availability per size' });
    await user.type(screen.getByRole('textbox', { name: 'Quantity in size S' }), '{Backspace}9');
    await user.type(screen.getByRole('textbox', { name: 'Quantity in size M' }), '{Backspace}9');
    expect(screen.queryByText(/free in size/)).toBeNull();
  });
});
