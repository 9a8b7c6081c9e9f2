import { formatDate, type Language, type OfficeLowStockItem, type OfficeLowStockList } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeBff, readsOf } from '../testing/fake-bff.ts';
import { page, TEST_INBOX, TEST_STAFF } from '../testing/fixtures.ts';
import { LocationProbe } from '../testing/LocationProbe.tsx';
import { storeWith } from '../testing/shop-cache.ts';
import InboxPage from './InboxPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const RESTOCK = '2026-12-23';

const DRESS: OfficeLowStockItem = {
  productId: '8',
  code: 'WF-1008',
  nameEn: 'Green Linen Shirt Dress',
  nameGr: 'Πράσινο λινό φόρεμα σεμιζιέ',
  backordered: false,
  backorderDays: null,
  sizes: [
    { size: 'M', onHand: 0, reserved: 0, free: 0, restockDate: RESTOCK },
    { size: 'L', onHand: 9, reserved: 6, free: 3, restockDate: null },
  ],
};

const KAFTAN: OfficeLowStockItem = {
  productId: '3',
  code: 'WF-1003',
  nameEn: 'White Embroidered Kaftan Dress',
  nameGr: '',
  backordered: true,
  backorderDays: 21,
  sizes: [{ size: 'S', onHand: 0, reserved: 0, free: 0, restockDate: null }],
};

const lowPage = (
  items: OfficeLowStockItem[],
  nextCursor: string | null,
  count: number,
): OfficeLowStockList => ({
  ...page(items, nextCursor),
  count,
});

/** The BFF with the inbox's counts, `low` for the low-stock list and every other list empty. */
function bff(low: FakeRoutes) {
  return fakeBff((request) => {
    if (request.path.startsWith('/api/office/stock/low')) return low(request);
    if (request.path === '/api/office/inbox') return { body: TEST_INBOX };
    if (request.method === 'GET' && request.path.startsWith('/api/office/')) return { body: page([]) };
    return undefined;
  });
}

async function renderInbox(path: string, language: Language = 'en') {
  const store = await storeWith(language, { staff: TEST_STAFF });
  return renderWithShop(
    <Routes>
      <Route
        path="/office"
        element={
          <>
            <InboxPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { language, path, store },
  );
}

describe('the inbox’s low stock', () => {
  it('is a tab with how many products run low; opened, it lists them without the other lists’ filters', async () => {
    const user = userEvent.setup();
    const { requests } = bff(() => ({ body: lowPage([DRESS], null, 1) }));
    await renderInbox('/office');
    const tab = await screen.findByRole('tab', { name: 'Low stock 3 running low' });
    expect(tab).toHaveAttribute('aria-selected', 'false');
    expect(readsOf(requests, '/api/office/stock/low')).toHaveLength(0);

    await user.click(tab);
    expect(screen.getByTestId('location').textContent).toBe('/office?tab=low-stock');
    expect(screen.getByRole('tab', { name: /Low stock/ })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 3, name: /WF-1008/ })).toBeInTheDocument();
    expect(readsOf(requests, '/api/office/stock/low')[0]?.path).toBe('/api/office/stock/low');
    expect(screen.queryByRole('button', { name: 'Apply filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Waiting, by status' })).not.toBeInTheDocument();
    expect(screen.getByText('1 product running low.')).toBeInTheDocument();
  });

  it('shows each product’s low sizes, free, reserved and on hand, the restock date, and links to its page', async () => {
    bff(() => ({ body: lowPage([DRESS, KAFTAN], null, 2) }));
    await renderInbox('/office?tab=low-stock');
    const dress = await screen.findByRole('listitem', { name: /WF-1008/ });
    expect(within(dress).getByRole('link', { name: 'WF-1008 · Green Linen Shirt Dress' })).toHaveAttribute(
      'href',
      '/office/products/8',
    );
    const sizes = within(dress).getByRole('table', { name: 'Low sizes of WF-1008' });
    const m = within(sizes).getByRole('row', { name: /^M / });
    expect(
      within(m)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '0', formatDate(RESTOCK, 'en')]);
    const l = within(sizes).getByRole('row', { name: /^L / });
    expect(
      within(l)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '6', '9', 'None expected']);
    expect(within(dress).queryByText(/Back-ordered/)).not.toBeInTheDocument();

    const kaftan = screen.getByRole('listitem', { name: /WF-1003/ });
    expect(within(kaftan).getByText('Back-ordered: made in 21 days')).toBeInTheDocument();
    expect(within(kaftan).getByRole('link', { name: /WF-1003/ })).toHaveAttribute(
      'href',
      '/office/products/3',
    );
    expect(screen.getByText('2 products running low.')).toBeInTheDocument();
  });

  it('speaks Greek: Greek names (English when there is none), dates and words', async () => {
    bff(() => ({ body: lowPage([DRESS, KAFTAN], null, 2) }));
    await renderInbox('/office?tab=low-stock', 'gr');
    expect(
      await screen.findByRole('tab', { name: 'Χαμηλό απόθεμα 3 με χαμηλό απόθεμα' }),
    ).toBeInTheDocument();
    const dress = await screen.findByRole('listitem', { name: /WF-1008/ });
    expect(
      within(dress).getByRole('link', { name: 'WF-1008 · Πράσινο λινό φόρεμα σεμιζιέ' }),
    ).toBeInTheDocument();
    const sizes = within(dress).getByRole('table', { name: 'Μεγέθη με χαμηλό απόθεμα του WF-1008' });
    expect(within(sizes).getByRole('columnheader', { name: 'Ελεύθερα' })).toBeInTheDocument();
    expect(sizes).toHaveTextContent(formatDate(RESTOCK, 'gr'));
    expect(sizes).toHaveTextContent('Δεν αναμένεται');
    const kaftan = screen.getByRole('listitem', { name: /WF-1003/ });
    expect(
      within(kaftan).getByRole('link', { name: 'WF-1003 · White Embroidered Kaftan Dress' }),
    ).toBeInTheDocument();
    expect(within(kaftan).getByText('Κατά παραγγελία: κατασκευή σε 21 ημέρες')).toBeInTheDocument();
  });

  it('loads the next page with "More"', async () => {
    const user = userEvent.setup();
    const { requests } = bff((request) =>
      request.path === '/api/office/stock/low?cursor=c%3D2'
        ? { body: lowPage([KAFTAN], null, 2) }
        : { body: lowPage([DRESS], 'c=2', 2) },
    );
    await renderInbox('/office?tab=low-stock');
    await screen.findByRole('listitem', { name: /WF-1008/ });
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('listitem', { name: /WF-1003/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /WF-1003/ })).toHaveFocus());
    expect(readsOf(requests, '/api/office/stock/low').map((r) => r.path)).toEqual([
      '/api/office/stock/low',
      '/api/office/stock/low?cursor=c%3D2',
    ]);
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it('says so when nothing runs low, and offers a retry when the list fails', async () => {
    bff(() => ({ body: lowPage([], null, 0) }));
    const { unmount } = await renderInbox('/office?tab=low-stock');
    expect(await screen.findByText('No product is running low.')).toBeInTheDocument();
    unmount();
    vi.unstubAllGlobals();

    bff(() => ({ status: 500, body: { error: { code: 'internal', message: 'internal' } } }));
    await renderInbox('/office?tab=low-stock');
    expect(await screen.findByRole('alert')).toHaveTextContent('This list could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
