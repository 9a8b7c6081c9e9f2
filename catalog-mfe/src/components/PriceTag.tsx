import { formatPrice } from '@shop/contracts';
import { useBuyer, useLanguage, useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './PriceTag.module.css';

/**
 * A buyer's price in euros. When the BFF sent none: 'Login to see price' to a visitor, and to a logged-in
 * buyer (whose account waits for the team's approval) that prices show once it is approved.
 */
export function PriceTag({ priceCents, className }: { priceCents: number | undefined; className?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const { buyer } = useBuyer();
  if (priceCents === undefined) {
    return (
      <span className={cx(styles.price, styles.hidden, className)}>
        {t(buyer ? 'card.awaitingApproval' : 'card.loginToSeePrice')}
      </span>
    );
  }
  return <span className={cx(styles.price, className)}>{formatPrice(priceCents, language)}</span>;
}
