import { useTranslation } from '@shop/platform';
import { useEffect } from 'react';

/** Sets the page title: `title` is a key in the shell's `titles`; it follows the language. */
export function DocumentTitle({ title }: { title: string }) {
  const { t } = useTranslation('shell');
  useEffect(() => {
    document.title = `${t(`titles.${title}`)} | ${t('brand')}`;
  }, [t, title]);
  return null;
}
