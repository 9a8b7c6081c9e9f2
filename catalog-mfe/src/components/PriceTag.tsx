import { formatPrice } from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';

/** A buyer's price in euros, or 'Login to see price' when the BFF sent none (a visitor). */
export function PriceTag({ priceCents }: { priceCents: number | undefined }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  if (priceCents === undefined) {
    return <span className="catalog-price catalog-price--hidden">{t('card.loginToSeePrice')}</span>;
  }
  return <span className="catalog-price">{formatPrice(priceCents, language)}</span>;
}
