import { createShopStore, Route, Routes } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { shellApi } from '../api/area.ts';
import { setUpShellI18n } from '../testing.ts';
import { TopBar } from './TopBar.tsx';

function visitorStore() {
  const store = createShopStore({ locale: { language: 'en' } });
  store.dispatch(shellApi.util.upsertQueryData('me' as never, undefined as never, { buyer: null } as never));
  return store;
}

function Shop() {
  return (
    <>
      <TopBar />
      <main>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/ready-to-ship" element={<h1>Ready-to-ship collection</h1>} />
          <Route path="/custom-made" element={<h1>Custom-made quote request</h1>} />
          <Route path="/about" element={<h1>About us</h1>} />
          <Route path="*" element={<h1>Elsewhere</h1>} />
        </Routes>
      </main>
      <button type="button">After the top bar</button>
    </>
  );
}

beforeAll(setUpShellI18n);
beforeEach(() => {
  // jsdom has no media queries; the mobile menu listens for the window becoming wide.
  window.matchMedia = vi.fn(() => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
  })) as never;
});

describe('the Shop menu', { timeout: 15_000 }, () => {
  it('is a disclosure the keyboard opens, moves through and closes with Escape', async () => {
    await renderWithShop(<Shop />, { store: visitorStore() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const shop = within(nav).getByRole('button', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Ready to ship' })).not.toBeInTheDocument();

    shop.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Ready to ship' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Custom made' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(within(nav).getByRole('link', { name: 'Ready to ship' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(shop).toHaveFocus();
  });

  it('opens on click, navigates and closes', async () => {
    await renderWithShop(<Shop />, { store: visitorStore() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Shop' }));
    await userEvent.click(within(nav).getByRole('link', { name: 'Custom made' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Custom-made quote request' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when focus moves on with Tab', async () => {
    await renderWithShop(<Shop />, { store: visitorStore() });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('button', { name: 'Shop' }));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(within(nav).getByRole('button', { name: 'Shop' })).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the mobile menu', { timeout: 15_000 }, () => {
  it('traps focus in a modal panel with the same links, and Escape returns focus to Menu', async () => {
    await renderWithShop(<Shop />, { store: visitorStore() });
    const menu = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menu);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    for (const name of [
      'Ready to ship',
      'Custom made',
      'How it works',
      'About us',
      'Contact',
      'Log in',
      'Register',
    ]) {
      expect(within(dialog).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    // Shift+Tab from the first control wraps to the last; Tab from the last wraps to the first.
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveFocus();
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Close menu' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link is followed', async () => {
    await renderWithShop(<Shop />, { store: visitorStore() });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'About us' }));
    expect(screen.getByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the buyer’s own links when logged in', async () => {
    const store = visitorStore();
    await renderWithShop(<Shop />, { store });
    act(() => {
      store.dispatch(
        shellApi.util.upsertQueryData(
          'me' as never,
          undefined as never,
          {
            buyer: { id: 'b1', email: 'maria@boutique.gr', businessName: 'Boutique Maria' },
          } as never,
        ),
      );
    });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'My orders' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Quick order' })).toHaveAttribute('href', '/quick-order');
    expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });
});

describe('a staff member’s top bar', { timeout: 15_000 }, () => {
  function staffStore() {
    const store = createShopStore({ locale: { language: 'en' } });
    store.dispatch(
      shellApi.util.upsertQueryData(
        'me' as never,
        undefined as never,
        {
          buyer: null,
          staff: {
            id: 's1',
            email: 'team@wholesale.gr',
            name: 'Eleni Team',
            secondFactor: 'verified',
            totpEnabled: true,
            secondFactorRequired: false,
          },
        } as never,
      ),
    );
    return store;
  }

  it('names them and offers the back office and logout, not a buyer’s pages or the log-in', async () => {
    await renderWithShop(<Shop />, { store: staffStore() });
    const menu = await screen.findByRole('button', { name: 'Staff menu for Eleni Team' });
    expect(screen.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    await userEvent.click(menu);
    expect(screen.getByRole('link', { name: 'Back office' })).toHaveAttribute('href', '/office');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My orders' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Quick order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('has the same links in the mobile menu, in Greek too', async () => {
    await renderWithShop(<Shop />, { store: staffStore(), language: 'gr' });
    await userEvent.click(screen.getByRole('button', { name: 'Μενού' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Eleni Team' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Διαχείριση καταστήματος' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Αποσύνδεση' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Σύνδεση' })).not.toBeInTheDocument();
  });
});
