import type { Language, OfficeStock } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeRoutes, SeenRequest } from '../../../testing/fake-bff.ts';
import { fakeProductsBff } from '../../../testing/fake-products-bff.ts';
import { TEST_STAFF } from '../../../testing/fixtures.ts';
import { testCatalogue } from '../../../testing/product-fixtures.ts';
import { storeWith } from '../../../testing/shop-cache.ts';
import ProductEditorPage from '../../ProductEditorPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** p-1 (sizes S, M, L): S holds 40 with 10 reserved, M 12 with 6 reserved (6 free: low), L not tracked. */
const STOCK: OfficeStock = {
  productId: 'p-1',
  code: 'WF-1001',
  sizes: ['S', 'M', 'L'],
  levels: [
    { size: 'S', onHand: 40, reserved: 10, free: 30, restockDate: null, low: false },
    { size: 'M', onHand: 12, reserved: 6, free: 6, restockDate: '2099-04-01', low: true },
  ],
  backorderDays: null,
  stockVersion: 4,
  updatedAt: '2026-03-02T09:00:00.000Z',
  updatedBy: 'Nikos Georgiou',
};

function bffWith(routes?: FakeRoutes) {
  const bff = fakeProductsBff(testCatalogue(), routes);
  bff.stock.set('p-1', structuredClone(STOCK));
  return bff;
}

async function renderStock(language: Language = 'en') {
  const store = await storeWith(language, { staff: TEST_STAFF });
  await renderWithShop(
    <Routes>
      <Route path="/office/products/:id" element={<ProductEditorPage />} />
    </Routes>,
    { language, path: '/office/products/p-1', store },
  );
  const name = language === 'en' ? 'Stock' : 'Απόθεμα';
  const panel = await screen.findByRole('region', { name });
  await within(panel).findByRole('table');
  return panel;
}

const stockWrites = (requests: SeenRequest[]) =>
  requests
    .filter((r) => r.method === 'PUT' && r.path === '/api/office/products/p-1/stock')
    .map((r) => r.body);

