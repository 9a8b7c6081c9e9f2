import { NavLink, useBasketCount, useTranslation } from '@shop/platform';
import styles from './BasketLink.module.css';

/** The basket icon with its item-count badge, fed by the basket cache every remote shares. */
export function BasketLink() {
  const count = useBasketCount();
  const { t } = useTranslation('shell');
  return (
    <NavLink to="/basket" className={styles.link} aria-label={t('nav.basketWithCount', { count })}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path
          fill="currentColor"
          d="M7 7V6a5 5 0 0 1 10 0v1h3l-1.5 14h-15L2 7h5Zm2 0h6V6a3 3 0 0 0-6 0v1Zm-3.3 2 1.1 10h10.4l1.1-10H5.7Z"
        />
      </svg>
      <span aria-hidden="true">{t('nav.basket')}</span>
      {/* The visible text then reads "Basket 3", part of the name "Basket, 3 pieces" (label in name). */}{' '}
      {count > 0 ? (
        <span className={styles.badge} aria-hidden="true">
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}
