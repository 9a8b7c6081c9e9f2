import type { ProductListResponse } from '@shop/contracts';
import { createShopStore, type Location } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getProductsApi } from '../api/get-products.ts';
import { parseCatalogueQuery, productListArgs } from '../catalogue/catalogue-query.ts';
import results from '../components/catalogue/ProductResults.module.css';
import { buyerList, LocationProbe, visitorList } from '../testing/fixtures.ts';
import ReadyToShipPage from './ReadyToShipPage.tsx';

async function renderCatalogue(search: string, list: ProductListResponse = buyerList()) {
  const store = createShopStore({ locale: { language: 'en' } });
  const args = productListArgs(parseCatalogueQuery(new URLSearchParams(search)));
  await store.dispatch(getProductsApi.util.upsertQueryData('catalogGetProducts', args, list));
  const seen: { location?: Location } = {};
  const result = await renderWithShop(
    <>
      <ReadyToShipPage />
      <LocationProbe onChange={(location) => (seen.location = location)} />
    </>,
    { store, path: `/ready-to-ship${search ? `?${search}` : ''}` },
  );
  return { ...result, search: () => seen.location?.search ?? '' };
}

describe('the ready-to-ship page', () => {
  it('shows the products with prices, links keeping the page, and pagination', async () => {
    await renderCatalogue('');
    expect(screen.getByRole('heading', { level: 1, name: 'Ready-to-ship collection' })).toBeInTheDocument();
    expect(screen.getByText('22 products')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Dress 1' })).toHaveAttribute('href', '/product/1?page=1');
    expect(screen.getAllByText('€11.00')).toHaveLength(1);
    expect(screen.getByText('Code WF-1001')).toBeInTheDocument();
    expect(screen.getByText('Code WF-1012')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Request a custom-made quote' })).toHaveAttribute(
      'href',
      '/custom-made',
    );
  });

  it('loads the first row of images at once, the first at high priority, and the rest as they scroll in', async () => {
    const { container } = await renderCatalogue('');
    const images = [...container.querySelectorAll(`.${results.grid} img`)];
    expect(images).toHaveLength(12);
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([
      ...Array(4).fill('eager'),
      ...Array(8).fill('lazy'),
    ]);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[1]).toHaveAttribute('fetchpriority', 'auto');
  });

  it('shows a visitor no price, and says the price range does not filter', async () => {
    const user = userEvent.setup();
    await renderCatalogue('', visitorList());
    expect(screen.queryByText(/€/)).toBeNull();
    expect(screen.getAllByText('Login to see price')).toHaveLength(12);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.queryByRole('slider')).toBeNull();
    expect(screen.getByText(/does not filter for you/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Price: low to high' })).toBeDisabled();
  });

  it('counts the applied filters from the URL: a category, each colour, a narrowed price range', async () => {
    await renderCatalogue('category=dresses&colours=red,blue&minPrice=12');
    expect(screen.getByRole('button', { name: 'Filters (4 applied)' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('writes filters to the URL, back to page 1; choosing the category again clears it', async () => {
    const user = userEvent.setup();
    const { search } = await renderCatalogue('page=2&sort=price-high');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Filter products' });

    await user.click(within(panel).getByRole('button', { name: 'Dresses (20)' }));
    expect(search()).toBe('?category=dresses&sort=price-high');
    expect(within(panel).getByRole('button', { name: 'Dresses (20)' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Filters (1 applied)' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Red' }));
    await user.click(within(panel).getByRole('button', { name: 'Black' }));
    expect(search()).toBe('?category=dresses&colours=red%2Cblack&sort=price-high');
    expect(screen.getByRole('button', { name: 'Filters (3 applied)' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Dresses (20)' }));
    expect(search()).toBe('?colours=red%2Cblack&sort=price-high');

    await user.click(within(panel).getByRole('button', { name: 'Reset filters' }));
    expect(search()).toBe('?sort=price-high');
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument();
  });

  it('filters "in stock now" with its count, for visitors too, in the URL and the count of filters', async () => {
    const user = userEvent.setup();
    const { search } = await renderCatalogue('colours=red', visitorList());
    await user.click(screen.getByRole('button', { name: 'Filters (1 applied)' }));
    const availability = screen.getByRole('group', { name: 'Availability' });
    const inStock = within(availability).getByRole('button', { name: 'In stock now (7)' });
    expect(inStock).toHaveAttribute('aria-pressed', 'false');
    await user.click(inStock);
    expect(search()).toBe('?colours=red&inStock=1');
    expect(inStock).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Filters (2 applied)' })).toBeInTheDocument();
    await user.click(inStock);
    expect(search()).toBe('?colours=red');
    await user.click(inStock);
    await user.click(screen.getByRole('button', { name: 'Reset filters' }));
    expect(search()).toBe('');
  });

  it('asks the API for products in stock now when the URL says so, and clears it with the others', async () => {
    const user = userEvent.setup();
    const empty = buyerList({ items: [], total: 0, pageCount: 1 });
    // The answer is found under the question the URL makes: `inStock=1` asks `inStock=true`.
    expect(productListArgs(parseCatalogueQuery(new URLSearchParams('inStock=1')))).toEqual({ inStock: true });
    const { search } = await renderCatalogue('inStock=1&category=skirts', empty);
    expect(screen.getByText('No products found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(search()).toBe('');
  });

  it('offers only the first eight colours as swatches', async () => {
    const user = userEvent.setup();
    await renderCatalogue('');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const colours = within(screen.getByRole('group', { name: 'Colours' })).getAllByRole('button');
    expect(colours.map((b) => b.textContent)).toEqual([
      'Red',
      'Blue',
      'Green',
      'Black',
      'White',
      'Pink',
      'Cream',
      'Beige',
    ]);
  });

  it('shows the price slider with the bounds for a buyer', async () => {
    const user = userEvent.setup();
    await renderCatalogue('maxPrice=20');
    await user.click(screen.getByRole('button', { name: 'Filters (1 applied)' }));
    const min = screen.getByRole('slider', { name: 'Minimum price' });
    const max = screen.getByRole('slider', { name: 'Maximum price' });
    expect(min).toHaveAttribute('min', '9');
    expect(min).toHaveAttribute('max', '30');
    expect(min).toHaveValue('9');
    expect(max).toHaveValue('20');
    expect(screen.getByText('€9.00 to €20.00')).toBeInTheDocument();
  });

  it('says so when nothing matches, with a way to clear all filters', async () => {
    const user = userEvent.setup();
    const empty = buyerList({ items: [], total: 0, pageCount: 1 });
    const { search } = await renderCatalogue('category=skirts&sort=price-low', empty);
    expect(screen.getByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try different filters')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(search()).toBe('?sort=price-low');
  });

  it('is in Greek when the shop is', async () => {
    const store = createShopStore({ locale: { language: 'gr' } });
    await store.dispatch(getProductsApi.util.upsertQueryData('catalogGetProducts', {}, visitorList()));
    await renderWithShop(<ReadyToShipPage />, { store, language: 'gr', path: '/ready-to-ship' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Συλλογή έτοιμη προς αποστολή' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Συνδεθείτε για να δείτε την τιμή')).toHaveLength(12);
    expect(screen.getByText('Κωδικός WF-1003')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Φίλτρα' })).toBeInTheDocument();
  });
});
