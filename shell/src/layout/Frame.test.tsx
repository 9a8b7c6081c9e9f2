import { createShopStore } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { injectedShellSlice } from '../state/shell-slice.ts';
import { setUpShellI18n } from '../testing.ts';
import { Footer } from './Footer.tsx';
import { UnderConstructionBanner } from './UnderConstructionBanner.tsx';

beforeAll(setUpShellI18n);
beforeEach(() => window.localStorage.clear());

function shellStore(bannerDismissed = false) {
  return createShopStore({
    locale: { language: 'en' },
    shell: { ...injectedShellSlice.getInitialState(), bannerDismissed },
  });
}

describe('UnderConstructionBanner', () => {
  it('says real orders cannot be placed yet, and stays dismissed', async () => {
    await renderWithShop(<UnderConstructionBanner />, { store: shellStore() });
    const notice = screen.getByRole('region', { name: 'Site notice' });
    expect(notice).toHaveTextContent('real orders cannot yet be placed');
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss notice' }));
    expect(screen.queryByRole('region', { name: 'Site notice' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('shell.bannerDismissed')).toBe('true');
  });

  it('is not shown once dismissed', async () => {
    await renderWithShop(<UnderConstructionBanner />, { store: shellStore(true) });
    expect(screen.queryByRole('region', { name: 'Site notice' })).not.toBeInTheDocument();
  });
});

describe('Footer', () => {
  it('has quick links, contact links, business hours, social links and the current year', async () => {
    await renderWithShop(<Footer onFollow={() => undefined} />);
    const footer = screen.getByRole('contentinfo');
    const quickLinks = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/ready-to-ship', '/custom-made', '/how-it-works', '/about', '/contact']);
    expect(within(footer).getByRole('link', { name: 'info@wholesale-fashion.gr' })).toHaveAttribute(
      'href',
      'mailto:info@wholesale-fashion.gr',
    );
    expect(within(footer).getByRole('link', { name: '+30 210 123 4567' })).toHaveAttribute(
      'href',
      'tel:+302101234567',
    );
    expect(footer).toHaveTextContent('Athens, Greece');
    const hours = within(footer)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextSibling?.textContent]);
    expect(hours).toEqual([
      ['Monday – Friday', '9:00 – 20:00'],
      ['Saturday', '10:00 – 20:00'],
      ['Sunday', 'Closed'],
    ]);
    expect(within(footer).getByRole('link', { name: 'Instagram (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Wholesale Fashion`);
  });

  it('follows a quick link inside the page; a click for a new tab is the browser’s', async () => {
    const followed: string[] = [];
    await renderWithShop(<Footer onFollow={(to) => followed.push(to)} />);
    const about = within(screen.getByRole('navigation', { name: 'Quick links' })).getByRole('link', {
      name: 'About us',
    });
    expect(fireEvent.click(about)).toBe(false);
    expect(fireEvent.click(about, { ctrlKey: true })).toBe(true);
    expect(followed).toEqual(['/about']);
  });

  it('gives the hours in Greek', async () => {
    await renderWithShop(<Footer onFollow={() => undefined} />, { language: 'gr' });
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Δευτέρα – Παρασκευή');
    expect(footer).toHaveTextContent('ΚυριακήΚλειστά');
  });
});
