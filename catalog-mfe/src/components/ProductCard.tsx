import type { BuyerProductSummary, VisitorProductSummary } from '@shop/contracts';
import { Link, useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { NAMESPACE } from '../i18n/register.ts';
import { PriceTag } from './PriceTag.tsx';
import styles from './ProductCard.module.css';
import { type ImagePriority, ProductImage } from './ProductImage.tsx';
import { CARD_IN_GRID, type PhotoLayout } from './photo-layouts.ts';

export type ProductSummary = VisitorProductSummary | BuyerProductSummary;

/**
 * A product in the grid or the carousel; the name links to its page (`to` carries the catalogue state).
 * `imageLayout`: how wide the card is where it is shown (the results grid unless told).
 */
export function ProductCard({
  product,
  to,
  imagePriority,
  imageLayout = CARD_IN_GRID,
}: {
  product: ProductSummary;
  to: string;
  imagePriority?: ImagePriority;
  imageLayout?: PhotoLayout;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <article className={styles.card}>
      {/* The name follows in the card: a photo without alt text of its own stays decorative. */}
      <ProductImage
        src={product.image}
        photo={product.photo}
        layout={imageLayout}
        alt=""
        className={styles.image}
        priority={imagePriority}
      />
      {product.isNew ? <span className={styles.badge}>{t('card.new')}</span> : null}
      <div className={styles.body}>
        <p className={styles.category}>{t(`categories.${product.category}`)}</p>
        <h3 className={styles.name}>
          <Link to={to} className={styles.link}>
            {product.name}
          </Link>
        </h3>
        <p className={styles.code}>{t('card.code', { code: product.code })}</p>
        <p className={styles.meta}>
          {t('card.colour', { colour: t(`colours.${product.colour}`) })} · {product.material}
        </p>
        <p>
          <PriceTag priceCents={'priceCents' in product ? product.priceCents : undefined} />
        </p>
      </div>
    </article>
  );
}

/** A grey card shown while products load. */
export function SkeletonCard() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={cx(styles.image, styles.skeleton)} />
      <div className={styles.body}>
        <div className={cx(styles.skeleton, styles.skeletonLine)} />
        <div className={cx(styles.skeleton, styles.skeletonLine, styles.skeletonShort)} />
      </div>
    </div>
  );
}
