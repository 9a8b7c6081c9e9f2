import type { Basket } from '@shop/contracts';
import { readApiError, toastShown, useAppDispatch, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { useState } from 'react';
import { useBasketClearBasketMutation } from '../api/clear-basket.ts';
import { NAMESPACE } from '../i18n/register.ts';
import { errorMessageKey } from '../lib/error-message.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/** Clear basket, after a confirmation. */
export function ClearBasketControl({ onCleared }: { onCleared: (basket: Basket) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [clearBasket, { isLoading }] = useBasketClearBasketMutation();

  const close = () => {
    setOpen(false);
    setError(null);
  };

  const confirm = async () => {
    try {
      const basket = await clearBasket().unwrap();
      close();
      dispatch(toastShown({ kind: 'success', title: t('notices.cleared') }));
      onCleared(basket);
    } catch (failure) {
      setError(t(errorMessageKey(readApiError(failure).code)));
    }
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('clear.button')}
      </Button>
      {open ? (
        <ConfirmDialog
          title={t('clear.title')}
          description={t('clear.text')}
          confirmLabel={t('clear.confirm')}
          cancelLabel={t('clear.cancel')}
          busy={isLoading}
          error={error}
          onConfirm={() => void confirm()}
          onCancel={close}
        />
      ) : null}
    </>
  );
}