describe('a product’s stock', { timeout: 20_000 }, () => {
  it('shows each size held, reserved, free and low, who saved it; saves the sizes, dates and back-orders', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = bffWith();
    const panel = await renderStock();
    expect(panel).toHaveTextContent(/Last saved\s*by Nikos Georgiou on/);
    const rowOf = (size: string) => within(panel).getByRole('row', { name: new RegExp(`^${size}\\b`) });
    expect(rowOf('S')).toHaveTextContent(/10\s*30/);
    expect(rowOf('S')).not.toHaveTextContent('Low');
    expect(rowOf('M')).toHaveTextContent(/6\s*6\s*Low/);
    expect(rowOf('L')).toHaveTextContent('Not tracked');
    expect(within(panel).getByLabelText('On hand, size S')).toHaveValue(40);
    expect(within(panel).getByLabelText('On hand, size L')).toHaveValue(null);
    expect(within(panel).getByLabelText('Restock date, size M')).toHaveValue('2099-04-01');

    // Free and low follow what is typed.
    await user.clear(within(panel).getByLabelText('On hand, size M'));
    await user.type(within(panel).getByLabelText('On hand, size M'), '30');
    expect(rowOf('M')).toHaveTextContent(/6\s*24/);
    expect(rowOf('M')).not.toHaveTextContent('Low');
    await user.type(within(panel).getByLabelText('On hand, size L'), '3');
    expect(rowOf('L')).toHaveTextContent(/0\s*3\s*Low/);
    fireEvent.change(within(panel).getByLabelText('Restock date, size L'), {
      target: { value: '2099-06-15' },
    });
    fireEvent.change(within(panel).getByLabelText('Restock date, size M'), { target: { value: '' } });
    expect(within(panel).queryByLabelText('Lead time in days')).toBeNull();
    await user.click(within(panel).getByLabelText('Back-orders allowed'));
    await user.type(within(panel).getByLabelText('Lead time in days'), '21');
    expect(within(panel).getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Save stock' }));
    expect(await within(panel).findByText(/by Eleni Papadopoulou on/)).toBeInTheDocument();
    expect(stockWrites(requests)).toEqual([
      {
        stockVersion: 4,
        backorderDays: 21,
        levels: [
          { size: 'S', onHand: 40, restockDate: null },
          { size: 'M', onHand: 30, restockDate: null },
          { size: 'L', onHand: 3, restockDate: '2099-06-15' },
        ],
      },
    ]);
    // The editor now holds what was saved, from its new version.
    expect(within(panel).getByLabelText('On hand, size M')).toHaveValue(30);
    expect(within(panel).getByLabelText('Lead time in days')).toHaveValue(21);
    expect(within(panel).queryByText('Unsaved changes')).toBeNull();
  });

  it('says what is wrong at each input before sending: below reserved, not whole, a past date, no lead time', async () => {
    const user = userEvent.setup({ delay: null });
    const { requests } = bffWith();
    const panel = await renderStock();
    await user.clear(within(panel).getByLabelText('On hand, size S'));
    await user.type(within(panel).getByLabelText('On hand, size S'), '8');
    await user.type(within(panel).getByLabelText('On hand, size L'), '2.5');
    fireEvent.change(within(panel).getByLabelText('Restock date, size M'), {
      target: { value: '2020-01-01' },
    });
    await user.click(within(panel).getByLabelText('Back-orders allowed'));
    await user.click(within(panel).getByRole('button', { name: 'Save stock' }));

    expect(within(panel).getByLabelText('On hand, size S')).toHaveAccessibleDescription(
      'Accepted quotes hold 10 pieces of this size: keep at least that many.',
    );
    await waitFor(() => expect(within(panel).getByLabelText('On hand, size S')).toHaveFocus());
    expect(within(panel).getByLabelText('On hand, size L')).toHaveAccessibleDescription(
      'Enter a whole number of pieces, 0 or more.',
    );
    expect(within(panel).getByLabelText('Restock date, size M')).toHaveAccessibleDescription(
      'Choose a date after today.',
    );
    expect(within(panel).getByLabelText('Lead time in days')).toHaveAccessibleDescription(
      /Enter a number of days from 0 to 365\./,
    );
    expect(stockWrites(requests)).toEqual([]);
  });

  it('shows the server’s refusal at its input, and after a colleague’s save loads their numbers', async () => {
    const user = userEvent.setup({ delay: null });
    let refuse = true;
    const { requests, stock } = bffWith((request) => {
      if (request.method !== 'PUT' || !refuse) return undefined;
      refuse = false;
      return {
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: 'Invalid.',
            fields: { 'levels.M.onHand': 'below_reserved' },
          },
        },
      };
    });
    const panel = await renderStock();
    await user.click(within(panel).getByRole('button', { name: 'Save stock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Some details were not accepted.');
    expect(within(panel).getByLabelText('On hand, size M')).toHaveAccessibleDescription(
      'Accepted quotes hold 6 pieces of this size: keep at least that many.',
    );

    // A colleague saves meanwhile: this save is refused and their numbers can be loaded.
    stock.set('p-1', { ...STOCK, stockVersion: 5, updatedBy: 'Maria K', levels: [STOCK.levels[0] as never] });
    await user.type(within(panel).getByLabelText('On hand, size L'), '5');
    await user.click(within(panel).getByRole('button', { name: 'Save stock' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone saved this stock after you opened it, so nothing was saved.');
    await user.click(within(alert).getByRole('button', { name: 'Load their numbers' }));
    expect(await within(panel).findByText(/by Maria K on/)).toBeInTheDocument();
    expect(within(panel).getByLabelText('On hand, size M')).toHaveValue(null);
    expect(within(panel).getByLabelText('On hand, size L')).toHaveValue(null);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(stockWrites(requests)).toHaveLength(2);
  });

  it('reads in Greek', async () => {
    bffWith();
    const panel = await renderStock('gr');
    expect(within(panel).getByLabelText('Διαθέσιμα, μέγεθος M')).toHaveValue(12);
    expect(within(panel).getByLabelText('Ημερομηνία αναπλήρωσης, μέγεθος L')).toHaveValue('');
    expect(within(panel).getByRole('row', { name: /^M\b/ })).toHaveTextContent('Χαμηλό');
    expect(within(panel).getByRole('button', { name: 'Αποθήκευση αποθέματος' })).toBeInTheDocument();
  });
});
