import { formatPrice, type OrderStatus, type Quote, quoteTotals, requestActions } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeBff } from '../testing/fake-bff.ts';
import { orderIn, TEST_STAFF } from '../testing/fixtures.ts';
import { storeWith } from '../testing/shop-cache.ts';
import { offeredActions } from './components/RequestActions.tsx';

/** The order fixture's delivery preference, as the office names it in English. */
const PREFERENCE = 'Standard';

import OrderRequestPage from './OrderRequestPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/office/orders/WS-2026-000012';
const THREAD = { messages: [] };

async function renderOrder(routes: FakeRoutes) {
  const bff = fakeBff((request) => {
    if (request.path.startsWith(`${PATH}/messages`)) return { body: THREAD };
    return routes(request);
  });
  const store = await storeWith('en', { staff: TEST_STAFF });
  await renderWithShop(
    <Routes>
      <Route path="/office/orders/:reference" element={<OrderRequestPage />} />
    </Routes>,
    { language: 'en', path: '/office/orders/WS-2026-000012', store },
  );
  await screen.findByRole('heading', { level: 1, name: 'Order request WS-2026-000012' });
  await screen.findByRole('heading', { level: 2, name: 'History' });
  return bff;
}

const eur = (cents: number) => formatPrice(cents, 'en');

/** Two lines (10 % off the first, the second at 12,50), an extra and two delivery options. */
async function fillDraft(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText('Discount, Red Tiered Maxi Dress'), 'percent');
  await user.type(screen.getByLabelText('Discount in percent, Red Tiered Maxi Dress'), '10');
  const second = screen.getByLabelText('Unit price in euros, Linen Blouse');
  await user.clear(second);
  await user.type(second, '12,50');
  await user.click(screen.getByRole('button', { name: 'Add an extra line' }));
  await user.type(screen.getByLabelText('Extra 1: description'), 'Brand labels');
  await user.type(screen.getByLabelText('Extra 1: amount in euros'), '30');
  // A first quote starts from the buyer's delivery preference.
  const firstOption = screen.getByLabelText('Option 1: name');
  expect(firstOption).toHaveValue(PREFERENCE);
  await user.clear(firstOption);
  await user.type(firstOption, 'Courier');
  await user.type(screen.getByLabelText('Option 1: cost in euros'), '10');
  await user.type(screen.getByLabelText('Option 1: lead time in days'), '3');
  await user.click(screen.getByRole('button', { name: 'Add a delivery option' }));
  await user.type(screen.getByLabelText('Option 2: name'), 'Express');
  await user.type(screen.getByLabelText('Option 2: cost in euros'), '25.50');
  await user.type(screen.getByLabelText('Option 2: lead time in days'), '1');
}

