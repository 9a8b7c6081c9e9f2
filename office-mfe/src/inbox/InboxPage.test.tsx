import type { Language } from '@shop/contracts';
import { Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeBff, readsOf } from '../testing/fake-bff.ts';
import {
  buyerIn,
  messageIn,
  page,
  sampleIn,
  TEST_CUSTOM_ROW,
  TEST_INBOX,
  TEST_ORDER_ROW,
  TEST_STAFF,
} from '../testing/fixtures.ts';
import { LocationProbe } from '../testing/LocationProbe.tsx';
import { storeWith, TEST_BUYER } from '../testing/shop-cache.ts';
import InboxPage from './InboxPage.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The BFF of a quiet day: the counts, and every list empty unless `routes` answers it. */
function bff(routes: FakeRoutes = () => undefined) {
  return fakeBff((request) => {
    const answer = routes(request);
    if (answer) return answer;
    if (request.path === '/api/office/inbox') return { body: TEST_INBOX };
    if (request.method === 'GET' && request.path.startsWith('/api/office/')) return { body: page([]) };
    return undefined;
  });
}

async function renderInbox(path = '/office', language: Language = 'en') {
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
      <Route path="/office/login" element={<LocationProbe />} />
    </Routes>,
    { language, path, store },
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('the inbox', () => {
  it('shows how much waits in each list and, for the list shown, per status', async () => {
    bff();
    await renderInbox();
    const tabs = await screen.findByRole('tablist', { name: 'Lists' });
    const orders = within(tabs).getByRole('tab', { name: 'Order requests 7 waiting' });
    expect(orders).toHaveAttribute('aria-selected', 'true');
    expect(within(tabs).getByRole('tab', { name: 'Custom-made requests 2 waiting' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Sample requests 6 waiting' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Contact messages 6 waiting' })).toBeInTheDocument();
    expect(within(tabs).getByRole('tab', { name: 'Pending buyers 2 waiting' })).toBeInTheDocument();

    const byStatus = screen.getByRole('group', { name: 'Waiting, by status' });
    expect(within(byStatus).getByRole('button', { name: 'Submitted 3' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(byStatus).getByRole('button', { name: 'Confirmed 2' })).toBeInTheDocument();
    // Finished statuses are not work waiting: the inbox does not count them.
    expect(within(byStatus).queryByRole('button', { name: /Delivered/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    expect(screen.getByText(`Logged in as ${TEST_STAFF.name}`, { exact: false })).toBeInTheDocument();
  });

  it('lists order requests with reference, business, date, translated status, pieces and total', async () => {
    bff((request) =>
      request.path.startsWith('/api/office/orders') ? { body: page([TEST_ORDER_ROW]) } : undefined,
    );
    await renderInbox('/office', 'gr');
    const row = await screen.findByRole('row', { name: /WS-2026-000012/ });
    expect(within(row).getByRole('link', { name: 'WS-2026-000012' })).toHaveAttribute(
      'href',
      '/office/orders/WS-2026-000012',
    );
    expect(row).toHaveTextContent('Boutique Kifisia');
    expect(row).toHaveTextContent('2 Μαρτίου 2026');
    expect(within(row).getByText('Υποβλήθηκε')).toBeInTheDocument();
    expect(row).toHaveTextContent('35');
    expect(row).toHaveTextContent(/699,65\s€/u);
  });

  it('lists custom-made requests, linked to their own page, without a total before a quote', async () => {
    const { requests } = bff((request) =>
      request.path.startsWith('/api/office/custom-requests') ? { body: page([TEST_CUSTOM_ROW]) } : undefined,
    );
    await renderInbox('/office?tab=custom-requests');
    const row = await screen.findByRole('row', { name: /CR-2026-000004/ });
    expect(within(row).getByRole('link', { name: 'CR-2026-000004' })).toHaveAttribute(
      'href',
      '/office/custom-requests/CR-2026-000004',
    );
    expect(within(row).getByText('Changes requested')).toBeInTheDocument();
    expect(row).toHaveTextContent('Not quoted yet');
    expect(readsOf(requests, '/api/office/orders')).toHaveLength(0);
  });

  it('keeps the list, its filters and search in the URL, both ways', async () => {
    const user = userEvent.setup();
    const { requests } = bff();
    await renderInbox('/office?tab=samples&status=approved&from=2026-03-01&to=2026-03-31&q=Kif&buyer=b-7');

    // From the URL to the fields and the request.
    await waitFor(() => expect(readsOf(requests, '/api/office/samples')).toHaveLength(1));
    expect(readsOf(requests, '/api/office/samples')[0]?.path).toBe(
      '/api/office/samples?status=approved&buyer=b-7&from=2026-03-01&to=2026-03-31&q=Kif&lang=en',
    );
    expect(screen.getByRole('tab', { name: /Sample requests/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Status')).toHaveValue('approved');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-31');
    expect(screen.getByLabelText('Buyer ID')).toHaveValue('b-7');
    expect(screen.getByLabelText('Search')).toHaveValue('Kif');

    // From the fields to the URL and the next request.
    await user.selectOptions(screen.getByLabelText('Status'), 'requested');
    await user.clear(screen.getByLabelText('Search'));
    await user.clear(screen.getByLabelText('Buyer ID'));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe('/office?tab=samples&status=requested&from=2026-03-01&to=2026-03-31');
    await waitFor(() => expect(readsOf(requests, '/api/office/samples')).toHaveLength(2));
    expect(readsOf(requests, '/api/office/samples')[1]?.path).toBe(
      '/api/office/samples?status=requested&from=2026-03-01&to=2026-03-31&lang=en',
    );

    // A status count filters too, and the filter shows it.
    await user.click(screen.getByRole('button', { name: 'Approved 2' }));
    expect(location()).toBe('/office?tab=samples&status=approved&from=2026-03-01&to=2026-03-31');
    expect(screen.getByLabelText('Status')).toHaveValue('approved');

    // Clearing goes back to the list as it opens.
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/office?tab=samples');
  });

  it('leaves out what the URL gets wrong rather than send it', async () => {
    const { requests } = bff();
    await renderInbox('/office?tab=nowhere&status=approved&from=2026-02-31&q=%20');
    await waitFor(() => expect(readsOf(requests, '/api/office/orders')).toHaveLength(1));
    // An unknown list is the first one; `approved` is no order status; 31 February is no day.
    expect(readsOf(requests, '/api/office/orders')[0]?.path).toBe('/api/office/orders');
  });

  it('refuses a date range that ends before it starts, on the field', async () => {
    const user = userEvent.setup();
    bff();
    await renderInbox('/office');
    await user.type(screen.getByLabelText('From'), '2026-03-10');
    await user.type(screen.getByLabelText('To'), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    await waitFor(() =>
      expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
        'The end date is before the start date.',
      ),
    );
    expect(location()).toBe('/office');
  });

  it('opens another list from its tab, keeping the dates but not the status', async () => {
    const user = userEvent.setup();
    const { requests } = bff();
    await renderInbox('/office?status=quoted&from=2026-03-01');
    await user.click(await screen.findByRole('tab', { name: /Pending buyers/ }));
    // The buyers list opens on the accounts waiting for approval.
    expect(location()).toBe('/office?tab=buyers&from=2026-03-01');
    await waitFor(() =>
      expect(readsOf(requests, '/api/office/buyers')[0]?.path).toBe(
        '/api/office/buyers?status=pending&from=2026-03-01',
      ),
    );
    expect(screen.getByLabelText('Status')).toHaveValue('pending');
  });

  it('loads the next page with "More", moving focus to its first row; arrow keys move between rows', async () => {
    const user = userEvent.setup();
    const second = { ...TEST_ORDER_ROW, reference: 'WS-2026-000011' };
    const third = { ...TEST_ORDER_ROW, reference: 'WS-2026-000010' };
    const { requests } = bff((request) => {
      if (request.path === '/api/office/orders') return { body: page([TEST_ORDER_ROW, second], 'c-2') };
      if (request.path === '/api/office/orders?cursor=c-2') return { body: page([third]) };
      return undefined;
    });
    await renderInbox();
    expect(await screen.findByText('2 shown.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'WS-2026-000010' })).toHaveFocus());
    expect(screen.getByText('3 shown. That is all.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(readsOf(requests, '/api/office/orders').map((r) => r.path)).toEqual([
      '/api/office/orders',
      '/api/office/orders?cursor=c-2',
    ]);

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'WS-2026-000011' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'WS-2026-000012' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'WS-2026-000010' })).toHaveFocus();
  });

  it('says so when nothing matches', async () => {
    bff();
    await renderInbox();
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
  });

  it('logs out to the staff log-in', async () => {
    const user = userEvent.setup();
    const { requests } = bff((request) =>
      request.path === '/api/auth/logout' ? { status: 204 } : undefined,
    );
    await renderInbox('/office?tab=samples');
    await user.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(location()).toBe('/office/login'));
    expect(requests.some((r) => r.method === 'POST' && r.path === '/api/auth/logout')).toBe(true);
  });
});

describe('who may see the inbox', () => {
  it('sends a visitor to the staff log-in, with the way back', async () => {
    bff();
    const store = await storeWith('en');
    await renderWithShop(
      <Routes>
        <Route path="/office" element={<InboxPage />} />
        <Route path="/office/login" element={<LocationProbe />} />
      </Routes>,
      { path: '/office?tab=samples', store },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/office/login?returnTo=%2Foffice%3Ftab%3Dsamples',
    );
  });

  it('sends a member who still owes the code to the log-in, which asks for it', async () => {
    bff();
    const store = await storeWith('en', { staff: { ...TEST_STAFF, secondFactor: 'required' } });
    await renderWithShop(
      <Routes>
        <Route path="/office" element={<InboxPage />} />
        <Route path="/office/login" element={<LocationProbe />} />
      </Routes>,
      { path: '/office', store },
    );
    expect(await screen.findByTestId('location')).toHaveTextContent('/office/login');
  });

  it.each([
    ['en', 'This area is for the shop team', 'Back to the shop'],
    ['gr', 'Αυτός ο χώρος είναι για την ομάδα του καταστήματος', 'Επιστροφή στο κατάστημα'],
  ] as const)(
    'tells a buyer, in %s, that it is for the team, with the way back',
    async (language, title, back) => {
      const { requests } = bff();
      const store = await storeWith(language, { buyer: TEST_BUYER });
      await renderWithShop(<InboxPage />, { language, path: '/office', store });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/');
      // Nothing of the office is asked for.
      expect(requests).toEqual([]);
    },
  );
});

describe('lists with actions', () => {
  it('offers each sample the steps its status allows', async () => {
    bff((request) =>
      request.path.startsWith('/api/office/samples')
        ? { body: page(['requested', 'approved', 'declined', 'shipped'].map((s) => sampleIn(s as never))) }
        : undefined,
    );
    await renderInbox('/office?tab=samples');
    const items = await screen.findAllByRole('listitem');
    const buttonsOf = (index: number) =>
      within(items[index] as HTMLElement)
        .queryAllByRole('button')
        .map((button) => button.textContent);
    expect(buttonsOf(0)).toEqual(['Approve', 'Decline']);
    expect(buttonsOf(1)).toEqual(['Mark shipped']);
    expect(buttonsOf(2)).toEqual([]);
    expect(buttonsOf(3)).toEqual([]);
    expect(items[3]).toHaveTextContent('Shipped with ACS, tracking number ACS-123456');
    expect(
      within(items[3] as HTMLElement).getByRole('link', {
        name: 'Track parcel ACS-123456 on the ACS Courier website (opens in a new tab)',
      }),
    ).toHaveAttribute('href', 'https://www.acscourier.net/en/track-and-trace/?trackingNumber=ACS-123456');
    expect(items[0]).toHaveTextContent('Express, €15.00');
  });

  it('offers pending buyers approve and reject, and decided ones nothing', async () => {
    bff((request) =>
      request.path.startsWith('/api/office/buyers')
        ? { body: page([buyerIn('pending'), buyerIn('approved'), buyerIn('rejected')]) }
        : undefined,
    );
    await renderInbox('/office?tab=buyers&status=all');
    const item = (approval: string) => screen.getByRole('listitem', { name: `Boutique ${approval}` });
    await screen.findByRole('listitem', { name: 'Boutique pending' });
    expect(
      within(item('pending'))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Reject']);
    expect(within(item('approved')).queryAllByRole('button')).toEqual([]);
    expect(within(item('rejected')).queryAllByRole('button')).toEqual([]);
  });

  it('leads from a buyer to each of their lists, which then say whose they are', async () => {
    const user = userEvent.setup();
    const buyer = buyerIn('approved', 'b-42');
    const { requests } = bff((request) => {
      if (request.path.startsWith('/api/office/buyers')) return { body: page([buyer]) };
      if (request.path === '/api/office/custom-requests?buyer=b-42') return { body: page([TEST_CUSTOM_ROW]) };
      return undefined;
    });
    await renderInbox('/office?tab=buyers&status=all&q=Boutique');
    const links = await screen.findByRole('navigation', { name: 'This buyer’s requests: Boutique approved' });
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Order requests', '/office?buyer=b-42'],
      ['Custom-made requests', '/office?tab=custom-requests&buyer=b-42'],
      ['Sample requests', '/office?tab=samples&buyer=b-42'],
      ['Contact messages', '/office?tab=contact-messages&buyer=b-42'],
    ]);

    await user.click(within(links).getByRole('link', { name: 'Custom-made requests' }));
    expect(location()).toBe('/office?tab=custom-requests&buyer=b-42');
    expect(await screen.findByRole('link', { name: TEST_CUSTOM_ROW.reference })).toBeInTheDocument();
    expect(
      await screen.findByText('Showing only the items of Boutique approved (approved@example.gr).'),
    ).toBeInTheDocument();
    expect(readsOf(requests, '/api/office/buyers').at(-1)?.path).toBe('/api/office/buyers?buyer=b-42');

    await user.click(screen.getByRole('link', { name: 'Show every buyer’s' }));
    expect(location()).toBe('/office?tab=custom-requests');
    expect(screen.queryByText(/Showing only the items of/)).not.toBeInTheDocument();
  });

  it('approves a sample with the version the list showed', async () => {
    const user = userEvent.setup();
    const sample = sampleIn('requested');
    const { requests } = bff((request) => {
      if (request.path.startsWith('/api/office/samples?')) return { body: page([sample]) };
      if (request.path === `/api/office/samples/${sample.id}/actions`)
        return { body: { ...sample, status: 'approved' } };
      return undefined;
    });
    await renderInbox('/office?tab=samples');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toEqual({
        method: 'POST',
        path: `/api/office/samples/${sample.id}/actions`,
        body: { action: 'approve', version: 2 },
      }),
    );
    // Done: the lists and counts are asked again.
    await waitFor(() => expect(readsOf(requests, '/api/office/inbox')).toHaveLength(2));
  });

  it('declines only with a reason, in a dialog that takes focus', async () => {
    const user = userEvent.setup();
    const sample = sampleIn('requested');
    const { requests } = bff((request) => {
      if (request.path.startsWith('/api/office/samples?')) return { body: page([sample]) };
      if (request.method === 'POST') return { body: { ...sample, status: 'declined' } };
      return undefined;
    });
    await renderInbox('/office?tab=samples');
    await user.click(await screen.findByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline the sample request' });
    expect(within(dialog).getByLabelText('Reason')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('This field is required.');
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Reason'), 'Out of stock in M.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      action: 'decline',
      version: 2,
      note: 'Out of stock in M.',
    });
  });

  it('says clearly when someone changed the sample meanwhile (409 stale_order), and reloads the list', async () => {
    const user = userEvent.setup();
    const sample = sampleIn('requested');
    const { requests } = bff((request) => {
      if (request.path.startsWith('/api/office/samples?')) return { body: page([sample]) };
      if (request.method === 'POST')
        return { status: 409, body: { error: { code: 'stale_order', message: 'x' } } };
      return undefined;
    });
    await renderInbox('/office?tab=samples');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Someone changed this item after the list was loaded, so nothing was done.',
    );
    expect(alert).toHaveFocus();
    await user.click(within(alert).getByRole('button', { name: 'Reload the list' }));
    await waitFor(() => expect(readsOf(requests, '/api/office/samples')).toHaveLength(2));
  });

  it('says so in Greek when the step is no longer possible (409 transition_not_allowed)', async () => {
    const user = userEvent.setup();
    const sample = sampleIn('approved');
    bff((request) => {
      if (request.path.startsWith('/api/office/samples?')) return { body: page([sample]) };
      if (request.method === 'POST') {
        return { status: 409, body: { error: { code: 'transition_not_allowed', message: 'x' } } };
      }
      return undefined;
    });
    await renderInbox('/office?tab=samples', 'gr');
    await user.click(await screen.findByRole('button', { name: 'Σήμανση ως απεσταλμένο' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText('Μεταφορική εταιρεία'), 'ACS');
    await user.type(within(dialog).getByLabelText('Αριθμός αποστολής'), 'ACS-1');
    await user.click(within(dialog).getByRole('button', { name: 'Σήμανση ως απεσταλμένο' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Αυτό το βήμα δεν είναι πια δυνατό');
    expect(within(dialog).getByRole('button', { name: 'Ανανέωση λίστας' })).toBeInTheDocument();
  });

  it('reads a contact message, replies with its version, and offers no reply once closed', async () => {
    const user = userEvent.setup();
    const open = messageIn('open');
    const closed = messageIn('closed');
    const { requests } = bff((request) => {
      if (
        request.path.startsWith('/api/office/contact-messages?') ||
        request.path === '/api/office/contact-messages'
      ) {
        return { body: page([open, closed]) };
      }
      if (request.method === 'POST') return { body: { ...open, status: 'answered' } };
      return undefined;
    });
    await renderInbox('/office?tab=contact-messages');
    const [first, second] = await screen.findAllByRole('button', { name: /^Read the message from/ });
    await user.click(second as HTMLElement);
    let dialog = screen.getByRole('dialog', { name: 'Message from Maria Georgiou' });
    expect(dialog).toHaveTextContent('This message is closed.');
    expect(dialog).toHaveTextContent('Yes, in 3 days.');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(first as HTMLElement);
    dialog = screen.getByRole('dialog', { name: 'Message from Maria Georgiou' });
    expect(dialog).toHaveTextContent('Do you deliver to Crete, and how long does it take?');
    expect(dialog).toHaveTextContent('No reply yet.');
    await user.type(within(dialog).getByLabelText('Your reply'), 'Yes: 3 working days.');
    await user.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.find((r) => r.method === 'POST')).toEqual({
      method: 'POST',
      path: `/api/office/contact-messages/${open.id}/reply`,
      body: { version: 1, reply: 'Yes: 3 working days.' },
    });
  });

  it('rejects a pending buyer with an optional reason', async () => {
    const user = userEvent.setup();
    const pending = buyerIn('pending');
    const { requests } = bff((request) => {
      if (request.path.startsWith('/api/office/buyers?')) return { body: page([pending]) };
      if (request.method === 'POST') return { body: { ...pending, approval: 'rejected' } };
      return undefined;
    });
    await renderInbox('/office?tab=buyers');
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: `Reject ${pending.businessName}` });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the account' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')).toEqual({
        method: 'POST',
        path: `/api/office/buyers/${pending.id}/reject`,
        body: {},
      }),
    );
  });
});
