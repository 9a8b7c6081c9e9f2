import { CompositionRefused, initShopI18n, registerTranslations } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/en.json';
import gr from '../i18n/gr.json';
import { IncompatibleRemoteError } from './incompatible-remote-error.ts';
import { loadRemotePage } from './load-remote-page.ts';
import { RemotePage } from './RemotePage.tsx';

vi.mock('./load-remote-page.ts', () => ({ loadRemotePage: vi.fn() }));
const load = vi.mocked(loadRemotePage);

function CataloguePage() {
  return <h1>Ready-to-ship collection</h1>;
}

describe('RemotePage', () => {
  beforeEach(async () => {
    load.mockReset();
    await initShopI18n('en');
    registerTranslations('shell', { en, gr });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the remote page once it has loaded', async () => {
    load.mockResolvedValue({ default: CataloguePage });
    await renderWithShop(<RemotePage remote="catalog" module="./ReadyToShip" />);
    expect(await screen.findByRole('heading', { name: 'Ready-to-ship collection' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('catalog', './ReadyToShip');
  });

  it('keeps a failed remote in its own area and really loads again on Retry', async () => {
    load.mockRejectedValueOnce(new Error('remote down')).mockResolvedValueOnce({ default: CataloguePage });
    await renderWithShop(<RemotePage remote="catalog" module="./ReadyToShip" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Ready-to-ship collection' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says so in Greek when Greek is on', async () => {
    load.mockRejectedValue(new Error('remote down'));
    await renderWithShop(<RemotePage remote="account" module="./Login" />, { language: 'gr' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Αυτό το τμήμα του καταστήματος δεν φορτώθηκε',
    );
    expect(screen.getByRole('button', { name: 'Δοκιμή ξανά' })).toBeInTheDocument();
  });
});

describe('RemotePage with a remote built against another contract major', () => {
  it('says the area is being updated instead of offering a broken page', async () => {
    await initShopI18n('en');
    registerTranslations('shell', { en, gr });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockReset();
    load.mockRejectedValue(
      new IncompatibleRemoteError('catalog_mfe', [{ contract: 'platform', shell: '1.0.0', remote: '2.0.0' }]),
    );
    await renderWithShop(<RemotePage remote="catalog" module="./ReadyToShip" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is being updated');
  });

  it('says the area is being updated when it adds a name another area on the page has added', async () => {
    await initShopI18n('en');
    registerTranslations('shell', { en, gr });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    load.mockReset();
    load.mockRejectedValue(
      new CompositionRefused('basket', [
        { kind: 'endpoints', name: 'basketAttachBrandLogo', owner: 'catalog' },
      ]),
    );
    await renderWithShop(<RemotePage remote="basket" module="./Basket" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This part of the shop is being updated');
    // Not retried: the same names would meet again.
    expect(load).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls.flat().join(' ')).toContain(
      'basket cannot join the page: endpoint basketAttachBrandLogo already added by catalog',
    );
  });
});