describe('order request page', () => {
  it('shows the buyer, the lines with their sizes and prices, and the logo to download', async () => {
    await renderOrder((r) => (r.path.startsWith(PATH) ? { body: orderIn() } : undefined));
    expect(screen.getByText(/Boutique Kifisia \(/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'boutique@example.gr' })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Red Tiered Maxi Dress/ });
    expect(row).toHaveTextContent('S 5, M 5');
    expect(row).toHaveTextContent(eur(2250));
    expect(row).toHaveTextContent(eur(22500));
    expect(within(row).getByRole('link', { name: 'Download logo.png' })).toHaveAttribute(
      'href',
      '/api/office/uploads/up-logo',
    );
  });

  it('says per line which sizes ask for more than is free now: requested vs free', async () => {
    const order = orderIn();
    const [first, second] = order.lines;
    if (!first || !second) throw new Error('the fixture has two lines');
    const withStock = {
      ...order,
      lines: [
        { ...first, stockShortfalls: [{ size: 'M' as const, requested: 5, free: 2 }] },
        { ...second, stockShortfalls: [] },
      ],
    };
    await renderOrder((r) => (r.path.startsWith(PATH) ? { body: withStock } : undefined));
    expect(screen.getByRole('columnheader', { name: 'Stock now' })).toBeInTheDocument();
    const short = screen.getByRole('row', { name: /Red Tiered Maxi Dress/ });
    expect(within(short).getByRole('listitem')).toHaveTextContent('M: 5 requested, 2 free');
    expect(screen.getByRole('row', { name: /Linen Blouse/ })).toHaveTextContent('No shortfall');
    expect(
      screen.getByText(/^Sizes asking for more than is free now \(not back-ordered\)/),
    ).toBeInTheDocument();
  });

  it('has no stock column while every line is within what is free', async () => {
    const order = orderIn();
    const enough = { ...order, lines: order.lines.map((line) => ({ ...line, stockShortfalls: [] })) };
    await renderOrder((r) => (r.path.startsWith(PATH) ? { body: enough } : undefined));
    expect(screen.getByRole('row', { name: /Red Tiered Maxi Dress/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Stock now' })).toBeNull();
  });

  it('has no stock column once the request is past its quote (no shortfalls in the answer)', async () => {
    await renderOrder((r) => (r.path.startsWith(PATH) ? { body: orderIn('confirmed', 3) } : undefined));
    expect(screen.queryByRole('columnheader', { name: 'Stock now' })).toBeNull();
  });

  it('totals as you type are quoteTotals of the draft', async () => {
    const user = userEvent.setup();
    await renderOrder((r) => (r.path.startsWith(PATH) ? { body: orderIn() } : undefined));
    await fillDraft(user);
    const expected = quoteTotals({
      lines: [
        { quantity: 10, unitPriceCents: 2250, discountBasisPoints: 1000 },
        { quantity: 20, unitPriceCents: 1250 },
      ],
      extras: [{ amountCents: 3000 }],
      deliveryOptions: [{ costCents: 1000 }, { costCents: 2550 }],
      vatRateBasisPoints: 2400,
    });
    expect(screen.getByTestId('quote-line-0')).toHaveTextContent(eur(expected.lines[0]?.netCents ?? -1));
    expect(screen.getByTestId('quote-line-1')).toHaveTextContent(eur(expected.lines[1]?.netCents ?? -1));
    expect(screen.getByTestId('extras-total')).toHaveTextContent(eur(expected.extrasCents));
    expect(screen.getByTestId('goods-net')).toHaveTextContent(eur(expected.goodsNetCents));
    expected.options.forEach((option, i) => {
      const row = screen.getByTestId(`option-total-${i}`);
      expect(row).toHaveTextContent(
        `net ${eur(option.netCents)}, VAT ${eur(option.vatCents)}, total ${eur(option.grossCents)}`,
      );
    });
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
  ])('offers the steps of the table when %s', async (status) => {
    await renderOrder((r) => (r.path.startsWith(PATH) ? { body: orderIn(status) } : undefined));
    const names: Record<string, string> = {
      start_processing: 'Start processing',
      mark_shipped: 'Mark shipped',
      mark_delivered: 'Mark delivered',
      cancel: 'Cancel request',
    };
    const expected = offeredActions(requestActions(status, 'staff')).map((a) => names[a]);
    const section = screen.queryByRole('region', { name: 'Next steps' });
    const shown = section
      ? within(section)
          .getAllByRole('button')
          .map((b) => b.textContent)
      : [];
    expect(shown).toEqual(expected);
    expect(Boolean(screen.queryByRole('button', { name: 'Send quote' }))).toBe(
      requestActions(status, 'staff').includes('send_quote'),
    );
  });

  it('reads an amount typed the Greek way on an English page, shows how it read it, and says what is wrong', async () => {
    const user = userEvent.setup();
    await renderOrder((r) => (r.path.startsWith(PATH) ? { body: orderIn() } : undefined));
    const price = screen.getByLabelText('Unit price in euros, Linen Blouse');
    await user.clear(price);
    await user.type(price, '1.250,00');
    expect(price).toHaveAccessibleDescription(`Read as ${eur(125_000)}`);
    // 20 pieces at €1,250.00 in the line's total, not €0.
    expect(screen.getByTestId('quote-line-1')).toHaveTextContent(eur(2_500_000));
    // Ambiguous on its own, "12,505" is read the page's way, and the hint says so.
    await user.clear(price);
    await user.type(price, '12,505');
    expect(price).toHaveAccessibleDescription(`Read as ${eur(1_250_500)}`);
    await user.clear(price);
    await user.type(price, '12.505');
    expect(price).toHaveAccessibleDescription('At most two decimals (the cents), e.g. 12,50.');
  });

  it('marks shipped with the carrier and tracking number, both required, and the version', async () => {
    const user = userEvent.setup();
    const { requests } = await renderOrder((r) =>
      r.path.startsWith(PATH) ? { body: orderIn('processing', 5) } : undefined,
    );
    await user.click(screen.getByRole('button', { name: 'Mark shipped' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark shipped' });
    expect(within(dialog).getByLabelText('Carrier')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(within(dialog).getByLabelText('Carrier')).toHaveAccessibleDescription(
      'The buyer gets a tracking link for ELTA, ACS Courier, Speedex, Geniki Taxydromiki, DHL Express; any other carrier is shown as typed. This field is required.',
    );
    await user.type(within(dialog).getByLabelText('Carrier'), 'ACS');
    await user.type(within(dialog).getByLabelText('Tracking number'), 'ACS-1');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: `${PATH}/actions`,
      body: { action: 'mark_shipped', version: 5, carrier: 'ACS', trackingNumber: 'ACS-1' },
    });
  });

  it('after a 409 stale_order: says so, reloads, keeps the draft and sends against the new version', async () => {
    const user = userEvent.setup();
    let version = 1;
    let posts = 0;
    const { requests } = await renderOrder((r) => {
      if (r.method === 'POST' && r.path.startsWith(`${PATH}/quotes`)) {
        posts += 1;
        if (posts === 1) {
          version = 2;
          return {
            status: 409,
            body: {
              error: { code: 'stale_order', message: 'stale' },
              current: { status: 'submitted', version: 2 },
            },
          };
        }
        return { status: 201, body: orderIn('quoted', 3) };
      }
      return r.path.startsWith(PATH) ? { body: orderIn('submitted', version) } : undefined;
    });
    await fillDraft(user);
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Someone changed this request while you were editing/,
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.method === 'GET' && r.path.startsWith(`${PATH}?`))).toHaveLength(2),
    );
    expect(screen.getByLabelText('Unit price in euros, Linen Blouse')).toHaveValue('12,50');
    expect(screen.getByLabelText('Extra 1: description')).toHaveValue('Brand labels');
    expect(screen.getByLabelText('Option 2: cost in euros')).toHaveValue('25.50');
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(posts).toBe(2));
    const sent = requests
      .filter((r) => r.method === 'POST')
      .map((r) => (r.body as { version: number }).version);
    expect(sent).toEqual([1, 2]);
    const second = requests.filter((r) => r.method === 'POST')[1]?.body;
    expect(second).toMatchObject({
      lines: [
        { position: 1, unitPriceCents: 2250, discountBasisPoints: 1000 },
        { position: 2, unitPriceCents: 1250 },
      ],
      extras: [{ label: 'Brand labels', amountCents: 3000 }],
      deliveryOptions: [
        { label: 'Courier', costCents: 1000, leadTimeDays: 3 },
        { label: 'Express', costCents: 2550, leadTimeDays: 1 },
      ],
      vatRateBasisPoints: 2400,
    });
  });

  it('after a colleague sent a version meanwhile: shows it beside the draft and asks before replacing it', async () => {
    const user = userEvent.setup();
    let reloaded = false;
    const colleagues: Quote = {
      version: 1,
      createdAt: '2026-03-02T10:30:00.000Z',
      createdBy: 'Nikos Pappas',
      lines: [],
      extras: [],
      extrasCents: 0,
      goodsNetCents: 40_000,
      deliveryOptions: [
        {
          index: 0,
          label: 'Courier',
          costCents: 900,
          leadTimeDays: 3,
          netCents: 0,
          vatCents: 0,
          grossCents: 0,
        },
      ],
      vatRateBasisPoints: 2400,
      validUntil: '2026-03-16',
      note: '',
      state: 'current',
    };
    const { requests } = await renderOrder((r) => {
      if (r.method === 'POST' && r.path.startsWith(`${PATH}/quotes`)) {
        if (!reloaded) {
          reloaded = true;
          return {
            status: 409,
            body: {
              error: { code: 'stale_order', message: 'stale' },
              current: { status: 'quoted', version: 2 },
            },
          };
        }
        return { status: 201, body: orderIn('quoted', 3) };
      }
      if (!r.path.startsWith(PATH)) return undefined;
      if (!reloaded) return { body: orderIn('submitted', 1) };
      const now = orderIn('quoted', 2);
      return { body: { ...now, progress: { ...now.progress, quotes: [colleagues] } } };
    });
    await fillDraft(user);
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    const theirs = await screen.findByRole('region', {
      name: 'Nikos Pappas sent version 1 while you were editing',
    });
    expect(theirs).toHaveTextContent(eur(40_000));
    // Sending now would replace it unseen: asked first, nothing sent.
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nikos Pappas sent version 1 while you were editing: start from it or keep your draft before sending.',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(1);
    await user.click(
      within(theirs).getByRole('button', { name: 'Keep my draft (sending it replaces version 1)' }),
    );
    expect(screen.queryByRole('region', { name: /sent version 1 while you were editing/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send quote' }));
    await waitFor(() => expect(requests.filter((r) => r.method === 'POST')).toHaveLength(2));
    expect(requests.filter((r) => r.method === 'POST')[1]?.body).toMatchObject({
      version: 2,
      lines: [
        { position: 1, unitPriceCents: 2250, discountBasisPoints: 1000 },
        { position: 2, unitPriceCents: 1250 },
      ],
    });
  });

  it.each(['Send quote', 'Preview the buyer’s mail'])(
    '%s: the field errors of a 400 show beside their fields, and no preview opens',
    async (button) => {
      const user = userEvent.setup();
      await renderOrder((r) => {
        if (r.method === 'POST') {
          return {
            status: 400,
            body: {
              error: { code: 'validation_failed', message: 'bad', fields: { validUntil: 'date_in_past' } },
            },
          };
        }
        return r.path.startsWith(PATH) ? { body: orderIn() } : undefined;
      });
      await user.clear(screen.getByLabelText('Option 1: name'));
      await user.type(screen.getByLabelText('Option 1: name'), 'Courier');
      await user.type(screen.getByLabelText('Option 1: cost in euros'), '10');
      await user.type(screen.getByLabelText('Option 1: lead time in days'), '3');
      await user.click(screen.getByRole('button', { name: button }));
      await waitFor(() =>
        expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(
          'Choose a date from today on.',
        ),
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    },
  );

  it('previews the buyer’s mail in the buyer’s language, then sends the same draft from the preview', async () => {
    const user = userEvent.setup();
    const mail = {
      language: 'gr',
      to: 'boutique@example.gr',
      subject: 'Προσφορά για το αίτημα WS-2026-000012 (έκδοση 1)',
      text: 'Αγαπητή Boutique Kifisia,\n\nσας στέλνουμε την προσφορά μας.',
    };
    const { requests } = await renderOrder((r) => {
      if (r.method === 'POST' && r.path === `${PATH}/quote-preview`) return { body: mail };
      if (r.method === 'POST' && r.path === `${PATH}/quotes`)
        return { status: 201, body: orderIn('quoted', 2) };
      return r.path.startsWith(PATH) ? { body: orderIn() } : undefined;
    });
    await fillDraft(user);
    const opener = screen.getByRole('button', { name: 'Preview the buyer’s mail' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'The buyer’s mail' });
    expect(dialog).toHaveAccessibleDescription(/in Greek \(their language\).*Nothing has been sent yet/);
    expect(within(dialog).getByText(mail.subject)).toHaveAttribute('lang', 'el');
    expect(within(dialog).getByRole('region', { name: 'Mail text' })).toHaveTextContent(
      'σας στέλνουμε την προσφορά μας.',
    );
    const previewed = requests.find((r) => r.path === `${PATH}/quote-preview`)?.body;
    expect(previewed).toMatchObject({ version: 1, extras: [{ label: 'Brand labels', amountCents: 3000 }] });
    expect(requests.some((r) => r.path === `${PATH}/quotes`)).toBe(false);

    // Back to the draft: nothing sent, focus back on the button that opened it.
    await user.click(within(dialog).getByRole('button', { name: 'Back to the quote' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'The buyer’s mail' })).getByRole('button', {
        name: 'Send quote',
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = requests.filter((r) => r.path === `${PATH}/quotes`);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual(previewed);
  });
});
