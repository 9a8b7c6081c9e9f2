import type { Language, OfficeProduct } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes } from '../testing/fake-bff.ts';
import { fakeProductsBff } from '../testing/fake-products-bff.ts';
import { TEST_STAFF } from '../testing/fixtures.ts';
import { LocationProbe } from '../testing/LocationProbe.tsx';
import { productIn, testCatalogue } from '../testing/product-fixtures.ts';
import { storeWith } from '../testing/shop-cache.ts';
import ProductEditorPage from './ProductEditorPage.tsx';

afterEach(() => vi.unstubAllGlobals());

async function renderEditor(id: string, language: Language = 'en') {
  const store = await storeWith(language, { staff: TEST_STAFF });
  await renderWithShop(
    <Routes>
      <Route
        path="/office/products/:id"
        element={
          <>
            <ProductEditorPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { language, path: `/office/products/${id}`, store },
  );
}

function bffWith(products: OfficeProduct[] = testCatalogue(), routes?: FakeRoutes) {
  return fakeProductsBff(products, routes);
}

const writes = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.method !== 'GET');

describe('a new product', { timeout: 20_000 }, () => {
  it('checks the fields as they are left and on saving, with contracts’ rules, and shows the server’s', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = bffWith();
    await renderEditor('new');
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeInTheDocument();

    // Left empty, a required field says so; a code in the wrong shape too.
    await user.type(screen.getByLabelText('Code'), 'wf1');
    await user.tab();
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      /Two to four capital letters.*This value is not in a valid format\./,
    );
    await user.clear(screen.getByLabelText('Code'));
    await user.type(screen.getByLabelText('Code'), 'WF-1002');
    expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
      'Two to four capital letters, a hyphen and three to six digits, e.g. WF-1023.',
    );

    // Saving shows every problem, focuses the first, and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some details were not accepted.');
    await waitFor(() => expect(screen.getByLabelText('Price per piece (euros, before VAT)')).toHaveFocus());
    expect(screen.getByLabelText('Price per piece (euros, before VAT)')).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(screen.getByLabelText('Name (English)')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText('Name (Greek)')).not.toHaveAttribute('aria-invalid');

    // A feature line too long is named by its line; unchecking every size is refused on the group.
    await user.click(screen.getByLabelText('Features (English)'));
    await user.paste(`Short\n${'x'.repeat(201)}`);
    expect(screen.getByLabelText('Features (English)')).toHaveAccessibleDescription(
      /Line 2 is too long: at most 200 characters\./,
    );
    for (const size of ['XS', 'S', 'M', 'L', 'XL']) await user.click(screen.getByLabelText(size));
    expect(screen.getByRole('group', { name: 'Sizes sold' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(writes(requests)).toEqual([]);

    // Fixed, the code is another product's: the server's `taken` shows on the code.
    await user.clear(screen.getByLabelText('Features (English)'));
    await user.type(screen.getByLabelText('Features (English)'), 'Wrap front\nLinen');
    await user.click(screen.getByLabelText('M'));
    await user.type(screen.getByLabelText('Price per piece (euros, before VAT)'), '32,50');
    await user.type(screen.getByLabelText('Name (English)'), 'Linen wrap dress');
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
        /Another product already has this code\./,
      ),
    );
    expect(writes(requests)).toHaveLength(1);
  });

  it('creates it (cents, features as lines, automatic related products), then opens its editor', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = bffWith();
    await renderEditor('new');
    await user.type(await screen.findByLabelText('Code'), 'wf-2001');
    await user.selectOptions(screen.getByLabelText('Colour'), 'beige');
    await user.selectOptions(screen.getByLabelText('Material'), 'Linen');
    await user.type(screen.getByLabelText('Price per piece (euros, before VAT)'), '32,50');
    await user.clear(screen.getByLabelText('Minimum order (pieces)'));
    await user.type(screen.getByLabelText('Minimum order (pieces)'), '10');
    await user.click(screen.getByLabelText('XS'));
    await user.type(screen.getByLabelText('Name (English)'), 'Linen wrap dress');
    await user.type(screen.getByLabelText('Features (English)'), 'Wrap front\n\nLinen');
    await user.type(screen.getByLabelText('Name (Greek)'), 'Λινό κρουαζέ φόρεμα');
    await user.click(screen.getByRole('button', { name: 'Create product' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/office/products/p-new-1'));
    expect(writes(requests)[0]).toEqual({
      method: 'POST',
      path: '/api/office/products',
      body: {
        code: 'WF-2001',
        category: 'dresses',
        colour: 'beige',
        material: 'Linen',
        style: '',
        sizes: ['S', 'M', 'L', 'XL'],
        priceCents: 3250,
        isNew: true,
        minimumOrder: 10,
        en: { name: 'Linen wrap dress', description: '', features: ['Wrap front', 'Linen'], care: '' },
        gr: { name: 'Λινό κρουαζέ φόρεμα', description: '', features: [], care: '' },
        related: null,
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Product WF-2001' })).toBeInTheDocument();
    expect(
      screen.getByText('A draft: only the team sees it. Publish it to put it in the shop.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Photos' })).toBeInTheDocument();
  });
});

describe('an existing product', { timeout: 20_000 }, () => {
  it('shows it in both languages and saves it with the version it was opened at', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests, products } = bffWith();
    await renderEditor('p-1', 'gr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Προϊόν WF-1001' })).toBeInTheDocument();
    expect(screen.getByLabelText('Όνομα (Ελληνικά)')).toHaveValue('Κόκκινο μάξι φόρεμα με βολάν');
    expect(screen.getByLabelText('Όνομα (Ελληνικά)')).toHaveAttribute('lang', 'el');
    expect(screen.getByLabelText('Χαρακτηριστικά (Αγγλικά)')).toHaveValue('Tiered skirt\nCotton lining');
    expect(screen.getByLabelText('Τιμή τεμαχίου (ευρώ, χωρίς ΦΠΑ)')).toHaveValue('24.90');
    expect(screen.getByLabelText('Υλικό')).toHaveDisplayValue('Βαμβάκι');
    expect(screen.getByRole('link', { name: 'Προβολή στο κατάστημα' })).toHaveAttribute(
      'href',
      '/product/p-1',
    );

    const price = screen.getByLabelText('Τιμή τεμαχίου (ευρώ, χωρίς ΦΠΑ)');
    await user.clear(price);
    await user.type(price, '26');
    expect(screen.getByText('Μη αποθηκευμένες αλλαγές')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση προϊόντος' }));
    await waitFor(() => expect(products.get('p-1')?.version).toBe(4));
    const put = writes(requests)[0];
    expect(put?.path).toBe('/api/office/products/p-1');
    expect(put?.body).toMatchObject({ version: 3, product: { priceCents: 2600, code: 'WF-1001' } });
    await waitFor(() => expect(screen.queryByText('Μη αποθηκευμένες αλλαγές')).toBeNull());

    // The next save is against the version the first one made.
    await user.type(screen.getByLabelText('Στυλ'), ', Summer');
    await user.click(screen.getByRole('button', { name: 'Αποθήκευση προϊόντος' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests)[1]?.body).toMatchObject({
      version: 4,
      product: { style: 'Resort Boho, Summer' },
    });
  });

  it('after someone else saved it: says so, loads their version, keeps this member’s changes to copy or put back', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests, products } = bffWith();
    await renderEditor('p-2');
    const description = await screen.findByLabelText('Description (English)');
    await user.clear(description);
    await user.type(description, 'Loose linen blouse with pockets.');

    // Meanwhile, a colleague renames it.
    const before = products.get('p-2') as OfficeProduct;
    products.set('p-2', { ...before, version: 4, en: { ...before.en, name: 'Linen Shirt' } });

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this product after you opened it');
    expect(description).toHaveValue('Loose linen blouse with pockets.');

    await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.getByLabelText('Name (English)')).toHaveValue('Linen Shirt'));
    expect(screen.getByLabelText('Description (English)')).toHaveValue('Loose.');
    const mine = screen.getByRole('region', { name: 'Your changes, not saved' });
    expect(within(mine).getByText('Description (English)')).toBeInTheDocument();
    expect(within(mine).getByText('Loose linen blouse with pockets.')).toBeInTheDocument();
    // Their name is not listed: this member had not changed it.
    expect(within(mine).queryByText('Name (English)')).toBeNull();

    // Put back into their version: their new name stays, this member's description returns.
    await user.click(within(mine).getByRole('button', { name: 'Put my changes back' }));
    expect(screen.getByLabelText('Description (English)')).toHaveValue('Loose linen blouse with pockets.');
    expect(screen.getByLabelText('Name (English)')).toHaveValue('Linen Shirt');
    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(products.get('p-2')?.version).toBe(5));
    const puts = writes(requests).map((r) => r.body as { version: number; product: OfficeProduct });
    expect(puts.map((body) => body.version)).toEqual([3, 4]);
    expect(puts[1]?.product.en).toMatchObject({
      name: 'Linen Shirt',
      description: 'Loose linen blouse with pockets.',
    });
  });

  it('publishes a draft, hides it after a confirmation that says what hiding does, and publishes it again', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = bffWith();
    await renderEditor('p-2');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'View in the shop' })).toHaveAttribute('href', '/product/p-2');
    expect(screen.getByText('Published', { selector: 'span' })).toBeInTheDocument();

    const hide = screen.getByRole('button', { name: 'Hide' });
    await user.click(hide);
    const dialog = screen.getByRole('dialog', { name: 'Hide Linen Blouse?' });
    expect(dialog).toHaveAccessibleDescription(
      /disappears from the shop at once.*Past orders and quotes keep it/,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(writes(requests)).toHaveLength(1);
    await user.click(hide);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Hide Linen Blouse?' })).getByRole('button', {
        name: 'Hide the product',
      }),
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Publish again' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'View in the shop' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Publish again' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(3));
    expect(writes(requests).map((r) => [r.path, r.body])).toEqual([
      ['/api/office/products/p-2/status', { version: 3, status: 'published' }],
      ['/api/office/products/p-2/status', { version: 4, status: 'hidden' }],
      ['/api/office/products/p-2/status', { version: 5, status: 'published' }],
    ]);
  });

  it('a status change refused as stale offers their version too', async () => {
    const user = userEvent.setup({ delay: null });
    const { products } = bffWith();
    await renderEditor('p-2');
    await screen.findByRole('button', { name: 'Publish' });
    products.set('p-2', { ...(products.get('p-2') as OfficeProduct), version: 9 });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else saved this product');
    await user.click(within(alert).getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(products.get('p-2')?.status).toBe('published'));
  });

  it('a product the server will not publish yet: says why, on its fields', async () => {
    const user = userEvent.setup({ delay: null });
    bffWith(testCatalogue(), (r) =>
      r.path.endsWith('/status')
        ? {
            status: 400,
            body: {
              error: { code: 'validation_failed', message: 'x', fields: { priceCents: 'out_of_range' } },
            },
          }
        : undefined,
    );
    await renderEditor('p-2');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('It cannot be published yet');
    expect(screen.getByLabelText('Price per piece (euros, before VAT)')).toHaveAccessibleDescription(
      /This value is out of range\./,
    );
  });

  it('picks related products by code or name, in order, and saves them', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = bffWith();
    await renderEditor('p-1');
    await user.click(await screen.findByLabelText('Picked by the team'));
    expect(screen.getByText('0 of at most 8 picked.')).toBeInTheDocument();
    const search = screen.getByLabelText('Find a product to add');
    await user.type(search, 'WF-100');
    const results = await screen.findByRole('list', { name: 'Products found' });
    // Not the product itself.
    expect(within(results).queryByText(/WF-1001/)).toBeNull();
    await user.click(within(results).getByRole('button', { name: 'Add WF-1002 Linen Blouse' }));
    await user.click(await screen.findByRole('button', { name: 'Add WF-1003 Black Midi Skirt' }));
    const picked = screen.getByRole('list', { name: 'Picked by the team' });
    await waitFor(() =>
      expect(within(picked).getAllByRole('listitem')[0]).toHaveTextContent('WF-1002 Linen Blouse'),
    );
    const down = within(picked).getByRole('button', { name: 'Move down WF-1002 Linen Blouse' });
    await user.click(down);
    await waitFor(() => expect(down).toHaveFocus());
    expect(within(picked).getAllByRole('listitem')[0]).toHaveTextContent('WF-1003');
    expect(down).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]?.body).toMatchObject({ product: { related: ['p-3', 'p-2'] } });
  });

  it('says so when the product does not exist', async () => {
    bffWith();
    await renderEditor('p-404');
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no product at this address.');
    expect(screen.getByRole('link', { name: 'All products' })).toHaveAttribute('href', '/office/products');
  });
});

describe('checks the server makes as well', { timeout: 20_000 }, () => {
  it('shows a Greek field’s error from the server beside it until it is changed', async () => {
    const user = userEvent.setup({ delay: null });
    bffWith([productIn()], (r) =>
      r.method === 'PUT'
        ? {
            status: 400,
            body: {
              error: { code: 'validation_failed', message: 'x', fields: { 'gr.features.1': 'too_long' } },
            },
          }
        : undefined,
    );
    await renderEditor('p-1');
    await user.click(await screen.findByRole('button', { name: 'Save product' }));
    const features = screen.getByLabelText('Features (Greek)');
    await waitFor(() =>
      expect(features).toHaveAccessibleDescription(/Line 2 is too long: at most 200 characters\./),
    );
    await user.type(features, 'x');
    expect(features).not.toHaveAttribute('aria-invalid');
  });
});
