import type { Basket, Language, ReorderResult } from '@shop/contracts';
import { useBasketCount } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeWith, TEST_BUYER } from '../../testing/shop-cache.ts';
import { OrderAgainControl } from './OrderAgainControl.tsx';

const REFERENCE = 'WS-2026-000007';

const emptyBasket = (totalQuantity = 0): Basket => ({
  lines: [],
  totalQuantity,
  totalPriceCents: 0,
  minimumOrder: {
    met: totalQuantity >= 5,
    count: totalQuantity,
    min: 5,
    missing: Math.max(0, 5 - totalQuantity),
  },
});

const RESULT: ReorderResult = {
  basket: emptyBasket(12),
  added: [
    { productId: '1', name: 'Red Tiered Maxi Dress', quantities: { S: 2, M: 3 }, totalQuantity: 5 },
    { productId: '2', name: 'Linen Wrap Dress', quantities: { M: 7 }, totalQuantity: 7 },
  ],
  skipped: [
    { productId: '9', name: 'Old Boho Skirt', reason: 'not_sold' },
    { productId: '2', name: 'Linen Wrap Dress', reason: 'size_not_sold', sizes: ['XS', 'XL'] },
    { productId: '4', name: 'Cotton Blouse', reason: 'quantity_limit', sizes: ['L'] },
  ],
};

/**
 * jsdom's fetch cannot reach the relative `/api`: requests are resolved against the page and answered here,
 * so the real endpoint (URL, method, basket refresh) is what the tests exercise.
 */
type Answer = () => Promise<Response>;
let reorderAnswer: Answer;
let basketAnswers: Basket[];
const calls: Array<{ method: string; url: string }> = [];

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, window.location.href) : input, init);
  }
}

beforeEach(() => {
  calls.length = 0;
  basketAnswers = [emptyBasket(0), emptyBasket(12)];
  reorderAnswer = async () => json(200, RESULT);
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push({ method: request.method, url: `${url.pathname}${url.search}` });
      if (url.pathname === '/api/basket') return json(200, basketAnswers.shift() ?? emptyBasket(12));
      if (url.pathname === `/api/orders/${REFERENCE}/reorder`) return reorderAnswer();
      return json(404, { error: { code: 'not_found', message: 'Not found.' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The shell's basket badge reads the shared basket as this does. */
function BasketCount() {
  return <p>{`basket: ${useBasketCount()}`}</p>;
}

async function renderControl(language: Language = 'en', compact = false) {
  const store = await storeWith(language, { buyer: TEST_BUYER });
  return renderWithShop(
    <>
      <BasketCount />
      <OrderAgainControl reference={REFERENCE} compact={compact} />
    </>,
    { language, path: `/orders/${REFERENCE}`, store },
  );
}

describe('OrderAgainControl', () => {
  it('puts the order into the basket, says how many products went in, lists what was skipped and why', async () => {
    const user = userEvent.setup();
    await renderControl();
    expect(await screen.findByText('basket: 0')).toBeInTheDocument();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Order again' }));

    expect(await within(status).findByText(/2 products went into your basket\./)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Go to your basket' })).toHaveAttribute(
      'href',
      '/basket',
    );
    expect(within(status).getByText('Not added:')).toBeInTheDocument();
    const skipped = within(status)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(skipped).toEqual([
      'Old Boho Skirt: no longer sold',
      'Linen Wrap Dress: sizes XS, XL are no longer made',
      'Cotton Blouse: size L would pass 999 pieces with what your basket already holds, so that line was left as it was',
    ]);
    expect(calls).toContainEqual({ method: 'POST', url: `/api/orders/${REFERENCE}/reorder?lang=en` });
    // The shared basket is fetched again: the shell's count shows the new total.
    expect(await screen.findByText('basket: 12')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/basket')).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it in Greek, one product and the reasons translated', async () => {
    const user = userEvent.setup();
    reorderAnswer = async () =>
      json(200, { ...RESULT, added: RESULT.added.slice(0, 1), skipped: RESULT.skipped.slice(0, 2) });
    await renderControl('gr');
    await user.click(screen.getByRole('button', { name: 'Παραγγελία ξανά' }));

    const status = screen.getByRole('status');
    expect(await within(status).findByText(/1 προϊόν μπήκε στο καλάθι σας\./)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Μετάβαση στο καλάθι' })).toHaveAttribute(
      'href',
      '/basket',
    );
    expect(
      within(status)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Old Boho Skirt: δεν πωλείται πλέον',
      'Linen Wrap Dress: τα μεγέθη XS, XL δεν κατασκευάζονται πλέον',
    ]);
    expect(calls).toContainEqual({ method: 'POST', url: `/api/orders/${REFERENCE}/reorder?lang=gr` });
  });

  it('says so when nothing could go into the basket', async () => {
    const user = userEvent.setup();
    reorderAnswer = async () => json(200, { ...RESULT, added: [], skipped: RESULT.skipped.slice(0, 1) });
    await renderControl();
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    const status = screen.getByRole('status');
    expect(
      await within(status).findByText(/None of the products of this order could go into your basket\./),
    ).toBeInTheDocument();
    expect(within(status).getByRole('listitem')).toHaveTextContent('Old Boho Skirt: no longer sold');
  });

  it('explains itself beside the button', async () => {
    await renderControl();
    expect(screen.getByRole('button', { name: 'Order again' })).toHaveAccessibleDescription(
      "Puts this order's products, sizes and quantities into your basket, added to what is already there.",
    );
  });

  it('in a row of My Orders: the button names the order and reports as on the details page', async () => {
    const user = userEvent.setup();
    await renderControl('gr', true);
    const button = screen.getByRole('button', { name: `Παραγγελία ξανά ${REFERENCE}` });
    expect(button).not.toHaveAccessibleDescription();
    await user.click(button);
    expect(await screen.findByText(/2 προϊόντα μπήκαν στο καλάθι σας\./)).toBeInTheDocument();
  });

  it('is busy while the request runs and cannot be sent twice', async () => {
    const user = userEvent.setup();
    let finish: (response: Response) => void = () => {};
    reorderAnswer = () =>
      new Promise<Response>((resolve) => {
        finish = resolve;
      });
    await renderControl();
    const button = screen.getByRole('button', { name: 'Order again' });
    await user.click(button);

    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).toBeDisabled();
    await user.click(button);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);

    finish(json(200, RESULT));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toBeEnabled();
    expect(await screen.findByText(/2 products went into your basket\./)).toBeInTheDocument();
  });

  it('translates a refusal and leaves the basket as it was', async () => {
    const user = userEvent.setup();
    reorderAnswer = async () =>
      json(403, { error: { code: 'account_pending', message: 'Your account is waiting for approval.' } });
    await renderControl('gr');
    expect(await screen.findByText('basket: 0')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Παραγγελία ξανά' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Ο λογαριασμός σας περιμένει έγκριση');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(calls.filter((call) => call.url === '/api/basket')).toHaveLength(1);
  });

  it('says an unknown order is not found, and that the shop could not be reached', async () => {
    const user = userEvent.setup();
    reorderAnswer = async () => json(404, { error: { code: 'not_found', message: 'No order request.' } });
    await renderControl();
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not find this order request in your account.',
    );

    reorderAnswer = async () => Promise.reject(new TypeError('Failed to fetch'));
    await user.click(screen.getByRole('button', { name: 'Order again' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The shop could not be reached. Check your connection and try again.',
      ),
    );
  });
});
