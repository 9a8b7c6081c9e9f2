import {
  type CustomRequest,
  type Order,
  type OrderStatus,
  type Quote,
  quoteTotals,
  type RequestEvent,
  requestActions,
} from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import OrderDetailsPage from '../../routes/OrderDetailsPage.tsx';
import { TEST_CUSTOM_REQUEST, TEST_ORDER } from '../../testing/fixtures.ts';
import { apiError, type FakeRoutes, fakeBff, postsOf } from '../../testing/request-loop-bff.ts';
import { storeWith, TEST_BUYER } from '../../testing/shop-cache.ts';

const REFERENCE = TEST_ORDER.reference;
const ORDER_PATH = `/api/orders/${REFERENCE}`;

/** A quote version with its totals computed as the BFF does (`quoteTotals`). */
function makeQuote(version: number, state: Quote['state'], overrides: Partial<Quote> = {}): Quote {
  const input = {
    lines: [{ quantity: 7, unitPriceCents: 1999, discountBasisPoints: 1000 }],
    extras: [{ label: 'Brand labels', amountCents: 2000 }],
    deliveryOptions: [
      { label: 'Courier', costCents: 1000, leadTimeDays: 3 },
      { label: 'Express', costCents: 2550, leadTimeDays: 1 },
    ],
    vatRateBasisPoints: 2400,
  };
  const totals = quoteTotals(input);
  return {
    version,
    createdAt: '2026-03-03T10:00:00.000Z',
    createdBy: 'Eleni Papadopoulou',
    lines: input.lines.map((line, i) => ({
      position: i + 1,
      description: 'Boho maxi dress',
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      discountBasisPoints: line.discountBasisPoints,
      discountCents: null,
      grossCents: totals.lines[i]?.grossCents ?? 0,
      discountTotalCents: totals.lines[i]?.discountCents ?? 0,
      netCents: totals.lines[i]?.netCents ?? 0,
    })),
    extras: input.extras,
    extrasCents: totals.extrasCents,
    goodsNetCents: totals.goodsNetCents,
    deliveryOptions: input.deliveryOptions.map((option, index) => ({
      index,
      ...option,
      netCents: totals.options[index]?.netCents ?? 0,
      vatCents: totals.options[index]?.vatCents ?? 0,
      grossCents: totals.options[index]?.grossCents ?? 0,
    })),
    vatRateBasisPoints: input.vatRateBasisPoints,
    validUntil: '2026-03-17',
    note: 'Labels sewn in.\nDelivery from our Athens store.',
    state,
    ...overrides,
  };
}

const SUBMITTED: RequestEvent = {
  action: 'submit',
  from: null,
  status: 'submitted',
  by: { kind: 'buyer', name: TEST_BUYER.businessName },
  note: '',
  at: '2026-03-02T09:30:00.000Z',
};
const QUOTED: RequestEvent = {
  action: 'send_quote',
  from: 'submitted',
  status: 'quoted',
  by: { kind: 'staff', name: 'Eleni Papadopoulou' },
  note: '',
  at: '2026-03-03T10:00:00.000Z',
};

/** The order as the BFF shows the buyer: quoted (version 2) with quote version 1, unless told otherwise. */
function orderIn(
  status: OrderStatus,
  changes: Partial<Order['progress']> = {},
  history = [SUBMITTED],
): Order {
  return {
    ...TEST_ORDER,
    status,
    statusHistory: history,
    progress: {
      version: 2,
      quotes: status === 'submitted' ? [] : [makeQuote(1, 'current')],
      acceptedDeliveryOption: null,
      carrier: null,
      trackingNumber: null,
      actions: requestActions(status, 'buyer'),
      ...changes,
    },
  };
}

const QUOTED_ORDER = orderIn('quoted', {}, [SUBMITTED, QUOTED]);
const ACCEPT_EVENT: RequestEvent = {
  action: 'accept_quote',
  from: 'quoted',
  status: 'confirmed',
  by: { kind: 'buyer', name: TEST_BUYER.businessName },
  note: '',
  at: '2026-03-05T10:00:00.000Z',
};
const CONFIRMED_ORDER: Order = {
  ...orderIn('confirmed', { version: 3, quotes: [makeQuote(1, 'accepted')], acceptedDeliveryOption: 1 }, [
    SUBMITTED,
    QUOTED,
    ACCEPT_EVENT,
  ]),
};

