import { useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './CustomMadeHero.module.css';

/** The page's heading and promise; the button takes the buyer straight to the form. */
export function CustomMadeHero({ onStart }: { onStart?: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <header className={styles.hero}>
      <PageHeading>{t('customMade.title')}</PageHeading>
      <p className={styles.intro}>{t('customMade.intro')}</p>
      {onStart ? (
        <button type="button" className="shop-button shop-button--primary" onClick={onStart}>
          {t('customMade.start')}
        </button>
      ) : null}
    </header>
  );
}
