import type { QuickOrderBody, QuickOrderProduct, QuickOrderResult } from '@shop/contracts';
import { basketApi, Route, Routes, sessionApi, useLocation } from '@shop/platform';
import { resolveRequestsAgainstPage } from '@shop/platform/relative-requests';
import { renderWithShop } from '@shop/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUYER, basketLine, basketOf, shopStore } from '../testing/fixtures.ts';
import QuickOrderPage from './QuickOrderPage.tsx';

const CATALOGUE: QuickOrderProduct[] = [
  { id: '1', code: 'WF-1001', name: 'Red Tiered Maxi Dress', sizes: ['XS', 'S', 'M', 'L', 'XL'] },
  { id: '2', code: 'WF-1002', name: 'Blue Floral Wrap Dress', sizes: ['XS', 'S', 'M', 'L', 'XL'] },
  { id: '80', code: 'WF-8001', name: 'Linen Wrap Dress', sizes: ['S', 'M', 'L'] },
];

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** The BFF's quick order routes over the catalogue above; `answer` decides what the POST gets. */
function fakeBff(answer?: (body: QuickOrderBody) => Response) {
  const posts: QuickOrderBody[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(input);
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/basket/quick-order/products') {
      const codes = url.searchParams.get('codes');
      if (codes) {
        const wanted = codes.split(',');
        return json(200, { items: CATALOGUE.filter((p) => wanted.includes(p.code)) });
      }
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      return json(200, {
        items: CATALOGUE.filter(
          (p) => p.code.toLowerCase().startsWith(q) || p.name.toLowerCase().includes(q),
        ),
      });
    }
    if (request.method === 'POST' && url.pathname === '/api/basket/quick-order') {
      const body = (await request.json()) as QuickOrderBody;
      posts.push(body);
      if (answer) return answer(body);
      const added = body.lines.map((line) => {
        const product = CATALOGUE.find((p) => p.code === line.code) as QuickOrderProduct;
        const pieces = Object.values(line.quantities).reduce((sum, n) => sum + (n ?? 0), 0);
        return {
          productId: product.id,
          code: product.code,
          name: product.name,
          quantities: line.quantities,
          totalQuantity: pieces,
        };
      });
      const basket = basketOf(
        added.map((line) =>
          basketLine({ productId: line.productId, name: line.name, quantities: line.quantities }),
        ),
      );
      return json(200, { added, basket } satisfies QuickOrderResult);
    }
    return json(404, { error: { code: 'not_found', message: 'No such route.' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { posts };
}

beforeEach(() => {
  resolveRequestsAgainstPage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function WhereAmI() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

async function renderQuickOrder(options: { language?: 'en' | 'gr'; loggedIn?: boolean } = {}) {
  const store = await shopStore({ ...options, basket: basketOf([]) });
  await renderWithShop(
    <Routes>
      <Route path="/quick-order" element={<QuickOrderPage />} />
      <Route path="*" element={<WhereAmI />} />
    </Routes>,
    { path: '/quick-order', store, language: options.language ?? 'en' },
  );
  return store;
}

const codeField = (row: number) => screen.getByRole('combobox', { name: `Product code, row ${row}` });
const sizeField = (size: string, row: number) =>
  screen.getByRole('textbox', { name: `${size} pieces, row ${row}` });

describe('the quick order page', () => {
  it('sends a visitor to log in, with the way back', async () => {
    fakeBff();
    await renderQuickOrder({ loggedIn: false });
    expect(await screen.findByText('/login?returnTo=%2Fquick-order')).toBeInTheDocument();
  });

  it('tells a buyer waiting for approval why they cannot order, with no grid', async () => {
    fakeBff();
    const store = await shopStore({ basket: basketOf([]) });
    await store.dispatch(
      sessionApi.util.upsertQueryData('me', undefined, { buyer: { ...BUYER, approval: 'pending' } }),
    );
    await renderWithShop(<QuickOrderPage />, { path: '/quick-order', store, language: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Quick order' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account is waiting for approval by our team');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to basket' })).not.toBeInTheDocument();
  });

  it('starts with empty rows, and says so when there is nothing to add, sending nothing', async () => {
    const bff = fakeBff();
    await renderQuickOrder();
    const table = screen.getByRole('table', { name: 'Products and pieces per size' });
    expect(within(table).getAllByRole('combobox')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Type at least one product code with its pieces first.');
    expect(alert).toHaveFocus();
    expect(bff.posts).toEqual([]);
  });

  it('takes a typed code and pieces, shows the product, and adds them with one request', async () => {
    const bff = fakeBff();
    const store = await renderQuickOrder();
    await userEvent.type(codeField(1), 'wf-1001');
    await userEvent.tab();
    expect(await screen.findByText('Red Tiered Maxi Dress')).toBeInTheDocument();
    await userEvent.type(sizeField('XS', 1), '2');
    await userEvent.type(sizeField('M', 1), '3');
    const row = codeField(1).closest('tr') as HTMLElement;
    expect(within(row).getByText('5')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: '5 pieces added to your basket' }),
    ).toHaveFocus();
    expect(screen.getByText('WF-1001 · Red Tiered Maxi Dress: 5 pieces')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your basket' })).toHaveAttribute('href', '/basket');
    expect(bff.posts).toEqual([{ lines: [{ code: 'WF-1001', quantities: { XS: 2, M: 3 } }] }]);
    // The shared basket (the shell's badge) holds the answer; the grid is ready for more.
    expect(basketApi.endpoints.getBasket.select()(store.getState()).data?.totalQuantity).toBe(5);
    expect(codeField(1)).toHaveValue('');
  });

  it('suggests products by name and takes one with the keyboard', async () => {
    fakeBff();
    await renderQuickOrder();
    const field = codeField(1);
    await userEvent.type(field, 'linen');
    const listbox = await screen.findByRole('listbox', { name: 'Matching products' });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    const option = within(listbox).getByRole('option', { name: 'WF-8001 Linen Wrap Dress' });

    await userEvent.keyboard('{ArrowDown}');
    expect(option).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    expect(field).toHaveValue('WF-8001');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Linen Wrap Dress')).toBeInTheDocument();

    // Escape closes the list and keeps what was typed.
    await userEvent.clear(codeField(2));
    await userEvent.type(codeField(2), 'wf-100');
    await screen.findByRole('option', { name: 'WF-1002 Blue Floral Wrap Dress' });
    await userEvent.keyboard('{Escape}');
    expect(codeField(2)).toHaveAttribute('aria-expanded', 'false');
    expect(codeField(2)).toHaveValue('wf-100');
  });

  it('shows a pasted block with its bad line’s error at the cell, sends nothing, then sends all once fixed', async () => {
    const bff = fakeBff();
    await renderQuickOrder();
    const paste = screen.getByRole('textbox', { name: 'Lines to paste' });
    fireEvent.change(paste, {
      target: {
        value: 'Code\tXS\tS\tM\tL\tXL\r\nWF-1001\t1\t2\r\nWF-8001\t\t2\t\t\t4\r\n\r\nWF-1002\t\t\t3\r\n',
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Put into the grid' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('1 row needs a correction');
    expect(alert).toHaveTextContent('Row 2: Linen Wrap Dress is not made in size XL.');
    expect(alert).toHaveFocus();
    expect(codeField(1)).toHaveValue('WF-1001');
    expect(sizeField('S', 1)).toHaveValue('2');
    expect(codeField(3)).toHaveValue('WF-1002');
    const xl = sizeField('XL', 2);
    expect(xl).toHaveAttribute('aria-invalid', 'true');
    expect(xl).toHaveAccessibleDescription('Linen Wrap Dress is not made in size XL.');
    expect(sizeField('S', 2)).not.toHaveAttribute('aria-invalid');

    await userEvent.click(within(alert).getByRole('link', { name: 'Row 2' }));
    expect(xl).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    expect(bff.posts).toEqual([]);

    await userEvent.clear(xl);
    expect(xl).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await screen.findByRole('heading', { level: 2, name: '8 pieces added to your basket' });
    expect(bff.posts).toEqual([
      {
        lines: [
          { code: 'WF-1001', quantities: { XS: 1, S: 2 } },
          { code: 'WF-8001', quantities: { S: 2 } },
          { code: 'WF-1002', quantities: { M: 3 } },
        ],
      },
    ]);
  });

  it('rejects a Greek decimal comma and an unknown code clearly, in Greek', async () => {
    const bff = fakeBff();
    await renderQuickOrder({ language: 'gr' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Γραμμές για επικόλληση' }), {
      target: { value: 'WF-1001;5,5\nWF-9999;1' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Μεταφορά στον πίνακα' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('2 γραμμές χρειάζονται διόρθωση');
    expect(screen.getByRole('textbox', { name: 'Τεμάχια XS, γραμμή 1' })).toHaveAccessibleDescription(
      'XS: το «5,5» δεν είναι ακέραιος αριθμός· τα τεμάχια μετρούν ακέραια, χωρίς κόμμα ή τελεία.',
    );
    expect(screen.getByRole('combobox', { name: 'Κωδικός προϊόντος, γραμμή 2' })).toHaveAccessibleDescription(
      'Δεν υπάρχει προϊόν με κωδικό «WF-9999».',
    );
    expect(bff.posts).toEqual([]);
  });

  it('shows the server’s refusal at the rows it names', async () => {
    const bff = fakeBff(() =>
      json(400, {
        error: {
          code: 'validation_failed',
          message: '1 line has problems; nothing was added.',
          fields: { 'lines.1.quantities.M': 'over_limit' },
        },
      }),
    );
    await renderQuickOrder();
    await userEvent.type(codeField(1), 'WF-1001');
    await userEvent.type(sizeField('S', 1), '1');
    // A blank row between them is not sent: the server's line 1 is the grid's row 3.
    await userEvent.type(codeField(3), 'WF-1002');
    await userEvent.type(sizeField('M', 3), '990');
    await userEvent.click(screen.getByRole('button', { name: 'Add to basket' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Row 3: M: at most 999 pieces per size, together with what your basket already holds.',
    );
    expect(sizeField('M', 3)).toHaveAttribute('aria-invalid', 'true');
    expect(sizeField('S', 1)).not.toHaveAttribute('aria-invalid');
    expect(bff.posts).toHaveLength(1);
    expect(bff.posts[0]?.lines.map((line) => line.code)).toEqual(['WF-1001', 'WF-1002']);
    expect(screen.queryByRole('heading', { name: /added to your basket/ })).not.toBeInTheDocument();
  });

  it('adds and removes rows', async () => {
    fakeBff();
    await renderQuickOrder();
    await userEvent.click(screen.getByRole('button', { name: 'Add a row' }));
    expect(codeField(4)).toHaveFocus();
    await userEvent.type(codeField(2), 'WF-1002');
    await userEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
    expect(codeField(1)).toHaveValue('WF-1002');
  });
});
