import type { BuyerProduct, VisitorProduct } from '@shop/contracts';
import { Link, loginPath, useTranslation } from '@shop/platform';
import { useHere } from '../../hooks/use-here.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { PriceTag } from '../PriceTag.tsx';

/** A buyer's price per piece with the minimum-order note; for a visitor, a way to log in. */
export function ProductPrice({ product }: { product: VisitorProduct | BuyerProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const here = useHere();
  if (!('priceCents' in product)) {
    return (
      <p className="catalog-product__price">
        <Link to={loginPath(here)}>{t('product.loginToSeePrice')}</Link>
      </p>
    );
  }
  return (
    <div className="catalog-product__price">
      <p>
        <PriceTag priceCents={product.priceCents} /> <span>{t('product.perPiece')}</span>
      </p>
      <p className="catalog-filter__note">{t('product.minimumOrder', { min: product.minimumOrder })}</p>
    </div>
  );
}
