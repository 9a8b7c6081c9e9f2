import type { BuyerProduct, ProductPhoto, VisitorProduct } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useRef, useState } from 'react';
import { photoIndexForKey, swipeStep, wrapPhotoIndex } from '../../catalogue/gallery.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { PhotoPicture } from '../PhotoPicture.tsx';
import { ProductImage } from '../ProductImage.tsx';
import { DETAIL_MAIN, THUMBNAIL } from '../photo-layouts.ts';
import styles from './ProductGallery.module.css';

interface Props {
  product: VisitorProduct | BuyerProduct;
}

/**
 * The product page's pictures: its photo, or with several a gallery of them; its drawn placeholder while it
 * has none. The photo shown is the first view's largest image, fetched at once and first.
 */
export function ProductGallery({ product }: Props) {
  const photos = product.photos ?? [];
  if (photos.length > 1) return <PhotoGallery product={product} photos={photos} />;
  const [photo] = photos;
  return (
    <div style={photo ? aspectOf(photo) : undefined}>
      <ProductImage
        src={product.images[0] ?? product.image}
        photo={photo}
        layout={DETAIL_MAIN}
        alt={product.name}
        className={photo ? styles.photo : styles.placeholder}
        priority="lead"
      />
    </div>
  );
}

/** The box of the product's photos, in its main photo's proportions (ProductGallery.module.css). */
function aspectOf(photo: ProductPhoto): CSSProperties {
  return { '--catalog-photo-aspect': `${photo.width} / ${photo.height}` } as CSSProperties;
}

/**
 * The main photo with previous/next buttons and a row of thumbnails. ← → Home End move while focus is in
 * it (a thumbnail keeps the focus on the one shown); a finger swiping sideways on the photo moves too, its
 * vertical moves still scroll the page (`touch-action: pan-y`).
 */
function PhotoGallery({ product, photos }: Props & { photos: readonly ProductPhoto[] }) {
  const { t } = useTranslation(NAMESPACE);
  const { name } = product;
  const [requested, setRequested] = useState(0);
  const thumbnails = useRef<Array<HTMLButtonElement | null>>([]);
  const touch = useRef<{ id: number; x: number; y: number } | null>(null);
  const count = photos.length;
  // The product's photos may be fewer after a new answer: the last one then.
  const index = Math.min(requested, count - 1);
  const photo = photos[index] ?? photos[0]!;
  const main = photos[0]!;

  const show = (next: number) => setRequested(wrapPhotoIndex(next, count));

  const onKeyDown = (event: KeyboardEvent) => {
    const next = photoIndexForKey(event.key, index, count);
    if (next === null) return;
    event.preventDefault();
    show(next);
    if (thumbnails.current.includes(event.target as HTMLButtonElement)) thumbnails.current[next]?.focus();
  };
  const onPointerDown = (event: PointerEvent) => {
    // A mouse drags the image or selects; only a finger (or a pen) swipes.
    if (event.pointerType === 'mouse') return;
    touch.current = { id: event.pointerId, x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = touch.current;
    touch.current = null;
    if (start?.id !== event.pointerId) return;
    const step = swipeStep(event.clientX - start.x, event.clientY - start.y);
    if (step !== 0) show(index + step);
  };

  return (
    <section
      className={styles.gallery}
      aria-label={t('gallery.label', { name })}
      onKeyDown={onKeyDown}
      // Every photo shows in the main photo's proportions: the page does not jump as they change.
      style={aspectOf(main)}
    >
      <div
        className={styles.stage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          touch.current = null;
        }}
      >
        <ProductImage
          key={photo.key}
          src={product.images[index] ?? product.image}
          photo={photo}
          layout={DETAIL_MAIN}
          alt={name}
          className={styles.photo}
          priority="lead"
        />
        <button
          type="button"
          className={cx(styles.arrow, styles.previous)}
          aria-label={t('gallery.previous')}
          onClick={() => show(index - 1)}
        >
          ‹
        </button>
        <button
          type="button"
          className={cx(styles.arrow, styles.next)}
          aria-label={t('gallery.next')}
          onClick={() => show(index + 1)}
        >
          ›
        </button>
      </div>
      <p className={styles.position} aria-live="polite">
        {t('gallery.position', { index: index + 1, count })}
      </p>
      <ul className={styles.thumbnails} aria-label={t('gallery.thumbnails')}>
        {photos.map((thumbnail, i) => (
          <li key={thumbnail.key}>
            <button
              ref={(button) => {
                thumbnails.current[i] = button;
              }}
              type="button"
              className={styles.thumbnail}
              aria-label={t('gallery.position', { index: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            >
              <PhotoPicture
                photo={{ ...thumbnail, widths: thumbnail.widths.slice(0, 1) }}
                sizes={THUMBNAIL.sizes}
                fallbackWidth={THUMBNAIL.fallbackWidth}
                alt=""
                className={styles.thumbnailImage}
                loading="lazy"
                decoding="async"
              />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
