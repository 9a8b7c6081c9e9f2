import {
  type BuyerProduct,
  EXPRESS_SAMPLE_FEE_CENTS,
  formatPrice,
  MAX_SAMPLES_PER_ACCOUNT,
  SAMPLE_DELIVERY_OPTIONS,
  type SampleDeliveryOption,
  type Size,
  type VisitorProduct,
} from '@shop/contracts';
import {
  loginPath,
  readApiError,
  toastShown,
  useAppDispatch,
  useBuyer,
  useLanguage,
  useNavigate,
  useTranslation,
} from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useCatalogGetSamplesQuery } from '../../api/get-samples.ts';
import { useCatalogRequestSampleMutation } from '../../api/request-sample.ts';
import { useHere } from '../../hooks/use-here.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import note from '../note.module.css';
import { errorMessage } from './basket-messages.ts';
import styles from './SampleDialog.module.css';

interface Props {
  product: VisitorProduct | BuyerProduct;
  onClose: () => void;
}

/** The sample-request dialog: 'Login Required' for a visitor, the request form for a buyer. */
export default function SampleDialog({ product, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const { buyer } = useBuyer();
  return buyer ? (
    <SampleForm product={product} onClose={onClose} />
  ) : (
    <Dialog
      title={t('sample.loginTitle')}
      description={t('sample.loginText')}
      closeLabel={t('sample.close')}
      onClose={onClose}
    >
      <LoginRequired onClose={onClose} />
    </Dialog>
  );
}

function LoginRequired({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const here = useHere();
  return (
    <div className={styles.actions}>
      <Button onClick={() => navigate(loginPath(here))}>{t('sample.loginNow')}</Button>
      <Button variant="secondary" onClick={onClose}>
        {t('sample.cancel')}
      </Button>
    </div>
  );
}

function SampleForm({ product, onClose }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const language = useLanguage();
  const { data: samples, isFetching } = useCatalogGetSamplesQuery();
  const [requestSample, { isLoading }] = useCatalogRequestSampleMutation();
  const [size, setSize] = useState<Size>(product.sizes.includes('M') ? 'M' : (product.sizes[0] ?? 'M'));
  const [deliveryOption, setDeliveryOption] = useState<SampleDeliveryOption>('standard');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string | null>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const sizeId = useId();
  const notesId = useId();

  const max = samples?.max ?? MAX_SAMPLES_PER_ACCOUNT;
  const noneLeft = samples !== undefined && samples.remaining === 0;
  // The server counts; when it says none remain, say why before the buyer tries.
  const shownError = error ?? (noneLeft ? t('sample.limit', { max }) : null);

  useEffect(() => {
    if (error) alertRef.current?.focus();
  }, [error]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      await requestSample({
        productId: product.id,
        size,
        deliveryOption,
        notes: notes.trim() || undefined,
      }).unwrap();
      dispatch(
        toastShown({
          kind: 'success',
          title: t('sample.successTitle'),
          description: t('sample.successText'),
        }),
      );
      onClose();
    } catch (failure) {
      const { code } = readApiError(failure);
      setError(
        code === 'sample_limit_reached'
          ? t('sample.limit', { max })
          : code === 'sample_already_requested'
            ? t('sample.duplicate')
            : errorMessage(t, code),
      );
    }
  };

  const deliveryLabel = (option: SampleDeliveryOption) =>
    option === 'express'
      ? t('sample.express', { fee: formatPrice(EXPRESS_SAMPLE_FEE_CENTS, language) })
      : t('sample.standard');

  return (
    <Dialog
      title={t('sample.dialogTitle')}
      description={t('sample.dialogIntro', { name: product.name })}
      closeLabel={t('sample.close')}
      onClose={onClose}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        {samples ? (
          <p className={note.note}>{t('sample.remaining', { remaining: samples.remaining, max })}</p>
        ) : (
          <p role="status">{t('sample.loadingSamples')}</p>
        )}
        {shownError ? (
          <p ref={alertRef} role="alert" tabIndex={-1} className={styles.alert}>
            {shownError}
          </p>
        ) : null}
        <label htmlFor={sizeId}>{t('sample.size')}</label>
        <select id={sizeId} value={size} onChange={(e) => setSize(e.target.value as Size)}>
          {product.sizes.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <fieldset>
          <legend>{t('sample.delivery')}</legend>
          {SAMPLE_DELIVERY_OPTIONS.map((option) => (
            <label key={option} className={styles.radio}>
              <input
                type="radio"
                name="sample-delivery"
                value={option}
                checked={deliveryOption === option}
                onChange={() => setDeliveryOption(option)}
              />
              {deliveryLabel(option)}
            </label>
          ))}
        </fieldset>
        <label htmlFor={notesId}>{t('sample.notes')}</label>
        <textarea
          id={notesId}
          value={notes}
          maxLength={2000}
          rows={3}
          onChange={(e) => setNotes(e.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" busy={isLoading} disabled={noneLeft || !samples || isFetching}>
            {t('sample.submit')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('sample.cancel')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
