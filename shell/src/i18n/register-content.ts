import { registerTranslations } from '@shop/platform';
import en from './content/en.json';
import gr from './content/gr.json';

/**
 * The content pages' strings (About, How it works, Contact) join the shell's namespace when one of those
 * pages loads, so the catalogue's and the basket's pages do not download them. Both languages come
 * together: switching language needs nothing more from the server.
 */
registerTranslations('shell', { en, gr });
