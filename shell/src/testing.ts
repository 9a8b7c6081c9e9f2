import { initShopI18n, registerTranslations } from '@shop/platform';
import en from './i18n/en.json';
import gr from './i18n/gr.json';

/** The shell's translations, registered the way bootstrap does it. Tests only. */
export async function setUpShellI18n(): Promise<void> {
  await initShopI18n('en');
  registerTranslations('shell', { en, gr });
}
