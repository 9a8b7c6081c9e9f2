import { type OfficePhoto, photoSrcSet, photoUrl } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './ProductThumb.module.css';

/**
 * A photo at a small size: AVIF, then WebP, then the JPEG versions, the browser choosing the width it needs
 * for `size` CSS pixels. Without a photo, a box that says so.
 */
export function ProductThumb({
  photo,
  alt,
  size,
}: {
  photo: Pick<OfficePhoto, 'key' | 'widths' | 'width' | 'height'> | null;
  /** Empty when the photo only repeats what the text beside it says (the list's rows). */
  alt: string;
  /** Its width on the page, in CSS pixels. */
  size: number;
}) {
  const { t } = useTranslation(NAMESPACE);
  if (!photo) {
    return (
      <span className={styles.none} style={{ width: size, height: size }}>
        {t('products.noPhoto')}
      </span>
    );
  }
  const sizes = `${size}px`;
  const smallest = photo.widths[0] ?? photo.width;
  return (
    <picture className={styles.thumb}>
      <source type="image/avif" srcSet={photoSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={photoSrcSet(photo, 'webp')} sizes={sizes} />
      <img
        src={photoUrl(photo.key, smallest, 'jpeg')}
        srcSet={photoSrcSet(photo, 'jpeg')}
        sizes={sizes}
        width={size}
        height={Math.max(1, Math.round((size * photo.height) / photo.width))}
        alt={alt}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}
