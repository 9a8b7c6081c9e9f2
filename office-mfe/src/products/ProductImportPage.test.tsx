import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeProductsBff } from '../testing/fake-products-bff.ts';
import { TEST_STAFF } from '../testing/fixtures.ts';
import { testCatalogue } from '../testing/product-fixtures.ts';
import { storeWith } from '../testing/shop-cache.ts';
import ProductImportPage from './ProductImportPage.tsx';

afterEach(() => vi.unstubAllGlobals());

async function renderImport(language: 'en' | 'gr' = 'en') {
  const store = await storeWith(language, { staff: TEST_STAFF });
  await renderWithShop(
    <Routes>
      <Route path="/office/products/import" element={<ProductImportPage />} />
    </Routes>,
    { language, path: '/office/products/import', store },
  );
  await screen.findByRole('heading', { level: 1 });
}

const BAD = [
  'code;name_en;category;colour;price;sizes;colour_code',
  'WF-1001;;;;26,00;',
  'WF-3001;Wrap dress;gowns;red;abc;S M',
  'WF-3001;Again;dresses;red;20;S',
].join('\n');

const GOOD = [
  'code\tname_en\tname_gr\tcategory\tcolour\tprice\tsizes',
  'WF-1001\t\t\t\t\t26,00\t',
  'WF-3001\tLinen wrap dress\tΛινό κρουαζέ φόρεμα\tdresses\tbeige\t32,50\tS M L',
].join('\n');

const posts = (requests: { method: string; path: string; body: unknown }[]) =>
  requests.filter((r) => r.method === 'POST').map((r) => r.body);

describe('importing products', { timeout: 20_000 }, () => {
  it('shows the columns it knows and an example', async () => {
    fakeProductsBff(testCatalogue());
    await renderImport();
    const help = screen.getByRole('region', { name: 'The columns' });
    expect(within(help).getByText('minimum_order')).toBeInTheDocument();
    expect(within(help).getAllByText('required for a new product')).toHaveLength(5);
    expect(help).toHaveTextContent(
      'WF-2001;Linen wrap dress;Λινό κρουαζέ φόρεμα;dresses;beige;32,50;S M L XL',
    );
  });

  it('checks a file: the header’s and each line’s problems, translated with their column; nothing to import', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = fakeProductsBff(testCatalogue());
    await renderImport();
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(screen.getByLabelText('The lines to import')).toHaveAccessibleDescription(
      /This field is required\./,
    );
    expect(posts(requests)).toEqual([]);

    await user.click(screen.getByLabelText('The lines to import'));
    await user.paste(BAD);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const result = await screen.findByRole('region', { name: 'What the check found' });
    expect(within(result).getByRole('alert')).toHaveTextContent(
      'colour_code: This column is not one the import knows.',
    );
    expect(
      within(result).getByText(/3 lines read: new: 2, updates: 1\. 2 lines have problems/),
    ).toBeInTheDocument();
    const update = within(result).getByRole('row', { name: /WF-1001/ });
    expect(update).toHaveTextContent('Update');
    expect(update).toHaveTextContent('Red Tiered Maxi Dress');
    expect(update).toHaveTextContent('OK');
    const line3 = within(result).getAllByRole('row', { name: /WF-3001/ })[0] as HTMLElement;
    expect(line3).toHaveTextContent('New (draft)');
    expect(line3).toHaveTextContent('category: Not a category: dresses, tops, trousers, skirts or shorts.');
    expect(line3).toHaveTextContent('price: Not a price (e.g. 24.90 or 24,90).');
    const line4 = within(result).getAllByRole('row', { name: /WF-3001/ })[1] as HTMLElement;
    expect(line4).toHaveTextContent('code: This code is on an earlier line too.');
    expect(screen.getByRole('button', { name: 'Import 3 products' })).toBeDisabled();
    expect(posts(requests)).toEqual([{ csv: BAD, apply: false }]);
  });

  it('reads a tab separated file chosen, checks it and imports it: the summary links to the list', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = fakeProductsBff(testCatalogue());
    await renderImport();
    await user.upload(
      screen.getByLabelText('File (CSV or tab separated)'),
      new File([GOOD], 'collection.tsv', { type: 'text/tab-separated-values' }),
    );
    await waitFor(() => expect(screen.getByLabelText('The lines to import')).toHaveValue(GOOD));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/No problems: it can be imported\./)).toBeInTheDocument();
    const apply = screen.getByRole('button', { name: 'Import 2 products' });
    expect(apply).toBeEnabled();

    // Changed after the check: to be checked again.
    await user.type(screen.getByLabelText('The lines to import'), ' ');
    expect(apply).toBeDisabled();
    expect(screen.getByText(/The lines changed since the check/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('The lines to import'), '{Backspace}');
    expect(apply).toBeEnabled();

    await user.click(apply);
    const done = await screen.findByRole('region', { name: 'Imported' });
    expect(done).toHaveTextContent('New: 1 (as drafts). Updated: 1.');
    expect(within(done).getByRole('link', { name: 'See the products' })).toHaveAttribute(
      'href',
      '/office/products',
    );
    // The import names the lines as checked: a product saved since is refused, not overwritten.
    expect(posts(requests)).toEqual([
      { csv: GOOD, apply: false },
      {
        csv: GOOD,
        apply: true,
        checked: [
          { code: 'WF-1001', version: 3 },
          { code: 'WF-3001', version: null },
        ],
      },
    ]);
  });

  it('names the products saved since the check, and imports once the file is checked again', async () => {
    const user = userEvent.setup({ delay: null });
    const { products } = fakeProductsBff(testCatalogue());
    await renderImport();
    await user.click(screen.getByLabelText('The lines to import'));
    await user.paste(GOOD);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const apply = await screen.findByRole('button', { name: 'Import 2 products' });
    // A colleague saves WF-1001 meanwhile.
    const saved = [...products.values()].find((p) => p.code === 'WF-1001');
    if (!saved) throw new Error('no WF-1001');
    products.set(saved.id, { ...saved, version: saved.version + 1 });
    await user.click(apply);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'These products changed after the file was checked, so nothing was imported: WF-1001.',
    );
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(await screen.findByRole('button', { name: 'Import 2 products' }));
    expect(await screen.findByRole('region', { name: 'Imported' })).toBeInTheDocument();
  });

  it('says so when the server finds problems at the import itself', async () => {
    const user = userEvent.setup({ delay: null });
    fakeProductsBff(testCatalogue(), (r) =>
      r.method === 'POST' && (r.body as { apply: boolean }).apply
        ? { status: 400, body: { error: { code: 'import_has_errors', message: 'x' } } }
        : undefined,
    );
    await renderImport('gr');
    await user.click(screen.getByLabelText('Οι γραμμές για εισαγωγή'));
    await user.paste(GOOD);
    await user.click(screen.getByRole('button', { name: 'Έλεγχος' }));
    await user.click(await screen.findByRole('button', { name: 'Εισαγωγή 2 προϊόντων' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Το αρχείο έχει προβλήματα, γι’ αυτό δεν έγινε εισαγωγή.',
    );
  });
});
