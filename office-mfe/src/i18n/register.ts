import { registerTranslations } from '@shop/platform';
import en from './en.json';
import gr from './gr.json';

/** This remote's namespace; registered when any of its modules loads. */
export const NAMESPACE = 'office';

registerTranslations(NAMESPACE, { en, gr });
