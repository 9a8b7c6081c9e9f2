import { useLocation } from '@shop/platform';
import {
  type FakeSearchApi,
  SUGGESTED_PHOTO,
  stubSearchApi,
  suggestionsFor,
} from '@shop/platform/search-testing';
import { renderWithShop } from '@shop/platform/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpShellI18n } from '../testing.ts';
import { TopSearch } from './TopSearch.tsx';

let api: FakeSearchApi;

beforeAll(setUpShellI18n);
beforeEach(() => {
  api = stubSearchApi();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Address() {
  const { pathname, search } = useLocation();
  return <p>At {`${pathname}${search}`}</p>;
}

async function renderSearch(path = '/', language: 'en' | 'gr' = 'en') {
  const user = userEvent.setup();
  await renderWithShop(
    <>
      <TopSearch />
      <Address />
    </>,
    { path, language },
  );
  return user;
}

const box = () => screen.getByRole('combobox', { name: 'Search products' });

describe('the top bar’s search', { timeout: 15_000 }, () => {
  it('is a search form that lists the search on /ready-to-ship before the shop’s code runs', async () => {
    await renderSearch();
    const form = screen.getByRole('search', { name: 'Search products' });
    expect(form).toHaveAttribute('action', '/ready-to-ship');
    expect(form).toHaveAttribute('method', 'get');
    expect(box()).toHaveAttribute('name', 'q');
    expect(box()).toHaveAttribute('placeholder', 'Search: dress, φόρεμα, WF-1003');
    expect(within(form).getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('asks once typing pauses, and suggests products, categories and the search itself', async () => {
    const user = await renderSearch();
    await user.type(box(), 'fore');
    // "Search for …" at once, the suggestions once they come.
    const listbox = screen.getByRole('listbox', { name: 'Search products' });
    await within(listbox).findByRole('group', { name: 'Products' });
    expect(api.suggestionsAsked.map((params) => params.toString())).toEqual(['q=fore&lang=en']);

    const products = within(listbox).getByRole('group', { name: 'Products' });
    expect(
      within(products)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Wrap dressWF-1003', 'Linen topWF-1004']);
    const thumbnail = within(products).getAllByRole('presentation')[0];
    expect(thumbnail).toHaveAttribute('src', `/media/photos/${SUGGESTED_PHOTO.key}-240.jpg`);
    expect(within(products).getAllByRole('presentation')[1]).toHaveAttribute('src', '/placeholders/tops.svg');

    const categories = within(listbox).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option')).toHaveTextContent('Dresses24 products');
    expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent('Search for “fore”');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('does not ask for blank text', async () => {
    const user = await renderSearch();
    await user.type(box(), '   ');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.suggestionsAsked).toEqual([]);
    expect(box()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the last suggestions while the next are on their way, and drops an answer to other text', async () => {
    const user = await renderSearch();
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
    // Nothing is said of the older answer.
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    api.release?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('option', { name: /Linen top/u })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Line skirt/u })).not.toBeInTheDocument();
  });

  it('says so when nothing is suggested', async () => {
    const user = await renderSearch();
    api.suggestionsOverride = { q: 'zzz', lang: 'en', products: [], total: 0, categories: [] };
    await user.type(box(), 'zzz');
    await vi.waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No suggestions'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Search for “zzz”']);
  });

  it('goes to a chosen product’s page', async () => {
    const user = await renderSearch();
    await user.type(box(), 'linen');
    await user.click(await screen.findByRole('option', { name: /Linen top/u }));
    expect(screen.getByText('At /product/p%202')).toBeInTheDocument();
  });

  it('opens a chosen category (the words named it: its products, not a search of them)', async () => {
    const user = await renderSearch();
    await user.type(box(), 'fore');
    await screen.findByRole('option', { name: /Dresses/u });
    await user.keyboard('{ArrowUp}{ArrowUp}{Enter}');
    expect(screen.getByText('At /ready-to-ship?category=dresses')).toBeInTheDocument();
    expect(box()).toHaveValue('');
  });

  it('lists the search when Enter is pressed without a suggestion, the text tidied', async () => {
    const user = await renderSearch('/about');
    await user.type(box(), '  wrap   dress {Enter}');
    expect(screen.getByText('At /ready-to-ship?q=wrap+dress')).toBeInTheDocument();
    expect(box()).toHaveValue('wrap dress');
  });

  it('shows the search the page lists, without asking for suggestions', async () => {
    await renderSearch('/ready-to-ship?q=forema&sort=newest');
    expect(box()).toHaveValue('forema');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(api.suggestionsAsked).toEqual([]);
  });

  it('is not on the back office’s pages', async () => {
    await renderSearch('/office/products');
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('speaks Greek and asks in Greek', async () => {
    const user = await renderSearch('/', 'gr');
    const input = screen.getByRole('combobox', { name: 'Αναζήτηση προϊόντων' });
    await user.type(input, 'forema');
    const listbox = screen.getByRole('listbox');
    await within(listbox).findByRole('group', { name: 'Κατηγορίες' });
    expect(api.suggestionsAsked.map((params) => params.get('lang'))).toEqual(['gr']);
    expect(within(listbox).getByRole('group', { name: 'Προϊόντα' })).toHaveTextContent('Κρουαζέ φόρεμα');
    expect(within(listbox).getByRole('group', { name: 'Κατηγορίες' })).toHaveTextContent(
      'Φορέματα24 προϊόντα',
    );
    expect(within(listbox).getAllByRole('option').at(-1)).toHaveTextContent('Αναζήτηση για «forema»');
    expect(screen.getByRole('status')).toHaveTextContent('3 προτάσεις');
    expect(screen.getByRole('button', { name: 'Καθαρισμός αναζήτησης' })).toBeInTheDocument();
  });
});
