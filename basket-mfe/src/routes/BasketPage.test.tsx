import { Route, Routes, useLocation } from '@shop/platform';
import { resolveRequestsAgainstPage } from '@shop/platform/relative-requests';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { basketLine, basketOf, ORDER, PROFILE, shopStore } from '../testing/fixtures.ts';
import BasketPage from './BasketPage.tsx';

function WhereAmI() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

async function renderBasket(storeReady = shopStore()) {
  const store = await storeReady;
  return renderWithShop(
    <Routes>
      <Route path="/basket" element={<BasketPage />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { path: '/basket', store, language: store.getState().locale.language },
  );
}

const fourPieces = basketOf([
  basketLine({ quantities: { M: 2 } }),
  basketLine({
    productId: '2',
    name: 'Blue Floral Wrap Dress',
    quantities: { S: 1, L: 1 },
    unitPriceCents: 2499,
  }),
]);

describe('the basket page', () => {
  it('sends a visitor to log in, with the way back to the basket', async () => {
    await renderBasket(shopStore({ loggedIn: false }));
    expect(await screen.findByText('/login?returnTo=%2Fbasket')).toBeInTheDocument();
  });

  it('shows an empty basket with a way to the collection', async () => {
    await renderBasket(shopStore({ basket: basketOf([]) }));
    expect(screen.getByRole('heading', { level: 2, name: 'Your basket is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop Now' })).toHaveAttribute('href', '/ready-to-ship');
    expect(screen.getByRole('link', { name: 'Quick order: type or paste product codes' })).toHaveAttribute(
      'href',
      '/quick-order',
    );
  });

  it('lists the lines and the order summary in euros', async () => {
    await renderBasket(shopStore({ basket: fourPieces }));
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(summary).toHaveTextContent('Total items4');
    expect(summary).toHaveTextContent('Total price€89.96');
    expect(summary).toHaveTextContent('Shipping calculated later');
    expect(summary).toHaveTextContent('Add 1 more piece to reach the minimum order of 5 pieces.');
  });

  it('refuses to send below the minimum, with the count and how many to add', async () => {
    await renderBasket(shopStore({ basket: fourPieces }));
    await userEvent.click(screen.getByRole('button', { name: 'Send order request' }));
    const alert = within(screen.getByRole('region', { name: 'Order summary' })).getByRole('alert');
    expect(alert).toHaveTextContent('Minimum order quantity not met');
    expect(alert).toHaveTextContent(
      'Your basket has 4 pieces; add 1 more to reach the minimum order of 5 pieces.',
    );
    expect(alert).toHaveFocus();
  });

  it('asks for a delivery address, keeping what was typed', async () => {
    await renderBasket(shopStore({ basket: basketOf([basketLine({ quantities: { M: 5 } })]) }));
    await userEvent.type(screen.getByLabelText('City'), 'Athens');
    await userEvent.click(screen.getByRole('button', { name: 'Send order request' }));
    const alert = within(screen.getByRole('region', { name: 'Order summary' })).getByRole('alert');
    expect(alert).toHaveTextContent('Delivery address required');
    expect(alert).toHaveTextContent('Please provide a delivery address to continue.');
    expect(screen.getByLabelText('City')).toHaveValue('Athens');
    expect(screen.getByLabelText('Street and number')).toHaveAccessibleDescription(
      'Please fill in this field.',
    );
  });

  it('asks for the VAT number on the profile first, with a link there, keeping the basket', async () => {
    await renderBasket(
      shopStore({
        basket: basketOf([basketLine({ quantities: { M: 5 } })]),
        profile: { ...PROFILE, vatNumber: null },
      }),
    );
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // Said before the buyer tries…
    expect(
      within(summary).getByRole('link', { name: 'Add your VAT number in your profile' }),
    ).toHaveAttribute('href', '/profile');
    await userEvent.click(screen.getByRole('button', { name: 'Send order request' }));
    // …and as the refusal when they do.
    const alert = within(summary).getByRole('alert');
    expect(alert).toHaveTextContent('Your VAT number (ΑΦΜ) is needed');
    expect(alert).toHaveFocus();
    expect(within(alert).getByRole('link', { name: 'Add your VAT number in your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('explains a wrong postal code on its field', async () => {
    await renderBasket(shopStore({ basket: basketOf([basketLine({ quantities: { M: 5 } })]) }));
    await userEvent.type(screen.getByLabelText('Street and number'), 'Ermou 12');
    await userEvent.type(screen.getByLabelText('City'), 'Athens');
    await userEvent.type(screen.getByLabelText('Postal code'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Send order request' }));
    expect(screen.getByLabelText('Postal code')).toHaveAccessibleDescription(
      'Please enter a Greek postal code, e.g. 105 57.',
    );
  });

  it("prefills the delivery address from the profile's business address", async () => {
    await renderBasket(
      shopStore({
        basket: fourPieces,
        profile: {
          ...PROFILE,
          businessAddress: {
            street: 'Kifisias 100',
            city: 'Marousi',
            postalCode: '15125',
            country: 'Greece',
          },
        },
      }),
    );
    expect(screen.getByLabelText('Street and number')).toHaveValue('Kifisias 100');
    expect(screen.getByLabelText('Postal code')).toHaveValue('151 25');
  });

  it('confirms Clear basket in a dialog that holds focus, closes on Escape and gives focus back', async () => {
    await renderBasket(shopStore({ basket: fourPieces }));
    const clear = screen.getByRole('button', { name: 'Clear basket' });
    await userEvent.click(clear);
    const dialog = screen.getByRole('alertdialog', { name: 'Clear your basket?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep my basket' });
    const confirm = within(dialog).getByRole('button', { name: 'Yes, clear basket' });
    expect(keep).toHaveFocus();
    await userEvent.tab();
    expect(confirm).toHaveFocus();
    await userEvent.tab();
    expect(keep).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(confirm).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(clear).toHaveFocus();
  });

  it('shows the Greek page in Greek', async () => {
    await renderBasket(shopStore({ language: 'gr', basket: fourPieces }));
    expect(screen.getByRole('heading', { level: 1, name: 'Το καλάθι σας' })).toBeInTheDocument();
    // Greek prices: comma decimals and the euro sign after a no-break space.
    expect(screen.getByRole('region', { name: 'Σύνοψη παραγγελίας' })).toHaveTextContent(/89,96\s€/u);
  });
});

describe('the basket over the stock', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  /** Six dresses in L of which 2 are free, and a line within the stock. */
  const overStock = basketOf([
    basketLine({
      quantities: { L: 6 },
      availability: [{ size: 'L', state: 'low', free: 2 }],
      stockShortfalls: [{ size: 'L', requested: 6, free: 2 }],
    }),
    basketLine({
      productId: '2',
      name: 'Blue Floral Wrap Dress',
      quantities: { S: 1 },
      availability: [{ size: 'S', state: 'in_stock', free: 30 }],
    }),
  ]);

  it('lists the lines over the stock above the send button, and sends the request all the same', async () => {
    const posts: unknown[] = [];
    resolveRequestsAgainstPage();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (request.method === 'POST' && new URL(request.url).pathname === '/api/orders') {
          posts.push(await request.json());
          return Response.json(ORDER, { status: 201 });
        }
        return Response.json({ error: { code: 'not_found', message: 'No such route.' } }, { status: 404 });
      }),
    );
    await renderBasket(shopStore({ basket: overStock }));
    const summary = screen.getByRole('region', { name: 'Some lines ask for more than we hold' });
    expect(within(summary).getAllByRole('listitem')).toHaveLength(1);
    expect(summary).toHaveTextContent('Red Tiered Maxi Dress — L: 6 asked, only 2 free now');
    expect(summary).toHaveTextContent(
      'You can still send your request: the team will quote a part, a back-order or an alternative.',
    );
    const send = screen.getByRole('button', { name: 'Send order request' });
    expect(send).toBeEnabled();

    await userEvent.type(screen.getByLabelText('Street and number'), 'Ermou 12');
    await userEvent.type(screen.getByLabelText('City'), 'Athens');
    await userEvent.type(screen.getByLabelText('Postal code'), '10563');
    await userEvent.click(send);
    expect(await screen.findByText(`/checkout-success?reference=${ORDER.reference}`)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
  });

  it('says nothing of the stock when every line is within it, and speaks Greek when over', async () => {
    const { unmount } = await renderBasket(shopStore({ basket: fourPieces }));
    expect(screen.queryByRole('region', { name: 'Some lines ask for more than we hold' })).toBeNull();
    unmount();
    await renderBasket(shopStore({ language: 'gr', basket: overStock }));
    const summary = screen.getByRole('region', {
      name: 'Κάποιες γραμμές ζητούν περισσότερα από όσα διαθέτουμε',
    });
    expect(summary).toHaveTextContent('Red Tiered Maxi Dress — L: ζητάτε 6, μόνο 2 διαθέσιμα τώρα');
  });
});
