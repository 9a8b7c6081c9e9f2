import type { BuyerProductSummary, VisitorProductSummary } from '@shop/contracts';
import { Link, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import { PriceTag } from './PriceTag.tsx';
import { type ImagePriority, ProductImage } from './ProductImage.tsx';

export type ProductSummary = VisitorProductSummary | BuyerProductSummary;

/** A product in the grid or the carousel; the name links to its page (`to` carries the catalogue state). */
export function ProductCard({
  product,
  to,
  imagePriority,
}: {
  product: ProductSummary;
  to: string;
  imagePriority?: ImagePriority;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <article className="catalog-card">
      <ProductImage src={product.image} alt="" className="catalog-card__image" priority={imagePriority} />
      {product.isNew ? <span className="catalog-card__badge">{t('card.new')}</span> : null}
      <div className="catalog-card__body">
        <p className="catalog-card__category">{t(`categories.${product.category}`)}</p>
        <h3 className="catalog-card__name">
          <Link to={to} className="catalog-card__link">
            {product.name}
          </Link>
        </h3>
        <p className="catalog-card__meta">
          {t('card.colour', { colour: t(`colours.${product.colour}`) })} · {product.material}
        </p>
        <p className="catalog-card__price">
          <PriceTag priceCents={'priceCents' in product ? product.priceCents : undefined} />
        </p>
      </div>
    </article>
  );
}

/** A grey card shown while products load. */
export function SkeletonCard() {
  return (
    <div className="catalog-card catalog-card--skeleton" aria-hidden="true">
      <div className="catalog-card__image catalog-skeleton" />
      <div className="catalog-card__body">
        <div className="catalog-skeleton catalog-skeleton--line" />
        <div className="catalog-skeleton catalog-skeleton--line catalog-skeleton--short" />
      </div>
    </div>
  );
}
