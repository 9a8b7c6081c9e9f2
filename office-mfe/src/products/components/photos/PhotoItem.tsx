import type { OfficePhoto } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import form from '@shop/ui/form.module.css';
import { NAMESPACE } from '../../../i18n/register.ts';
import { TextField } from '../../../shared/components/fields.tsx';
import { ProductThumb } from '../ProductThumb.tsx';
import styles from './PhotosPanel.module.css';

/** Ids of an item's heading and buttons, to put focus back where the member was after a move. */
export const photoPartId = (prefix: string, photo: { id: string }, part: 'title' | 'up' | 'down') =>
  `${prefix}-${photo.id}-${part}`;

/** One photo: thumbnail, its place (the first is the main one), alt texts, and the buttons to arrange it. */
export function PhotoItem({
  photo,
  index,
  count,
  idPrefix,
  onAlt,
  onMove,
  onRemove,
}: {
  photo: OfficePhoto;
  index: number;
  count: number;
  idPrefix: string;
  onAlt: (patch: Pick<Partial<OfficePhoto>, 'altEn' | 'altGr'>) => void;
  /** To `to`; `part` is what gets focus after. */
  onMove: (to: number, part: 'title' | 'up' | 'down') => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const n = index + 1;
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li className={styles.item}>
      <ProductThumb photo={photo} alt={photo.altEn || photo.altGr} size={120} />
      <div className={styles.itemBody}>
        <h3 id={photoPartId(idPrefix, photo, 'title')} tabIndex={-1} className={styles.itemTitle}>
          {t('photos.photoN', { n, count })}
          {first ? <span className={styles.main}>{t('photos.main')}</span> : null}
        </h3>
        <div className={styles.alts}>
          <TextField
            label={t('photos.altEn', { n })}
            value={photo.altEn}
            onChange={(altEn) => onAlt({ altEn })}
            maxLength={200}
            lang="en"
          />
          <TextField
            label={t('photos.altGr', { n })}
            value={photo.altGr}
            onChange={(altGr) => onAlt({ altGr })}
            maxLength={200}
            lang="el"
          />
        </div>
        <div className={`${form.actions} ${styles.arrange}`}>
          <Button
            variant="secondary"
            id={photoPartId(idPrefix, photo, 'up')}
            aria-disabled={first || undefined}
            aria-label={t('photos.moveUp', { n })}
            onClick={() => (first ? undefined : onMove(index - 1, 'up'))}
          >
            {t('productEditor.moveUp')}
          </Button>
          <Button
            variant="secondary"
            id={photoPartId(idPrefix, photo, 'down')}
            aria-disabled={last || undefined}
            aria-label={t('photos.moveDown', { n })}
            onClick={() => (last ? undefined : onMove(index + 1, 'down'))}
          >
            {t('productEditor.moveDown')}
          </Button>
          {first ? null : (
            <Button
              variant="secondary"
              aria-label={t('photos.makeMainN', { n })}
              onClick={() => onMove(0, 'title')}
            >
              {t('photos.makeMain')}
            </Button>
          )}
          <Button variant="secondary" aria-label={t('photos.removeN', { n })} onClick={onRemove}>
            {t('productEditor.remove')}
          </Button>
        </div>
      </div>
    </li>
  );
}
