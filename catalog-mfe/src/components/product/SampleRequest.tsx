import type { BuyerProduct, VisitorProduct } from '@shop/contracts';
import { useBuyer, useTranslation } from '@shop/platform';
import { lazy, Suspense, useState } from 'react';
import { useCatalogGetSamplesQuery } from '../../api/get-samples.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import note from '../note.module.css';
import styles from './SampleRequest.module.css';

// Opened by few visitors of a product page: loaded on first use.
const SampleDialog = lazy(() => import('./SampleDialog.tsx'));

/** 'Request Sample' (or 'Sample Requested') with the buyer's remaining samples, and its dialog. */
export function SampleRequest({ product }: { product: VisitorProduct | BuyerProduct }) {
  const { t } = useTranslation(NAMESPACE);
  const { buyer } = useBuyer();
  const { data: samples } = useCatalogGetSamplesQuery(undefined, { skip: !buyer });
  const [open, setOpen] = useState(false);
  const requested = Boolean(buyer && samples?.samples.some((s) => s.productId === product.id));

  return (
    <div className={styles.sample}>
      <button
        type="button"
        className="shop-button shop-button--secondary"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {requested ? t('sample.requested') : t('sample.request')}
      </button>
      {buyer && samples ? (
        <p className={note.note}>
          {t('sample.remaining', { remaining: samples.remaining, max: samples.max })}
        </p>
      ) : null}
      {open ? (
        <Suspense fallback={<p role="status">{t('sample.loadingSamples')}</p>}>
          <SampleDialog product={product} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
