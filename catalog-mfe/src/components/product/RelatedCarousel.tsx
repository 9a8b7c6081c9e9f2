import { useTranslation } from '@shop/platform';
import { type KeyboardEvent, useId, useState } from 'react';
import {
  carouselPageCount,
  carouselPageItems,
  carouselPerPage,
  clampCarouselPage,
} from '../../catalogue/carousel.ts';
import { useViewportWidth } from '../../hooks/use-viewport-width.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { ProductCard, type ProductSummary } from '../ProductCard.tsx';
import { CARD_IN_CAROUSEL } from '../photo-layouts.ts';
import styles from './RelatedCarousel.module.css';

interface Props {
  products: readonly ProductSummary[];
  /** The link of each product (keeps the catalogue state for the back link). */
  linkTo: (id: string) => string;
}

/**
 * 'You might also like': pages of 4/3/2/1 products by width, with previous/next buttons and one dot
 * button per page; ← and → page through it while focus is on its controls.
 */
export function RelatedCarousel({ products, linkTo }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const width = useViewportWidth();
  const headingId = useId();
  const perPage = carouselPerPage(width);
  const pageCount = carouselPageCount(products.length, perPage);
  const [requested, setPage] = useState(0);
  const page = clampCarouselPage(requested, pageCount);

  if (products.length === 0) return null;

  const go = (next: number) => setPage(clampCarouselPage(next, pageCount));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(page - 1);
    else if (event.key === 'ArrowRight') go(page + 1);
    else return;
    event.preventDefault();
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('related.heading')}</h2>
      <ul className={styles.items} style={{ '--catalog-per-page': perPage } as object} aria-live="polite">
        {carouselPageItems(products, page, perPage).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} to={linkTo(product.id)} imageLayout={CARD_IN_CAROUSEL} />
          </li>
        ))}
      </ul>
      {pageCount > 1 ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys page while focus is on its buttons
        <div className={styles.controls} onKeyDown={onKeyDown}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('related.previous')}
            disabled={page === 0}
            onClick={() => go(page - 1)}
          >
            ‹
          </button>
          <fieldset className={styles.dots}>
            <legend className="visually-hidden">{t('related.pages')}</legend>
            {Array.from({ length: pageCount }, (_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a page is its index
                key={i}
                type="button"
                className={styles.dot}
                aria-label={t('related.page', { page: i + 1, total: pageCount })}
                aria-current={i === page ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </fieldset>
          <button
            type="button"
            className={styles.arrow}
            aria-label={t('related.next')}
            disabled={page === pageCount - 1}
            onClick={() => go(page + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </section>
  );
}
