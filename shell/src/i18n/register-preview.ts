import { registerTranslations } from '@shop/platform';
import en from './preview/en.json';
import gr from './preview/gr.json';

/**
 * The preview bar's strings join the shell's namespace with the bar's own lazy chunk: a buyer's page, which
 * never shows the bar, does not download them.
 */
registerTranslations('shell', { en, gr });
