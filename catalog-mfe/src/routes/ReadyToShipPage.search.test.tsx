import type { Language } from '@shop/contracts';
import { createShopStore, type Location } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buyerList, LocationProbe } from '../testing/fixtures.ts';
import { type FakeCatalogueApi, stubCatalogueApi } from '../testing/search-api.ts';
import ReadyToShipPage from './ReadyToShipPage.tsx';

let api: FakeCatalogueApi;
beforeEach(() => {
  api = stubCatalogueApi();
  // `forema` finds twelve products, one of them in Greek's singular test; `fousta` none.
  api.listFor = (params) => {
    const q = params.get('q');
    if (q === 'fousta') return buyerList({ items: [], total: 0, pageCount: 1 });
    if (q === 'forema') return buyerList({ total: 12, pageCount: 1 });
    if (q === 'wrap') return buyerList({ items: buyerList().items.slice(0, 1), total: 1, pageCount: 1 });
    return buyerList();
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderPage(search: string, language: Language = 'en') {
  const user = userEvent.setup();
  const seen: { location?: Location } = {};
  await renderWithShop(
    <>
      <ReadyToShipPage />
      <LocationProbe onChange={(location) => (seen.location = location)} />
    </>,
    { store: createShopStore({ locale: { language } }), language, path: `/ready-to-ship?${search}` },
  );
  await screen.findAllByRole('heading', { level: 2 });
  return { user, search: () => seen.location?.search ?? '' };
}

const box = () => screen.getByRole('combobox', { name: 'Search the collection' });

describe('searching the ready-to-ship collection', { timeout: 15_000 }, () => {
  it('shows the URL’s search in the box from the first render, without asking for suggestions', async () => {
    await renderPage('q=forema');
    expect(box()).toHaveValue('forema');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.suggestionsAsked).toEqual([]);
  });

  it('lists a submitted search with the filters and sort kept, back on page 1', async () => {
    const { user, search } = await renderPage('category=dresses&sort=price-high&page=2');
    await screen.findByText('22 products');
    await user.type(box(), '  forema {Enter}');
    expect(search()).toBe('?q=forema&category=dresses&sort=price-high');
    expect(await screen.findByText('12 results for “forema”')).toHaveAttribute('aria-live', 'polite');
    expect(api.listsAsked.at(-1)?.toString()).toBe('q=forema&category=dresses&sort=price-high');
    expect(box()).toHaveValue('forema');
    // The results are ranked; the sort orders equal matches.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveAccessibleDescription(
      'Best matches first, then in this order.',
    );
  });

  it('removes the search when the box is submitted empty', async () => {
    const { user, search } = await renderPage('q=forema&colours=red');
    await user.click(screen.getByRole('button', { name: 'Clear the text' }));
    expect(box()).toHaveValue('');
    expect(box()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(search()).toBe('?colours=red');
    expect(await screen.findByText('22 products')).toBeInTheDocument();
    expect(screen.queryByText(/Best matches first/u)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'forema', '12 results for “forema”', 'Best matches first, then in this order.'],
    ['en', 'wrap', '1 result for “wrap”', 'Best matches first, then in this order.'],
    ['gr', 'forema', '12 αποτελέσματα για «forema»', 'Πρώτα τα πιο σχετικά, έπειτα με αυτή τη σειρά.'],
    ['gr', 'wrap', '1 αποτέλεσμα για «wrap»', 'Πρώτα τα πιο σχετικά, έπειτα με αυτή τη σειρά.'],
  ] as const)(
    'says how many products the search found (%s, %s), read politely',
    async (language, q, text, hint) => {
      await renderPage(`q=${q}`, language);
      expect(await screen.findByText(text)).toHaveAttribute('aria-live', 'polite');
      expect(screen.getByText(hint)).toBeInTheDocument();
    },
  );

  it('clears the search, keeping the filters and sort, the box emptied and the focus on the results', async () => {
    const { user, search } = await renderPage('q=forema&inStock=1&sort=price-low');
    await screen.findByText('12 results for “forema”');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search()).toBe('?sort=price-low&inStock=1');
    expect(await screen.findByText('22 products')).toBeInTheDocument();
    expect(box()).toHaveValue('');
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  });

  it('keeps the search while filters change', async () => {
    const { user, search } = await renderPage('q=forema');
    await screen.findByText('12 results for “forema”');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('region', { name: 'Filter products' });
    await user.click(within(panel).getByRole('button', { name: 'Dresses (20)' }));
    await user.click(within(panel).getByRole('button', { name: /In stock now/u }));
    expect(search()).toBe('?q=forema&category=dresses&inStock=1');
    expect(api.listsAsked.at(-1)?.toString()).toBe('q=forema&category=dresses&inStock=true');
  });

  it('says so when nothing is found, with ways to clear the search or search without the filters', async () => {
    const { user, search } = await renderPage('q=fousta&category=skirts&sort=price-low');
    expect(await screen.findByText('Nothing found for “fousta”.')).toBeInTheDocument();
    expect(screen.getByText('Check the spelling or try other words.')).toBeInTheDocument();
    expect(screen.getByText('0 results for “fousta”')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Search “fousta” without the filters' }));
    expect(search()).toBe('?q=fousta&sort=price-low');
    expect(await screen.findByText('Nothing found for “fousta”.')).toBeInTheDocument();
    // Without filters there is nothing to drop: only the search to clear.
    expect(screen.queryByRole('button', { name: /without the filters/u })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search()).toBe('?sort=price-low');
    expect(await screen.findByText('22 products')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toHaveFocus();
  });

  it('says so in Greek', async () => {
    await renderPage('q=fousta&colours=red', 'gr');
    expect(await screen.findByText('Δεν βρέθηκε τίποτα για «fousta».')).toBeInTheDocument();
    expect(screen.getByText('Ελέγξτε την ορθογραφία ή δοκιμάστε άλλες λέξεις.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Καθαρισμός αναζήτησης' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Αναζήτηση «fousta» χωρίς τα φίλτρα' })).toBeInTheDocument();
  });
});
