import type { OfficeProduct } from '@shop/contracts';
import { type ApiErrorBody, readApiError, toastShown, useAppDispatch, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import form from '@shop/ui/form.module.css';
import hint from '@shop/ui/hint.module.css';
import { useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { useOfficeChangeProductStatusMutation } from '../api/office-products.ts';

type Step = 'publish' | 'hide' | 'republish';

/** What a product in each status may become: a draft is published, a published one hidden, a hidden one published again. */
const STEP: Record<OfficeProduct['status'], Step> = {
  draft: 'publish',
  published: 'hide',
  hidden: 'republish',
};

/**
 * Publishing or hiding the product as saved, with the version the editor holds. Hiding asks first: the
 * product leaves the shop at once. A refusal goes to the editor (`onFailure`), which shows it with the form's.
 */
export function ProductStatusActions({
  product,
  version,
  unsaved,
  onChanged,
  onFailure,
}: {
  product: OfficeProduct;
  version: number;
  /** The form has changes not saved yet: the status applies to the saved product. */
  unsaved: boolean;
  onChanged: (product: OfficeProduct) => void;
  onFailure: (error: ApiErrorBody) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const [changeStatus, { isLoading }] = useOfficeChangeProductStatusMutation();
  const [confirming, setConfirming] = useState(false);
  const step = STEP[product.status];

  const send = async () => {
    const status = step === 'hide' ? 'hidden' : 'published';
    try {
      const changed = await changeStatus({ id: product.id, body: { version, status } }).unwrap();
      setConfirming(false);
      onChanged(changed);
      dispatch(toastShown({ kind: 'success', title: t(`productStatus.done.${step}`) }));
    } catch (error) {
      setConfirming(false);
      onFailure(readApiError(error));
    }
  };

  return (
    <section aria-labelledby="product-status-title">
      <h2 id="product-status-title">{t('productStatus.title')}</h2>
      <p className={hint.hint}>{t(`productStatus.explain.${product.status}`)}</p>
      {unsaved ? <p className={hint.hint}>{t('productStatus.unsaved')}</p> : null}
      <div className={form.actions}>
        <Button
          variant={step === 'hide' ? 'secondary' : 'primary'}
          busy={isLoading && !confirming}
          onClick={() => (step === 'hide' ? setConfirming(true) : void send())}
        >
          {t(`productStatus.${step}`)}
        </Button>
      </div>
      {confirming ? (
        <Dialog
          title={t('productStatus.hideTitle', { name: product.en.name || product.code })}
          description={t('productStatus.hideIntro')}
          closeLabel={t('common.close')}
          onClose={() => setConfirming(false)}
        >
          <div className={form.actions}>
            <Button busy={isLoading} onClick={() => void send()}>
              {t('productStatus.hideConfirm')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
          </div>
        </Dialog>
      ) : null}
    </section>
  );
}
