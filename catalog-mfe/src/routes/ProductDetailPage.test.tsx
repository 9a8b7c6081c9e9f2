import type { MeResponse, SampleList } from '@shop/contracts';
import { createShopStore, Route, Routes, type ShopStore, selectToasts, sessionApi } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getProductApi } from '../api/get-product.ts';
import { getSamplesApi } from '../api/get-samples.ts';
import { buyerDetail, visitorDetail } from '../testing/fixtures.ts';
import ProductDetailPage from './ProductDetailPage.tsx';

const buyer: MeResponse = { buyer: { id: 'b1', email: 'shop@example.gr', businessName: 'Boutique' } };

async function renderProduct(
  options: {
    me?: MeResponse;
    detail?: ReturnType<typeof buyerDetail>;
    samples?: SampleList;
    path?: string;
  } = {},
) {
  const store: ShopStore = createShopStore({ locale: { language: 'en' } });
  const me = options.me ?? { buyer: null };
  await store.dispatch(sessionApi.util.upsertQueryData('me', undefined, me));
  const detail = options.detail ?? (me.buyer ? buyerDetail() : visitorDetail());
  await store.dispatch(getProductApi.util.upsertQueryData('catalogGetProduct', detail.product.id, detail));
  if (options.samples)
    await store.dispatch(getSamplesApi.util.upsertQueryData('catalogGetSamples', undefined, options.samples));
  const result = await renderWithShop(
    <Routes>
      <Route path="/product/:id" element={<ProductDetailPage />} />
    </Routes>,
    { store, path: options.path ?? `/product/${detail.product.id}?colours=red&page=2` },
  );
  return { ...result, store };
}

describe('the product page', () => {
  it('shows a buyer the name, price, minimum order and the facts, with a back link keeping the catalogue state', async () => {
    await renderProduct({ me: buyer, samples: { samples: [], remaining: 3, max: 3 } });
    expect(screen.getByRole('heading', { level: 1, name: 'Red Tiered Maxi Dress' })).toBeInTheDocument();
    expect(screen.getByText('Product code WF-1001')).toBeInTheDocument();
    expect(screen.getByText('€11.00')).toBeInTheDocument();
    expect(screen.getByText(/Minimum order: 5 pieces in total/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute(
      'href',
      '/ready-to-ship?colours=red&page=2',
    );
    expect(screen.getByText('Made in India')).toBeInTheDocument();
    expect(screen.getByText('Resort Boho')).toBeInTheDocument();
    expect(screen.getByText('Smocked bodice')).toBeInTheDocument();
    expect(screen.getByText('Samples left: 3 of 3')).toBeInTheDocument();
  });

  it('shows a visitor a login link instead of the price', async () => {
    await renderProduct();
    expect(screen.queryByText(/€/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Login to see price' })).toHaveAttribute(
      'href',
      `/login?returnTo=${encodeURIComponent('/product/1?colours=red&page=2')}`,
    );
  });

  it('tells a buyer whose account waits for approval why there is no price, not to log in', async () => {
    // The BFF sends a pending buyer the visitor's product (no price).
    await renderProduct({ me: buyer, detail: visitorDetail() as never });
    expect(screen.queryByText(/€/)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Login to see price' })).toBeNull();
    expect(screen.getByText(/Your account is waiting for approval by our team/)).toBeInTheDocument();
  });

  it('shows the total of the steppers with its price', async () => {
    const user = userEvent.setup();
    await renderProduct({ me: buyer, samples: { samples: [], remaining: 3, max: 3 } });
    await user.click(screen.getByRole('button', { name: 'Increase S' }));
    await user.type(screen.getByRole('textbox', { name: 'Quantity in size L' }), '{Backspace}4');
    expect(screen.getByText('Total: 5 pieces · €55.00')).toBeInTheDocument();
  });

  it('refuses an empty add to basket, and asks a visitor to log in first', async () => {
    const user = userEvent.setup();
    const asBuyer = await renderProduct({ me: buyer, samples: { samples: [], remaining: 3, max: 3 } });
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(selectToasts(asBuyer.store.getState())).toEqual([
      expect.objectContaining({
        kind: 'error',
        title: 'No items selected',
        description: 'Please select at least one item to add to your basket.',
      }),
    ]);
    asBuyer.unmount();

    const asVisitor = await renderProduct();
    await user.click(screen.getByRole('button', { name: 'Increase M' }));
    await user.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(selectToasts(asVisitor.store.getState())).toEqual([
      expect.objectContaining({
        title: 'You need to login before adding items to your basket.',
        action: {
          label: 'Login Now',
          to: `/login?returnTo=${encodeURIComponent('/product/1?colours=red&page=2')}`,
        },
      }),
    ]);
  });

  it('loads the logo picker only with Add Your Brand, and forgets the file when it is turned off', async () => {
    const user = userEvent.setup();
    await renderProduct({ me: buyer, samples: { samples: [], remaining: 3, max: 3 } });
    const brand = screen.getByRole('switch', { name: 'Add your brand' });
    expect(screen.queryByLabelText(/Brand logo/)).toBeNull();
    await user.click(brand);
    const file = await screen.findByLabelText(/Brand logo/);
    await user.upload(file, new File(['logo'], 'logo.png', { type: 'image/png' }));
    expect(screen.getByText('Chosen file: logo.png')).toBeInTheDocument();
    await user.click(brand);
    await user.click(brand);
    await screen.findByLabelText(/Brand logo/);
    expect(screen.queryByText(/Chosen file/)).toBeNull();
  });

  it('opens the sample dialog with focus inside, traps Tab, and closes on Escape with focus back', async () => {
    const user = userEvent.setup();
    await renderProduct({ me: buyer, samples: { samples: [], remaining: 2, max: 3 } });
    const open = screen.getByRole('button', { name: 'Request Sample' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Request a sample' });
    expect(within(dialog).getByText('Samples left: 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Size')).toHaveFocus());
    for (let i = 0; i < 10; i++) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(
      within(dialog).getByRole('radio', { name: /Express: €15\.00, 1–2 business days/ }),
    ).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();
  });

  it('says why no sample can be requested once the limit is reached, and marks a requested product', async () => {
    const user = userEvent.setup();
    const sample = {
      id: 's1',
      productId: '1',
      productName: 'Red Tiered Maxi Dress',
      size: 'M' as const,
      deliveryOption: 'standard' as const,
      deliveryFeeCents: 0,
      notes: '',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    await renderProduct({
      me: buyer,
      samples: {
        samples: [sample, { ...sample, id: 's2', productId: '2' }, { ...sample, id: 's3', productId: '3' }],
        remaining: 0,
        max: 3,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Sample Requested' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Sample limit reached: You can only request up to 3 samples in total.',
    );
    expect(within(dialog).getByRole('button', { name: 'Submit request' })).toBeDisabled();
  });

  it('shows a visitor Login Required with a way to log in and come back', async () => {
    const user = userEvent.setup();
    await renderProduct();
    await user.click(screen.getByRole('button', { name: 'Request Sample' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Required' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Login Now' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers a retry when the product cannot be loaded', async () => {
    const store = createShopStore({ locale: { language: 'en' } });
    await store.dispatch(sessionApi.util.upsertQueryData('me', undefined, { buyer: null }));
    // Nothing cached: the request fails here (no BFF), as it would with the network down.
    await renderWithShop(
      <Routes>
        <Route path="/product/:id" element={<ProductDetailPage />} />
      </Routes>,
      { store, path: '/product/7?page=3' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The product could not be loaded.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the catalogue' })).toHaveAttribute(
      'href',
      '/ready-to-ship?page=3',
    );
  });
});
