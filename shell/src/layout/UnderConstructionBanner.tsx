import { useAppDispatch, useAppSelector, useTranslation } from '@shop/platform';
import { storeBannerDismissed } from '../state/persistence.ts';
import { bannerDismissed, selectBannerDismissed } from '../state/shell-slice.ts';
import styles from './UnderConstructionBanner.module.css';

/** The spec's notice that the shop is not yet taking real orders; once dismissed it stays dismissed. */
export function UnderConstructionBanner() {
  const dismissed = useAppSelector(selectBannerDismissed);
  const dispatch = useAppDispatch();
  const { t } = useTranslation('shell');
  if (dismissed) return null;
  return (
    <section className={styles.banner} aria-label={t('banner.label')}>
      <p className={styles.text}>
        <strong>{t('banner.title')}</strong> {t('banner.text')}
      </p>
      <button
        type="button"
        className={styles.dismiss}
        aria-label={t('banner.dismiss')}
        onClick={() => {
          storeBannerDismissed();
          dispatch(bannerDismissed());
          // The button disappears with the banner: continue from the top bar rather than from nowhere.
          document.querySelector<HTMLElement>('header a')?.focus();
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
    </section>
  );
}
