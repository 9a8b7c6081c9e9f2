import type { BuyerProduct, VisitorProduct } from '@shop/contracts';
import { Link, loginPath, useBuyer, useTranslation } from '@shop/platform';
import { useHere } from '../../hooks/use-here.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import note from '../note.module.css';
import { PriceTag } from '../PriceTag.tsx';
import styles from './ProductPrice.module.css';

/**
 * A buyer's price per piece with the minimum-order note; for a visitor, a way to log in; for a buyer whose
 * account waits for approval, that it does.
 */
export function ProductPrice({ product }: { product: VisitorProduct | BuyerProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const here = useHere();
  const { buyer } = useBuyer();
  if (!('priceCents' in product) && buyer)
    return <p className={note.note}>{t('product.awaitingApproval')}</p>;
  if (!('priceCents' in product)) {
    return (
      <p>
        <Link to={loginPath(here)}>{t('product.loginToSeePrice')}</Link>
      </p>
    );
  }
  return (
    <div>
      <p>
        <PriceTag priceCents={product.priceCents} className={styles.price} />{' '}
        <span>{t('product.perPiece')}</span>
      </p>
      <p className={note.note}>{t('product.minimumOrder', { min: product.minimumOrder })}</p>
    </div>
  );
}
