import type { BuyerProductSummary, VisitorProductSummary } from '@shop/contracts';
import { Link, useNavigate, useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { type MouseEvent, memo, useTransition } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import { PriceTag } from './PriceTag.tsx';
import styles from './ProductCard.module.css';
import { type ImagePriority, ProductImage } from './ProductImage.tsx';
import { CARD_IN_GRID, type PhotoLayout } from './photo-layouts.ts';

export type ProductSummary = VisitorProductSummary | BuyerProductSummary;

/** A click the browser would follow in this tab: the plain primary button (others open tabs and windows). */
const inThisTab = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * A product in the grid or the carousel; the name links to its page (`to` carries the catalogue state).
 * `imageLayout`: how wide the card is where it is shown (the results grid unless told).
 *
 * Memoised: the grid's page re-renders on its own state (the filters opening, a filter's optimistic state)
 * while its products stay the same objects (RTK Query's cache): the 12 cards, each with its photo, price and
 * link, were 60 of the 73 components opening the filters rendered.
 */
export const ProductCard = memo(function ProductCard({
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
  const navigate = useNavigate();
  // Following the link as a transition: the shell renders navigations at once (its router's
  // `useTransitions={false}`), and leaving the catalogue (the shell's frame re-rendered for the new location,
  // the product page's loading state, the grid's removal and its effects' clean-up) kept the press from
  // painting for 130–210 ms (medians, 4× CPU slowdown). The card shows the press at once (`pending`) and the
  // product page follows in slices React may interrupt.
  const [pending, startTransition] = useTransition();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inThisTab(event)) return;
    event.preventDefault();
    startTransition(() => navigate(to));
  };
  return (
    <article className={cx(styles.card, pending && styles.pending)} aria-busy={pending || undefined}>
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
          <Link to={to} className={styles.link} onClick={follow}>
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
});

/** A grey card shown while products load (memoised: it has no props, a re-render never changes it). */
export const SkeletonCard = memo(function SkeletonCard() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={cx(styles.image, styles.skeleton)} />
      <div className={styles.body}>
        <div className={cx(styles.skeleton, styles.skeletonLine)} />
        <div className={cx(styles.skeleton, styles.skeletonLine, styles.skeletonShort)} />
      </div>
    </div>
  );
});
