import type { BuyerProduct, VisitorProduct } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './ProductFacts.module.css';

/** Description, material, style tags, care, origin and the feature list; `className` places it in the page. */
export function ProductFacts({
  product,
  className,
}: {
  product: VisitorProduct | BuyerProduct;
  className?: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  const tags = product.style
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      <section>
        <h2>{t('facts.description')}</h2>
        <p>{product.description}</p>
      </section>
      <section>
        <h2>{t('facts.details')}</h2>
        <dl className={styles.list}>
          <dt>{t('facts.material')}</dt>
          <dd>{product.material}</dd>
          <dt>{t('facts.style')}</dt>
          <dd>
            <ul className={styles.tags}>
              {tags.map((style) => (
                <li key={style}>{style}</li>
              ))}
            </ul>
          </dd>
          <dt>{t('facts.care')}</dt>
          <dd>{product.care}</dd>
          <dt>{t('facts.origin')}</dt>
          <dd>{product.origin}</dd>
        </dl>
      </section>
      {product.features.length > 0 ? (
        <section>
          <h2>{t('facts.features')}</h2>
          <ul>
            {product.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
