import { useMatches } from '@shop/platform';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the page title from the matched route's `handle.title` (a key in the shell's `titles`). */
export function DocumentTitle() {
  const { t } = useTranslation('shell');
  const matches = useMatches();
  const titleKey = [...matches].reverse().find((m) => (m.handle as { title?: string } | undefined)?.title)
    ?.handle as { title: string } | undefined;
  useEffect(() => {
    const brand = t('brand');
    document.title = titleKey ? `${t(`titles.${titleKey.title}`)} | ${brand}` : brand;
  }, [t, titleKey]);
  return null;
}
