import { formatPrice } from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './PriceTag.module.css';

/** A buyer's price in euros, or 'Login to see price' when the BFF sent none (a visitor). */
export function PriceTag({ priceCents, className }: { priceCents: number | undefined; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  if (priceCents === undefined) {
    return <span className={cx(styles.price, styles.hidden, className)}>{t('card.loginToSeePrice')}</span>;
  }
  return <span className={cx(styles.price, className)}>{formatPrice(priceCents, language)}</span>;
}
