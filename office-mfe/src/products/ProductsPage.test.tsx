import { type Language, OFFICE_PRODUCTS_PAGE_SIZE } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readsOf } from '../testing/fake-bff.ts';
import { fakeProductsBff } from '../testing/fake-products-bff.ts';
import { TEST_STAFF } from '../testing/fixtures.ts';
import { LocationProbe } from '../testing/LocationProbe.tsx';
import { productIn, testCatalogue } from '../testing/product-fixtures.ts';
import { storeWith } from '../testing/shop-cache.ts';
import ProductsPage from './ProductsPage.tsx';

afterEach(() => vi.unstubAllGlobals());

async function renderProducts(path = '/office/products', language: Language = 'en') {
  const store = await storeWith(language, { staff: TEST_STAFF });
  return renderWithShop(
    <Routes>
      <Route
        path="/office/products"
        element={
          <>
            <ProductsPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { language, path, store },
  );
}

const location = () => screen.getByTestId('location').textContent;
const listReads = (requests: Parameters<typeof readsOf>[0]) =>
  readsOf(requests, '/api/office/products').map((r) => r.path);

describe('the products list', () => {
  it('shows each product: main photo, code, both names, category, price and status', async () => {
    fakeProductsBff(testCatalogue());
    await renderProducts('/office/products', 'gr');
    const dress = await screen.findByRole('row', { name: /WF-1001/ });
    expect(within(dress).getByRole('link', { name: 'WF-1001' })).toHaveAttribute(
      'href',
      '/office/products/p-1',
    );
    expect(dress).toHaveTextContent('Red Tiered Maxi Dress');
    expect(within(dress).getByText('Κόκκινο μάξι φόρεμα με βολάν')).toHaveAttribute('lang', 'el');
    expect(dress).toHaveTextContent('Φορέματα');
    expect(dress).toHaveTextContent(/24,90\s€/u);
    expect(within(dress).getByText('Δημοσιευμένο')).toBeInTheDocument();
    const img = dress.querySelector('img');
    expect(img).toHaveAttribute('src', `/media/photos/01${'a'.repeat(22)}-240.jpg`);
    expect(dress.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toMatch(
      /-240\.avif 240w/,
    );

    const blouse = screen.getByRole('row', { name: /WF-1002/ });
    expect(within(blouse).getByText('Λείπουν τα ελληνικά')).toBeInTheDocument();
    expect(within(blouse).getByText('Χωρίς φωτογραφία')).toBeInTheDocument();
    expect(within(blouse).getByText('Πρόχειρο')).toBeInTheDocument();
    expect(screen.getByText('3 προϊόντα.')).toBeInTheDocument();
  });

  it('keeps search, filters and sort in the URL, both ways, and starts a new search at page 1', async () => {
    const user = userEvent.setup();
    const { requests } = fakeProductsBff(testCatalogue());
    await renderProducts(
      '/office/products?q=blouse&category=tops&status=draft&missingGreek=1&sort=price-low&page=2',
    );
    await waitFor(() => expect(listReads(requests)).toHaveLength(1));
    expect(listReads(requests)[0]).toBe(
      '/api/office/products?q=blouse&category=tops&status=draft&missingGreek=true&sort=price-low&page=2',
    );
    expect(screen.getByLabelText('Search')).toHaveValue('blouse');
    expect(screen.getByLabelText('Category')).toHaveValue('tops');
    expect(screen.getByLabelText('Status')).toHaveValue('draft');
    expect(screen.getByLabelText('Sort by')).toHaveValue('price-low');
    expect(screen.getByLabelText('Only products whose Greek words are missing')).toBeChecked();

    await user.clear(screen.getByLabelText('Search'));
    await user.selectOptions(screen.getByLabelText('Category'), 'all');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'price-high');
    await user.click(screen.getByLabelText('Only products whose Greek words are missing'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe('/office/products?status=draft&sort=price-high');
    await waitFor(() =>
      expect(listReads(requests).at(-1)).toBe('/api/office/products?status=draft&sort=price-high'),
    );

    // The counts are of the whole catalogue; each one filters, pressed again it shows all.
    const counts = screen.getByRole('group', { name: 'Products, by status' });
    expect(within(counts).getByRole('button', { name: 'Draft 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(counts).getByRole('button', { name: 'Hidden 1' }));
    expect(location()).toBe('/office/products?status=hidden&sort=price-high');
    await user.click(within(counts).getByRole('button', { name: 'Greek missing 1' }));
    expect(location()).toBe('/office/products?status=hidden&missingGreek=1&sort=price-high');
    await user.click(within(counts).getByRole('button', { name: 'All 3' }));
    expect(location()).toBe('/office/products?missingGreek=1&sort=price-high');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/office/products');
  });

  it('goes through the pages with links that keep the filters', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: OFFICE_PRODUCTS_PAGE_SIZE + 3 }, (_, i) =>
      productIn({
        id: `p-${i + 1}`,
        code: `WF-${2000 + i}`,
        createdAt: `2026-03-01T10:${String(i).padStart(2, '0')}:00.000Z`,
      }),
    );
    const { requests } = fakeProductsBff(many);
    await renderProducts('/office/products?status=draft');
    const pages = await screen.findByRole('navigation', { name: 'Pages of products' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).queryByRole('link', { name: 'Previous page' })).toBeNull();
    await user.click(within(pages).getByRole('link', { name: 'Next page' }));
    expect(location()).toBe('/office/products?status=draft&page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(listReads(requests).at(-1)).toBe('/api/office/products?status=draft&page=2');
  });

  it('moves between rows with the arrow keys, and links to a new product, the import and the inbox', async () => {
    const user = userEvent.setup();
    fakeProductsBff(testCatalogue());
    await renderProducts();
    const first = await screen.findByRole('link', { name: 'WF-1003' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'WF-1002' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'WF-1001' })).toHaveFocus();

    expect(screen.getByRole('link', { name: 'New product' })).toHaveAttribute('href', '/office/products/new');
    expect(screen.getByRole('link', { name: 'Import products' })).toHaveAttribute(
      'href',
      '/office/products/import',
    );
    expect(screen.getByRole('link', { name: 'Import stock' })).toHaveAttribute(
      'href',
      '/office/products/import?what=stock',
    );
    const nav = screen.getByRole('navigation', { name: 'Office' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Inbox' })).toHaveAttribute('href', '/office');
  });

  it('says so when nothing matches', async () => {
    fakeProductsBff(testCatalogue());
    await renderProducts('/office/products?q=nothing');
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('offers to try again when the list cannot be loaded', async () => {
    fakeProductsBff([], (r) => (r.method === 'GET' ? { status: 500, body: {} } : undefined));
    await renderProducts();
    expect(await screen.findByRole('alert')).toHaveTextContent('The products could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
