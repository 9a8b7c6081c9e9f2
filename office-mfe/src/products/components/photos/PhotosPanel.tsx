import { MAX_PRODUCT_PHOTOS, type OfficePhoto, type OfficeProduct } from '@shop/contracts';
import { readApiError, toastShown, useAppDispatch, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import form from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import hint from '@shop/ui/hint.module.css';
import { useId, useState } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { OFFICE_TAG, officeApi } from '../../../shared/api/office-api.ts';
import { focusSoon } from '../../../shared/hooks/use-row-keys.ts';
import {
  useOfficeArrangeProductPhotosMutation,
  useOfficeRemoveProductPhotoMutation,
} from '../../api/office-products.ts';
import { photoErrorKey } from '../../lib/photo-files.ts';
import { moveItem } from '../../lib/reorder.ts';
import { PhotoItem, photoPartId } from './PhotoItem.tsx';
import styles from './PhotosPanel.module.css';
import { PhotoUploader } from './PhotoUploader.tsx';
import { mergePhotos, photosKey } from './photo-arrangement.ts';

/**
 * A product's photos: upload more, arrange them (the first is the main one, on cards and first in the
 * gallery), give each its alt texts, remove one. The order and texts are saved together ("Save photo
 * order and texts"); uploads and removals take effect at once.
 */
export function PhotosPanel({ product }: { product: OfficeProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const idPrefix = useId();
  const headingId = `${idPrefix}-heading`;
  const serverKey = photosKey(product.photos);
  const [basis, setBasis] = useState(serverKey);
  const [photos, setPhotos] = useState<OfficePhoto[]>(product.photos);
  const [dirty, setDirty] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [removing, setRemoving] = useState<OfficePhoto | null>(null);
  const [failure, setFailure] = useState<{ code: string; attempt: number; reload: boolean } | null>(null);
  const [arrange, arranging] = useOfficeArrangeProductPhotosMutation();
  const [remove, removal] = useOfficeRemoveProductPhotoMutation();

  // The server's list changed (an upload, a removal, a save, another member): show it, keeping this
  // panel's unsaved order and texts for the photos still there.
  if (basis !== serverKey) {
    setBasis(serverKey);
    setPhotos(dirty ? mergePhotos(photos, product.photos) : product.photos);
  }

  const reread = () => dispatch(officeApi.util.invalidateTags([OFFICE_TAG]));
  const fail = (code: string, reload = false) =>
    setFailure((p) => ({ code, reload, attempt: (p?.attempt ?? 0) + 1 }));

  const move = (from: number, to: number, part: 'title' | 'up' | 'down') => {
    const photo = photos[from];
    if (!photo) return;
    setPhotos(moveItem(photos, from, to));
    setDirty(true);
    setAnnouncement(
      to === 0 ? t('photos.nowMain') : t('productEditor.movedTo', { position: to + 1, count: photos.length }),
    );
    focusSoon(photoPartId(idPrefix, photo, part));
  };

  const save = async () => {
    setFailure(null);
    try {
      await arrange({
        id: product.id,
        body: {
          // What the order and texts were made from: a colleague's change since answers 409 stale_photos.
          photosVersion: product.photosVersion,
          photos: photos.map(({ id, altEn, altGr }) => ({ id, altEn: altEn.trim(), altGr: altGr.trim() })),
        },
      }).unwrap();
      setDirty(false);
      dispatch(toastShown({ kind: 'success', title: t('photos.saved') }));
    } catch (error) {
      // Most likely the photos changed meanwhile (another member's upload): offer to read them again.
      fail(readApiError(error).code, true);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const { id } = removing;
    try {
      await remove({ id: product.id, photoId: id }).unwrap();
      setRemoving(null);
      setPhotos((current) => current.filter((photo) => photo.id !== id));
      dispatch(toastShown({ kind: 'success', title: t('photos.removed') }));
      focusSoon(headingId);
    } catch (error) {
      setRemoving(null);
      fail(readApiError(error).code);
    }
  };

  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId} tabIndex={-1}>
        {t('photos.title')}
      </h2>
      <p className={hint.hint}>{t('photos.intro', { count: MAX_PRODUCT_PHOTOS })}</p>
      <PhotoUploader productId={product.id} photoCount={product.photos.length} onUploaded={reread} />
      {failure ? (
        <FormAlert key={failure.attempt}>
          <p>
            {failure.code === 'stale_photos'
              ? t('photos.stale')
              : failure.code === 'validation_failed' || failure.code === 'conflict'
                ? t('photos.changedMeanwhile')
                : t(photoErrorKey(failure.code))}
          </p>
          {failure.reload ? (
            <Button
              variant="secondary"
              onClick={() => {
                setDirty(false);
                setPhotos(product.photos);
                setFailure(null);
                reread();
              }}
            >
              {t('photos.reload')}
            </Button>
          ) : null}
        </FormAlert>
      ) : null}
      {photos.length === 0 ? (
        <p className={styles.empty}>{t('photos.none')}</p>
      ) : (
        <>
          <p className={hint.hint}>{t('photos.altHint')}</p>
          <ol className={styles.list} aria-label={t('photos.listLabel')}>
            {photos.map((photo, index) => (
              <PhotoItem
                key={photo.id}
                photo={photo}
                index={index}
                count={photos.length}
                idPrefix={idPrefix}
                onAlt={(patch) => {
                  setPhotos((current) => current.map((p) => (p.id === photo.id ? { ...p, ...patch } : p)));
                  setDirty(true);
                }}
                onMove={(to, part) => move(index, to, part)}
                onRemove={() => setRemoving(photo)}
              />
            ))}
          </ol>
          <div className={form.actions}>
            <Button busy={arranging.isLoading} disabled={!dirty} onClick={() => void save()}>
              {t('photos.save')}
            </Button>
            {dirty ? <span className={styles.unsaved}>{t('photos.unsaved')}</span> : null}
          </div>
        </>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {removing ? (
        <Dialog
          title={t('photos.removeTitle', { n: photos.findIndex((p) => p.id === removing.id) + 1 })}
          description={t('photos.removeIntro')}
          closeLabel={t('common.close')}
          onClose={() => setRemoving(null)}
        >
          <div className={form.actions}>
            <Button busy={removal.isLoading} onClick={() => void confirmRemove()}>
              {t('photos.removeConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setRemoving(null)}>
              {t('common.cancel')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
