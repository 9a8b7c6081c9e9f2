import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SeenRequest } from '../../../testing/fake-bff.ts';
import { fakeProductsBff } from '../../../testing/fake-products-bff.ts';
import { TEST_STAFF } from '../../../testing/fixtures.ts';
import { testCatalogue } from '../../../testing/product-fixtures.ts';
import { storeWith } from '../../../testing/shop-cache.ts';
import ProductImportPage from '../../ProductImportPage.tsx';

afterEach(() => vi.unstubAllGlobals());

async function renderStockImport(language: 'en' | 'gr' = 'en') {
  const store = await storeWith(language, { staff: TEST_STAFF });
  await renderWithShop(
    <Routes>
      <Route path="/office/products/import" element={<ProductImportPage />} />
    </Routes>,
    { language, path: '/office/products/import?what=stock', store },
  );
  await screen.findByRole('heading', { level: 1 });
}

/** The test catalogue: WF-1001 in S, M, L (M holds 10 with 4 reserved). */
function bff() {
  const products = fakeProductsBff(testCatalogue());
  const stock = products.stock.get('p-1');
  if (stock) {
    products.stock.set('p-1', {
      ...stock,
      levels: [{ size: 'M', onHand: 10, reserved: 4, free: 6, restockDate: null, low: true }],
      stockVersion: 3,
    });
  }
  return products;
}

const posts = (requests: SeenRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path.endsWith('/stock-import')).map((r) => r.body);

const BAD = [
  'code;size;on_hand;restock_date;colour',
  'WF-9999;M;3;;',
  'WF-1001;XL;3;;',
  'WF-1001;M;2;;',
  'WF-1001;S;x;;',
  'WF-1001;L;4;2020-01-01;',
].join('\n');

const GOOD = [
  'code,size,on_hand,restock_date,backorder_days',
  'WF-1001,M,24,,10',
  'WF-1001,L,0,1/3/2099,',
].join('\n');

describe('importing stock', { timeout: 20_000 }, () => {
  it('is the import page’s second kind, with its columns and an example', async () => {
    bff();
    await renderStockImport();
    expect(screen.getByRole('heading', { level: 1, name: 'Import stock' })).toBeInTheDocument();
    const kinds = screen.getByRole('navigation', { name: 'What to import' });
    expect(within(kinds).getByRole('link', { name: 'Stock' })).toHaveAttribute('aria-current', 'page');
    expect(within(kinds).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/office/products/import',
    );
    const help = screen.getByRole('region', { name: 'The columns' });
    expect(within(help).getAllByText('always required')).toHaveLength(3);
    expect(help).toHaveTextContent('WF-1001;L;0;1/3/2027;');
  });

  it('checks a file: each line’s problem with its column, translated; nothing to save', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = bff();
    await renderStockImport();
    await user.click(screen.getByLabelText('The lines to import'));
    await user.paste(BAD);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const result = await screen.findByRole('region', { name: 'What the check found' });
    expect(within(result).getByRole('alert')).toHaveTextContent(
      'colour: This column is not one the stock import knows.',
    );
    expect(within(result).getByText(/5 lines read\. 5 lines have problems/)).toBeInTheDocument();
    const rows = within(result).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('code: No product has this code.');
    expect(rows[1]).toHaveTextContent('size: The product is not made in this size.');
    expect(rows[2]).toHaveTextContent('on_hand: Fewer pieces than accepted quotes hold of this size.');
    expect(rows[2]).toHaveTextContent(/M\s*10\s*2\s*4/);
    expect(rows[3]).toHaveTextContent('on_hand: Not a whole number of pieces, 0 or more.');
    expect(rows[4]).toHaveTextContent('restock_date: The restock date must be after today.');
    expect(screen.getByRole('button', { name: 'Save the stock of 1 product' })).toBeDisabled();
    expect(posts(requests)).toEqual([{ csv: BAD, apply: false }]);
  });

  it('saves a checked file with the stock versions checked; a colleague’s save since is named', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests, stock } = bff();
    await renderStockImport();
    await user.click(screen.getByLabelText('The lines to import'));
    await user.paste(GOOD);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText(/No problems: it can be imported\./)).toBeInTheDocument();
    const row = screen.getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent(/WF-1001\s*M\s*10\s*24\s*4/);
    expect(row).toHaveTextContent('10 days');

    // A colleague saves WF-1001's stock after the check.
    const saved = stock.get('p-1');
    if (saved) stock.set('p-1', { ...saved, stockVersion: 4 });
    await user.click(screen.getByRole('button', { name: 'Save the stock of 1 product' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The stock of these products was saved by someone after the file was checked, so nothing was saved: WF-1001.',
    );

    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(posts(requests)).toHaveLength(3));
    await user.click(await screen.findByRole('button', { name: 'Save the stock of 1 product' }));
    const done = await screen.findByRole('region', { name: 'Stock imported' });
    expect(done).toHaveTextContent('The stock of 1 product was saved.');
    expect(posts(requests)).toEqual([
      { csv: GOOD, apply: false },
      { csv: GOOD, apply: true, checked: [{ code: 'WF-1001', stockVersion: 3 }] },
      { csv: GOOD, apply: false },
      { csv: GOOD, apply: true, checked: [{ code: 'WF-1001', stockVersion: 4 }] },
    ]);
    expect(stock.get('p-1')?.levels.map((l) => [l.size, l.onHand, l.restockDate])).toEqual([
      ['M', 24, null],
      ['L', 0, '2099-03-01'],
    ]);
    expect(stock.get('p-1')?.backorderDays).toBe(10);
  });

  it('reads in Greek', async () => {
    const user = userEvent.setup({ delay: null });
    bff();
    await renderStockImport('gr');
    expect(screen.getByRole('heading', { level: 1, name: 'Εισαγωγή αποθέματος' })).toBeInTheDocument();
    await user.click(screen.getByRole('textbox'));
    await user.paste('code;size;on_hand\nWF-1001;XXL;1');
    await user.click(screen.getByRole('button', { name: 'Έλεγχος' }));
    expect(await screen.findByText(/Δεν είναι μέγεθος: XS, S, M, L ή XL\./)).toBeInTheDocument();
  });
});