/**
 * The details page over a fake BFF whose order is `state.order` (a test changes it as the server would).
 */
async function renderOrder(initial: Order, post: FakeRoutes, language: 'en' | 'gr' = 'en') {
  const state = { order: initial };
  const bff = fakeBff((request) => {
    if (request.method === 'GET' && request.path.startsWith(`${ORDER_PATH}?`)) return { body: state.order };
    if (request.method === 'POST' && request.path.startsWith(`${ORDER_PATH}/actions`)) return post(request);
    return undefined;
  });
  const store = await storeWith(language, { buyer: TEST_BUYER });
  await renderWithShop(
    <Routes>
      <Route path="/orders/:reference" element={<OrderDetailsPage />} />
    </Routes>,
    { language, path: `/orders/${REFERENCE}`, store },
  );
  await screen.findByRole('heading', { level: 2, name: language === 'en' ? 'Quote' : 'Προσφορά' });
  return { ...bff, state };
}

const quoteRegion = () => screen.getByRole('region', { name: 'Quote' });
const buttonsOf = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  // The shop's calendar day decides whether a quote may still be accepted.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-05T10:00:00.000Z'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a quote in My Orders', () => {
  it('shows the full breakdown with the totals formatted in English, and a PDF link', async () => {
    await renderOrder(QUOTED_ORDER, () => undefined);
    const quote = within(quoteRegion()).getByRole('article', { name: /Quote, version 1/u });
    expect(quote).toHaveAccessibleName('Quote, version 1 (waiting for your answer)');
    expect(within(quote).getByText('Sent on 3 March 2026 by Eleni Papadopoulou')).toBeInTheDocument();
    const line = within(quote).getByRole('row', { name: /Boho maxi dress/u });
    expect(
      within(line)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['7', '€19.99', '−€13.99 (10%)', '€125.94']);
    expect(within(quote).getByText('Extra: Brand labels').nextElementSibling).toHaveTextContent('€20.00');
    expect(within(quote).getByText('Goods and extras, net').nextElementSibling).toHaveTextContent('€145.94');
    expect(within(quote).getByText('VAT rate').nextElementSibling).toHaveTextContent('24%');
    expect(within(quote).getByText('Valid until').nextElementSibling).toHaveTextContent('17 March 2026');
    expect(within(quote).getByRole('columnheader', { name: 'VAT 24%' })).toBeInTheDocument();
    const courier = within(quote).getByRole('row', { name: /Courier/u });
    expect(
      within(courier)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€10.00', '3 days', '€155.94', '€37.43', '€193.37']);
    const express = within(quote).getByRole('row', { name: /Express/u });
    expect(
      within(express)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€25.50', '1 day', '€171.44', '€41.15', '€212.59']);
    expect(within(quote).getByText('Note from the team').nextElementSibling).toHaveTextContent(
      'Labels sewn in. Delivery from our Athens store.',
    );
    const pdf = within(quoteRegion()).getByRole('link', { name: 'Download the quote (PDF, version 1)' });
    expect(pdf).toHaveAttribute('href', `/api/orders/${REFERENCE}/quote.pdf?lang=en`);
    expect(pdf).toHaveAttribute('download');
  });

  it('formats amounts, percentages, days and dates in Greek (el-GR)', async () => {
    await renderOrder(QUOTED_ORDER, () => undefined, 'gr');
    const region = screen.getByRole('region', { name: 'Προσφορά' });
    const quote = within(region).getByRole('article', { name: /Προσφορά, έκδοση 1/u });
    const line = within(quote).getByRole('row', { name: /Boho maxi dress/u });
    const cells = within(line)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells[1]).toMatch(/^19,99\s€$/u);
    expect(cells[2]).toMatch(/^−13,99\s€ \(10\s?%\)$/u);
    expect(cells[3]).toMatch(/^125,94\s€$/u);
    expect(within(quote).getByText('Συντελεστής ΦΠΑ').nextElementSibling?.textContent).toMatch(/^24\s?%$/u);
    expect(within(quote).getByText('Ισχύει έως').nextElementSibling).toHaveTextContent('17 Μαρτίου 2026');
    const express = within(quote).getByRole('row', { name: /Express/u });
    const expressCells = within(express)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(expressCells[1]).toBe('1 ημέρα');
    expect(expressCells[4]).toMatch(/^212,59\s€$/u);
    expect(within(quote).getByRole('row', { name: /Courier/u })).toHaveTextContent('3 ημέρες');
    expect(within(region).getByRole('link', { name: 'Λήψη της προσφοράς (PDF, έκδοση 1)' })).toHaveAttribute(
      'href',
      `/api/orders/${REFERENCE}/quote.pdf?lang=gr`,
    );
    expect(buttonsOf(region)).toEqual([
      'Αποδοχή προσφοράς',
      'Αίτημα αλλαγών',
      'Απόρριψη προσφοράς',
      'Ακύρωση αιτήματος',
    ]);
  });

  it('accepts with the chosen delivery option, then shows the confirmed order without a reload', async () => {
    const user = userEvent.setup();
    const { requests, state } = await renderOrder(QUOTED_ORDER, () => {
      state.order = CONFIRMED_ORDER;
      return { body: CONFIRMED_ORDER };
    });
    const opener = within(quoteRegion()).getByRole('button', { name: 'Accept quote' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Accept the quote' });
    const group = within(dialog).getByRole('group', { name: 'Delivery option' });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveFocus();
    expect(radios[1]).toHaveAccessibleName('Express — 1 day, total €212.59 incl. VAT');

    // Confirming without a choice asks for one and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Accept and confirm the order' }));
    expect(within(dialog).getByText('Choose a delivery option.')).toBeInTheDocument();
    expect(postsOf(requests)).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: /^Express/u }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and confirm the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsOf(requests)).toEqual([
      {
        method: 'POST',
        path: `${ORDER_PATH}/actions?lang=en`,
        body: { action: 'accept_quote', version: 2, quoteVersion: 1, deliveryOption: 1 },
      },
    ]);
    // Refetched (invalidated), not reloaded: the status, the choice and no more answers.
    await waitFor(() => expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Confirmed'));
    const region = quoteRegion();
    expect(
      within(region).getByText(
        'You accepted version 1 of the quote with delivery “Express”: €212.59 incl. VAT.',
      ),
    ).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: /^Express\s+— your choice/u })).toBeInTheDocument();
    expect(within(region).getByRole('article')).toHaveAccessibleName('Quote, version 1 (accepted)');
    expect(buttonsOf(region)).toEqual([]);
    expect(within(region).getByRole('heading', { level: 2, name: 'Quote' })).toHaveFocus();
    const reads = requests.filter((r) => r.method === 'GET' && r.path.startsWith(`${ORDER_PATH}?`));
    expect(reads.length).toBe(2);
  });

  it('needs a message to request changes, then sends it', async () => {
    const user = userEvent.setup();
    const changed = orderIn('changes_requested', { version: 3 }, [SUBMITTED, QUOTED]);
    const { requests, state } = await renderOrder(QUOTED_ORDER, () => {
      state.order = changed;
      return { body: changed };
    });
    await user.click(within(quoteRegion()).getByRole('button', { name: 'Request changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Request changes' });
    const message = within(dialog).getByLabelText('Your message to the team');
    expect(message).toHaveFocus();
    await user.type(message, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(message).toHaveAccessibleDescription(/This field is required\./u);
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(postsOf(requests)).toEqual([]);

    await user.clear(message);
    await user.type(message, 'Could you do 10 pieces in M?');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsOf(requests).map((r) => r.body)).toEqual([
      { action: 'request_changes', version: 2, note: 'Could you do 10 pieces in M?' },
    ]);
    await waitFor(() =>
      expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Changes requested'),
    );
    const region = quoteRegion();
    expect(within(region).getByRole('article')).toHaveAccessibleName(
      'Quote, version 1 (you asked for changes)',
    );
    expect(
      within(region).getByText(
        'You asked for changes: the team is preparing a new quote. You will get an e-mail as soon as it is ready.',
      ),
    ).toBeInTheDocument();
    expect(buttonsOf(region)).toEqual(['Cancel request']);
  });

  it('declines with an optional reason, and the request shows as cancelled', async () => {
    const user = userEvent.setup();
    const cancelled = orderIn('cancelled', { version: 3 }, [SUBMITTED, QUOTED]);
    const { requests, state } = await renderOrder(QUOTED_ORDER, () => {
      state.order = cancelled;
      return { body: cancelled };
    });
    await user.click(within(quoteRegion()).getByRole('button', { name: 'Decline quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the quote' });
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Decline quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsOf(requests).map((r) => r.body)).toEqual([{ action: 'decline_quote', version: 2 }]);
    await waitFor(() => expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Cancelled'));
    expect(buttonsOf(quoteRegion())).toEqual([]);
    expect(within(quoteRegion()).getByRole('article')).toHaveAccessibleName(
      'Quote, version 1 (not accepted)',
    );
  });

  it('cancels a submitted request with its reason (no quote yet)', async () => {
    const user = userEvent.setup();
    const submitted = orderIn('submitted', { version: 1 });
    const { requests } = await renderOrder(submitted, () => ({ body: submitted }));
    const region = quoteRegion();
    expect(
      within(region).getByText('We are preparing your quote. You will get an e-mail as soon as it is ready.'),
    ).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: /PDF/u })).toBeNull();
    expect(buttonsOf(region)).toEqual(['Cancel request']);
    await user.click(within(region).getByRole('button', { name: 'Cancel request' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel the request' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Ordered elsewhere');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsOf(requests).map((r) => r.body)).toEqual([
      { action: 'cancel', version: 1, note: 'Ordered elsewhere' },
    ]);
  });

  it('closes a dialog with Escape and gives focus back to its button', async () => {
    const user = userEvent.setup();
    const { requests } = await renderOrder(QUOTED_ORDER, () => undefined);
    const opener = within(quoteRegion()).getByRole('button', { name: 'Decline quote' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Decline the quote' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(postsOf(requests)).toEqual([]);
  });

  it('says an expired quote cannot be accepted and offers to ask for a new one, prefilled', async () => {
    vi.setSystemTime(new Date('2026-03-18T09:00:00.000Z'));
    const user = userEvent.setup();
    const { requests } = await renderOrder(QUOTED_ORDER, () => ({
      body: orderIn('changes_requested', { version: 3 }),
    }));
    const region = quoteRegion();
    expect(
      within(region).getByText(
        'This quote was valid until 17 March 2026 and can no longer be accepted. Ask the team for a new one: they will send you a new version.',
      ),
    ).toBeInTheDocument();
    expect(buttonsOf(region)).toEqual(['Ask for a new quote', 'Decline quote', 'Cancel request']);
    await user.click(within(region).getByRole('button', { name: 'Ask for a new quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for a new quote' });
    const message = within(dialog).getByLabelText('Your message to the team');
    expect(message).toHaveValue(
      'Hello, the quote you sent on 3 March 2026 has expired before we could accept it. Could you please send us a new one?',
    );
    await user.type(message, ' We still need it by May.');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a new quote' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsOf(requests).map((r) => r.body)).toEqual([
      {
        action: 'request_changes',
        version: 2,
        note: 'Hello, the quote you sent on 3 March 2026 has expired before we could accept it. Could you please send us a new one? We still need it by May.',
      },
    ]);
  });

  it('after a 409 stale_order shows the new quote with a polite notice, not an error', async () => {
    const user = userEvent.setup();
    const requoted = orderIn(
      'quoted',
      {
        version: 3,
        quotes: [
          makeQuote(1, 'superseded'),
          makeQuote(2, 'current', { createdAt: '2026-03-05T08:00:00.000Z', note: 'Better price.' }),
        ],
      },
      [SUBMITTED, QUOTED, { ...QUOTED, from: 'quoted', at: '2026-03-05T08:00:00.000Z' }],
    );
    const { requests, state } = await renderOrder(QUOTED_ORDER, () => {
      state.order = requoted;
      return apiError(409, 'stale_order', { current: { status: 'quoted', version: 3 } });
    });
    await user.click(within(quoteRegion()).getByRole('button', { name: 'Accept quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept the quote' });
    await user.click(within(dialog).getByRole('radio', { name: /^Courier/u }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and confirm the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const region = quoteRegion();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'The team sent a new quote meanwhile — here it is. Please check it before you answer.',
    );
    await within(region).findByRole('article', { name: 'Quote, version 2 (waiting for your answer)' });
    expect(screen.queryByRole('alert')).toBeNull();
    // The older version is folded away, still there to compare.
    const earlier = within(region).getByText('Earlier version (1)');
    expect(earlier.closest('details')).not.toHaveAttribute('open');
    expect(
      within(earlier.closest('details') as HTMLElement).getByRole('article', {
        name: 'Quote, version 1 (replaced by a newer version)',
      }),
    ).toBeInTheDocument();
    expect(postsOf(requests)).toHaveLength(1);
    // Answering now names the new version.
    expect(buttonsOf(region)).toContain('Accept quote');
  });

  it('after a 409 quote_expired says so and no longer offers to accept', async () => {
    const user = userEvent.setup();
    await renderOrder(QUOTED_ORDER, () => apiError(409, 'quote_expired'));
    await user.click(within(quoteRegion()).getByRole('button', { name: 'Accept quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept the quote' });
    await user.click(within(dialog).getByRole('radio', { name: /^Courier/u }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and confirm the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const region = quoteRegion();
    expect(within(region).getByRole('status')).toHaveTextContent(
      'This quote expired meanwhile, so it can no longer be accepted. You can ask the team for a new one.',
    );
    expect(buttonsOf(region)).toEqual(['Ask for a new quote', 'Decline quote', 'Cancel request']);
  });

  it('is busy while the answer is on its way, then keeps the input and says what failed', async () => {
    const user = userEvent.setup();
    let answer: (value: { status: number; body: unknown }) => void = () => {};
    const { requests } = await renderOrder(
      QUOTED_ORDER,
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await user.click(within(quoteRegion()).getByRole('button', { name: 'Request changes' }));
    const dialog = screen.getByRole('dialog', { name: 'Request changes' });
    await user.type(within(dialog).getByLabelText('Your message to the team'), 'Other colours?');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    const confirm = within(dialog).getByRole('button', { name: 'Send request' });
    await waitFor(() => expect(confirm).toHaveAttribute('aria-busy', 'true'));
    expect(confirm).toBeDisabled();
    expect(dialog.querySelector('form')).toHaveAttribute('aria-busy', 'true');
    expect(postsOf(requests)).toHaveLength(1);

    answer({ status: 500, body: { error: { code: 'internal_error', message: 'Boom' } } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
    expect(confirm).not.toHaveAttribute('aria-busy');
    expect(confirm).toBeEnabled();
    expect(within(dialog).getByLabelText('Your message to the team')).toHaveValue('Other colours?');
  });

  it.each<OrderStatus>([
    'submitted',
    'quoted',
    'changes_requested',
    'confirmed',
    'processing',
    'shipped',
    'delivered',
    'cancelled',
  ])('offers only the answers the server allows when %s', async (status) => {
    const order =
      status === 'submitted' ? orderIn(status) : orderIn(status, { quotes: [makeQuote(1, 'current')] });
    await renderOrder(order, () => undefined);
    const names: Record<string, string> = {
      accept_quote: 'Accept quote',
      request_changes: 'Request changes',
      decline_quote: 'Decline quote',
      cancel: 'Cancel request',
    };
    expect(buttonsOf(quoteRegion())).toEqual(requestActions(status, 'buyer').map((action) => names[action]));
  });

  it('shows the carrier and tracking number once shipped, and the chosen delivery', async () => {
    const shipped = orderIn('shipped', {
      version: 5,
      quotes: [makeQuote(1, 'accepted')],
      acceptedDeliveryOption: 0,
      carrier: 'ACS',
      trackingNumber: 'ACS-123456',
    });
    await renderOrder(shipped, () => undefined);
    const shipment = within(quoteRegion()).getByRole('region', { name: 'Shipment' });
    expect(within(shipment).getByText('Carrier').nextElementSibling).toHaveTextContent('ACS');
    expect(within(shipment).getByText('Tracking number').nextElementSibling).toHaveTextContent('ACS-123456');
    // A known carrier's number opens its tracking page.
    expect(
      within(shipment).getByRole('link', {
        name: 'Track parcel ACS-123456 on the ACS Courier website (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.acscourier.net/en/track-and-trace/?trackingNumber=ACS-123456');
    expect(within(quoteRegion()).getByRole('row', { name: /^Courier\s+— your choice/u })).toBeInTheDocument();
  });
});

describe('the status timeline', () => {
  it('lists who did what and when, translated, with the notes', async () => {
    const history: RequestEvent[] = [
      SUBMITTED,
      QUOTED,
      {
        action: 'request_changes',
        from: 'quoted',
        status: 'changes_requested',
        by: { kind: 'buyer', name: TEST_BUYER.businessName },
        note: 'Can you do navy?',
        at: '2026-03-04T08:00:00.000Z',
      },
      { ...QUOTED, from: 'changes_requested', at: '2026-03-04T15:00:00.000Z', note: 'Navy it is.' },
    ];
    await renderOrder(orderIn('quoted', { version: 4 }, history), () => undefined, 'gr');
    const timeline = screen.getByRole('region', { name: 'Ιστορικό κατάστασης' });
    expect(
      within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Αποστολή αιτήματος από εσάς, 2 Μαρτίου 2026Κατάσταση: Υποβλήθηκε',
      'Αποστολή προσφοράς από Eleni Papadopoulou (ομάδα του καταστήματος), 3 Μαρτίου 2026Κατάσταση: Υποβλήθηκε → Στάλθηκε προσφορά',
      'Αίτημα αλλαγών από εσάς, 4 Μαρτίου 2026Κατάσταση: Στάλθηκε προσφορά → Ζητήθηκαν αλλαγέςΣημείωση: Can you do navy?',
      'Αποστολή προσφοράς από Eleni Papadopoulou (ομάδα του καταστήματος), 4 Μαρτίου 2026Κατάσταση: Ζητήθηκαν αλλαγές → Στάλθηκε προσφοράΣημείωση: Navy it is.',
    ]);
    expect(within(timeline).getAllByRole('listitem')[0]?.querySelector('time')).toHaveAttribute(
      'datetime',
      '2026-03-02T09:30:00.000Z',
    );
  });
});

describe('a custom-made request’s quote', () => {
  it('describes its lines in the reader’s language and links the custom-made PDF', async () => {
    const path = `/api/custom-requests/${TEST_CUSTOM_REQUEST.reference}`;
    const { requests } = fakeBff((request) => {
      if (request.method === 'GET' && request.path === path) return { body: TEST_CUSTOM_REQUEST };
      if (request.method === 'POST' && request.path.startsWith(`${path}/actions`)) {
        return { body: { ...TEST_CUSTOM_REQUEST, status: 'changes_requested' } satisfies CustomRequest };
      }
      return undefined;
    });
    vi.setSystemTime(new Date('2026-02-20T10:00:00.000Z'));
    const user = userEvent.setup();
    const store = await storeWith('gr', { buyer: TEST_BUYER });
    await renderWithShop(
      <Routes>
        <Route path="/orders/:reference" element={<OrderDetailsPage />} />
      </Routes>,
      { language: 'gr', path: `/orders/${TEST_CUSTOM_REQUEST.reference}`, store },
    );
    const region = await screen.findByRole('region', { name: 'Προσφορά' });
    const line = within(region).getByRole('row', { name: /Φορέματα/u });
    expect(within(line).getByRole('rowheader')).toHaveTextContent('Φορέματα, Βαμβάκι');
    expect(within(line).getAllByRole('cell')[3]?.textContent).toMatch(/^337,50\s€$/u);
    expect(within(region).getByRole('link', { name: /Λήψη της προσφοράς/u })).toHaveAttribute(
      'href',
      `/api/custom-requests/${TEST_CUSTOM_REQUEST.reference}/quote.pdf?lang=gr`,
    );
    await user.click(within(region).getByRole('button', { name: 'Αίτημα αλλαγών' }));
    const dialog = screen.getByRole('dialog', { name: 'Αίτημα αλλαγών' });
    await user.type(within(dialog).getByLabelText('Το μήνυμά σας προς την ομάδα'), 'Λίγο φθηνότερα;');
    await user.click(within(dialog).getByRole('button', { name: 'Αποστολή αιτήματος' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsOf(requests)).toEqual([
      {
        method: 'POST',
        path: `${path}/actions?lang=gr`,
        body: { action: 'request_changes', version: 2, note: 'Λίγο φθηνότερα;' },
      },
    ]);
    // The request is read again (tag invalidated).
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.path === path).length).toBeGreaterThan(1),
    );
  });
});

describe('accepting when the last pieces are gone', () => {
  /** The BFF's 409: the sizes short, keyed `<productId>.<size>`; nothing was confirmed. */
  const STOCK_SHORT = {
    status: 409,
    body: {
      error: {
        code: 'stock_short',
        message: 'Some sizes of this order are no longer in stock in these numbers.',
        fields: { '3.M': 'out_of_stock' },
      },
    },
  };
  /** The BFF after another buyer took the last pieces of M: nothing confirmed, the lines say what is free. */
  const shortNow: Order = {
    ...QUOTED_ORDER,
    lines: QUOTED_ORDER.lines.map((line) => ({
      ...line,
      stockShortfalls: [{ size: 'M' as const, requested: 5, free: 1 }],
    })),
  };

  it('names the sizes, says nothing was confirmed, and offers asking for changes right there', async () => {
    const user = userEvent.setup();
    const { requests, state } = await renderOrder(QUOTED_ORDER, (request) => {
      const body = request.body as { action: string };
      if (body.action === 'accept_quote') {
        state.order = shortNow;
        return STOCK_SHORT;
      }
      const changed = orderIn('changes_requested', { version: 3 }, [SUBMITTED, QUOTED]);
      state.order = changed;
      return { body: changed };
    });
    await user.click(within(quoteRegion()).getByRole('button', { name: 'Accept quote' }));
    const dialog = screen.getByRole('dialog', { name: 'Accept the quote' });
    await user.click(within(dialog).getByRole('radio', { name: /^Courier/u }));
    await user.click(within(dialog).getByRole('button', { name: 'Accept and confirm the order' }));

    const alert = await within(quoteRegion()).findByRole('alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(alert).toHaveFocus();
    expect(alert).toHaveTextContent('Some sizes are no longer available in these numbers');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Boho maxi dress, size M');
    expect(alert).toHaveTextContent('Nothing was confirmed and your quote is still open.');
    // Refetched: the request is still quoted and its line says what is free now.
    const pieces = screen.getByRole('region', { name: 'Pieces ordered' });
    await waitFor(() => expect(pieces).toHaveTextContent('M: only 1 free now'));
    expect(pieces).toHaveTextContent('More than we hold now; the team quotes a part');
    expect(screen.getByText('Status').nextElementSibling).toHaveTextContent('Quoted');

    // The way on is one Tab away: ask for changes, the message already says which sizes.
    await user.tab();
    const ask = within(alert).getByRole('button', { name: 'Request changes' });
    expect(ask).toHaveFocus();
    await user.keyboard('{Enter}');
    const changes = screen.getByRole('dialog', { name: 'Request changes' });
    const message = within(changes).getByLabelText('Your message to the team');
    expect(message).toHaveValue(
      'Hello, when we accepted the quote these sizes were no longer available in the numbers we asked for: Boho maxi dress, size M. Could you send us a new quote with what you can offer (a part, a back-order or an alternative)?',
    );
    await user.click(within(changes).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postsOf(requests).map((r) => (r.body as { action: string }).action)).toEqual([
      'accept_quote',
      'request_changes',
    ]);
  });

  it('says it in Greek', async () => {
    const user = userEvent.setup();
    const { state } = await renderOrder(
      QUOTED_ORDER,
      () => {
        state.order = shortNow;
        return STOCK_SHORT;
      },
      'gr',
    );
    const region = screen.getByRole('region', { name: 'Προσφορά' });
    await user.click(within(region).getByRole('button', { name: 'Αποδοχή προσφοράς' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getAllByRole('radio')[0] as HTMLElement);
    await user.click(within(dialog).getByRole('button', { name: /^Αποδοχή/u }));
    const alert = await within(region).findByRole('alert');
    expect(alert).toHaveTextContent('Κάποια μεγέθη δεν είναι πια διαθέσιμα σε αυτές τις ποσότητες');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Boho maxi dress, μέγεθος M');
    expect(alert).toHaveTextContent('Δεν επιβεβαιώθηκε τίποτα');
    expect(within(alert).getByRole('button', { name: 'Αίτημα αλλαγών' })).toBeInTheDocument();
  });
});
