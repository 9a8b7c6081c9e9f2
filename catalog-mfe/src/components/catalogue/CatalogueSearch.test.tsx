import type { Language } from '@shop/contracts';
import { createShopStore, type Location } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReadyToShipPage from '../../routes/ReadyToShipPage.tsx';
import { LocationProbe } from '../../testing/fixtures.ts';
import {
  type FakeCatalogueApi,
  SUGGESTED_PHOTO,
  stubCatalogueApi,
  suggestionsFor,
} from '../../testing/search-api.ts';

let api: FakeCatalogueApi;
beforeEach(() => {
  api = stubCatalogueApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderPage(path = '/ready-to-ship', language: Language = 'en') {
  const user = userEvent.setup();
  const seen: { location?: Location } = {};
  await renderWithShop(
    <>
      <ReadyToShipPage />
      <LocationProbe onChange={(location) => (seen.location = location)} />
    </>,
    { store: createShopStore({ locale: { language } }), language, path },
  );
  await screen.findByRole('link', { name: 'Dress 1' });
  return { user, at: () => `${seen.location?.pathname}${seen.location?.search}` };
}

const box = () => screen.getByRole('combobox', { name: 'Search the collection' });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the catalogue’s search box', { timeout: 15_000 }, () => {
  it('is a GET form to /ready-to-ship with its text as q, working before the code runs', async () => {
    await renderPage();
    const form = screen.getByRole('search', { name: 'Search the collection' });
    expect(form).toHaveAttribute('action', '/ready-to-ship');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('suggests products, categories and the search itself once typing pauses', async () => {
    const { user } = await renderPage();
    await user.type(box(), 'fore');
    const listbox = screen.getByRole('listbox', { name: 'Search the collection' });
    await within(listbox).findByRole('group', { name: 'Products' });
    // One question for the whole word: asked once typing paused.
    expect(api.suggestionsAsked.map((params) => params.toString())).toEqual(['q=fore&lang=en']);

    const products = within(listbox).getByRole('group', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wrap dressWF-1003', 'Linen topWF-1004']);
    const [photo, placeholder] = within(products).getAllByRole('presentation');
    // The main photo's smallest version; else the product's image.
    expect(photo).toHaveAttribute('src', `/media/photos/${SUGGESTED_PHOTO.key}-240.jpg`);
    expect(placeholder).toHaveAttribute('src', '/placeholders/tops.svg');

    const categories = within(listbox).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option')).toHaveTextContent('Dresses24 products');
    expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent('Search for “fore”');
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('does not ask for blank text', async () => {
    const { user } = await renderPage();
    await user.type(box(), '   ');
    await wait(300);
    expect(api.suggestionsAsked).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the last suggestions while the next come, and drops an answer to other text', async () => {
    const { user } = await renderPage();
    await user.type(box(), 'linen');
    await screen.findByRole('option', { name: /Linen top/u });

    api.hold = true;
    const older = suggestionsFor('line', 'en');
    api.suggestionsOverride = {
      ...older,
      products: [{ ...older.products[1]!, id: 'p3', name: 'Line skirt' }],
    };
    await user.type(box(), 's');
    await vi.waitFor(() => expect(api.release).not.toBeNull());
    expect(screen.getByRole('option', { name: /Linen top/u })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Search for “linens”' })).toBeInTheDocument();
    api.release?.();
    await wait(50);
    expect(screen.getByRole('option', { name: /Linen top/u })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Line skirt/u })).not.toBeInTheDocument();
  });

  it('goes to a chosen product’s page', async () => {
    const { user, at } = await renderPage();
    await user.type(box(), 'linen');
    await user.click(await screen.findByRole('option', { name: /Linen top/u }));
    expect(at()).toBe('/product/p%202');
  });

  it('opens a chosen category (the words named it: its products, not a search of them)', async () => {
    const { user, at } = await renderPage('/ready-to-ship?colours=red');
    await user.type(box(), 'fore');
    await screen.findByRole('option', { name: /Dresses/u });
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(at()).toBe('/ready-to-ship?category=dresses');
  });

  it('speaks Greek and asks in Greek', async () => {
    const { user } = await renderPage('/ready-to-ship', 'gr');
    await user.type(screen.getByRole('combobox', { name: 'Αναζήτηση στη συλλογή' }), 'forema');
    const listbox = screen.getByRole('listbox');
    const categories = await within(listbox).findByRole('group', { name: 'Κατηγορίες' });
    expect(api.suggestionsAsked.map((params) => params.get('lang'))).toEqual(['gr']);
    expect(within(listbox).getByRole('group', { name: 'Προϊόντα' })).toHaveTextContent('Κρουαζέ φόρεμα');
    expect(categories).toHaveTextContent('Φορέματα24 προϊόντα');
    expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent('Αναζήτηση για «forema»');
    expect(within(screen.getByRole('search')).getByRole('status')).toHaveTextContent('3 προτάσεις');
  });
});
