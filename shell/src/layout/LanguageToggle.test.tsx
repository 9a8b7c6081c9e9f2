import { initShopI18n, registerTranslations, selectLanguage } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import gr from '../i18n/gr.json';
import { LanguageSync } from './LanguageSync.tsx';
import { LanguageToggle } from './LanguageToggle.tsx';

describe('LanguageToggle', () => {
  it('switches to Greek everywhere: the store, <html lang>, storage and the text', async () => {
    await initShopI18n('en');
    registerTranslations('shell', { en, gr });
    const { store } = await renderWithShop(
      <>
        <LanguageSync />
        <LanguageToggle />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Ελληνικά: switch language to Greek' }));
    expect(selectLanguage(store.getState())).toBe('gr');
    await waitFor(() => expect(document.documentElement.lang).toBe('el'));
    expect(window.localStorage.getItem('shell.language')).toBe('gr');
    expect(
      await screen.findByRole('button', { name: 'English: αλλαγή γλώσσας στα Αγγλικά' }),
    ).toHaveTextContent('English');
  });
});
