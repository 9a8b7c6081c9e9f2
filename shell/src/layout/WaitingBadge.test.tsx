import type { Language, MeResponse } from '@shop/contracts';
import { createShopStore } from '@shop/platform';
import { resolveRequestsAgainstPage } from '@shop/platform/relative-requests';
import { renderWithShop } from '@shop/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellApi } from '../api/area.ts';
import { setUpShellI18n } from '../testing.ts';
import { TopBar } from './TopBar.tsx';
import { WaitingBadge } from './WaitingBadge.tsx';

const BUYER = { id: 'b1', email: 'maria@boutique.gr', businessName: 'Boutique Maria' };

/** The BFF behind `fetch`: the waiting count the test sets, and every path asked for. */
let waiting = 0;
let asked: string[] = [];

beforeAll(setUpShellI18n);
beforeEach(() => {
  waiting = 0;
  asked = [];
  // jsdom has no media queries; the mobile menu listens for the window becoming wide.
  window.matchMedia = vi.fn(() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
  resolveRequestsAgainstPage();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const { pathname } = new URL(request.url);
      asked.push(pathname);
      const body =
        pathname === '/api/orders/waiting'
          ? { count: waiting }
          : pathname === '/api/basket'
            ? { lines: [], totalItems: 0, totalPriceCents: 0 }
            : { error: { code: 'not_found', message: 'No such route.' } };
      return new Response(JSON.stringify(body), {
        status: 'error' in body ? 404 : 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function storeFor(me: MeResponse, language: Language = 'en') {
  const store = createShopStore({ locale: { language } });
  store.dispatch(shellApi.util.upsertQueryData('me' as never, undefined as never, me as never));
  return store;
}

describe('WaitingBadge', () => {
  it('is not there at 0', async () => {
    const { container } = await renderWithShop(<WaitingBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the number and says what it means', async () => {
    await renderWithShop(
      <a href="/orders">
        My orders <WaitingBadge count={2} />
      </a>,
    );
    expect(screen.getByText('2')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link')).toHaveAccessibleName('My orders 2 requests wait for your answer');
  });
});

describe('the top bar’s count of requests waiting for the buyer', { timeout: 15_000 }, () => {
  it('is hidden at 0, then shown beside My orders once a quote waits, and gone once answered', async () => {
    const user = userEvent.setup();
    const store = storeFor({ buyer: BUYER });
    await renderWithShop(<TopBar />, { store });
    const menuButton = await screen.findByRole('button', { name: 'Account menu for Boutique Maria' });
    await vi.waitFor(() => expect(asked).toContain('/api/orders/waiting'));
    expect(within(menuButton).queryByText(/\d/u)).not.toBeInTheDocument();
    await user.click(menuButton);
    expect(screen.getByRole('link', { name: 'My orders' })).toBeInTheDocument();

    // The team sent two quotes; the request lists' tags are invalidated (as a remote's write does).
    waiting = 2;
    await act(async () => {
      store.dispatch(shellApi.util.invalidateTags(['Orders']));
    });
    expect(
      await screen.findByRole('button', {
        name: 'Account menu for Boutique Maria, 2 requests wait for your answer',
      }),
    ).toHaveTextContent(/Boutique Maria\s*2/u);
    expect(screen.getByRole('link', { name: 'My orders 2 requests wait for your answer' })).toHaveAttribute(
      'href',
      '/orders',
    );

    // The buyer answers one (custom-made) quote, the other one (an order) next.
    waiting = 1;
    await act(async () => {
      store.dispatch(shellApi.util.invalidateTags(['CustomRequests']));
    });
    expect(
      await screen.findByRole('link', { name: 'My orders 1 request waits for your answer' }),
    ).toBeInTheDocument();
    waiting = 0;
    await act(async () => {
      store.dispatch(shellApi.util.invalidateTags([{ type: 'Orders' }]));
    });
    expect(
      await screen.findByRole('button', { name: 'Account menu for Boutique Maria' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toBeInTheDocument();
  });

  it('is in the mobile menu too, in Greek', async () => {
    const user = userEvent.setup();
    waiting = 3;
    await renderWithShop(<TopBar />, { store: storeFor({ buyer: BUYER }, 'gr'), language: 'gr' });
    const menu = await screen.findByRole('button', {
      name: 'Μενού 3 αιτήματα περιμένουν την απάντησή σας',
    });
    await user.click(menu);
    const dialog = screen.getByRole('dialog');
    expect(
      within(dialog).getByRole('link', {
        name: 'Οι παραγγελίες μου 3 αιτήματα περιμένουν την απάντησή σας',
      }),
    ).toHaveAttribute('href', '/orders');
  });

  it('is not asked for visitors or the shop team', async () => {
    await renderWithShop(<TopBar />, { store: storeFor({ buyer: null }) });
    await renderWithShop(<TopBar />, {
      store: storeFor({
        buyer: null,
        staff: {
          id: 's1',
          email: 'team@wholesale.gr',
          name: 'Eleni Team',
          secondFactor: 'verified',
          totpEnabled: true,
          secondFactorRequired: false,
        },
      } as MeResponse),
    });
    await screen.findByRole('button', { name: 'Staff menu for Eleni Team' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).not.toContain('/api/orders/waiting');
  });
});
