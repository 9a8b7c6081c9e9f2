import type { Basket } from '@shop/contracts';
import { readApiError, toastShown, useAppDispatch, useTranslation } from '@shop/platform';
import { useMemo } from 'react';
import { useBasketAttachBrandLogoMutation } from '../api/attach-brand-logo.ts';
import { useBasketDetachBrandLogoMutation } from '../api/detach-brand-logo.ts';
import { useBasketRemoveBasketLineMutation } from '../api/remove-basket-line.ts';
import { useBasketUpdateBasketLineMutation } from '../api/update-basket-line.ts';
import type { ActionResult, BasketLineActions } from '../components/line-actions.ts';
import { NAMESPACE } from '../i18n/register.ts';

/**
 * The basket line actions wired to the BFF. Each answer replaces the cached basket (see basket-cache),
 * so the badge and totals follow; successes are announced with the spec's notices.
 */
export function useBasketLineActions(onRemoved: (basket: Basket) => void): BasketLineActions {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const [updateLine] = useBasketUpdateBasketLineMutation();
  const [removeLine] = useBasketRemoveBasketLineMutation();
  const [attachLogo] = useBasketAttachBrandLogoMutation();
  const [detachLogo] = useBasketDetachBrandLogoMutation();

  return useMemo(() => {
    const attempt = async (
      request: () => Promise<Basket>,
      notice: string,
      then?: (basket: Basket) => void,
    ): Promise<ActionResult> => {
      try {
        const basket = await request();
        dispatch(toastShown({ kind: 'success', title: notice }));
        then?.(basket);
        return { ok: true };
      } catch (failure) {
        return { ok: false, code: readApiError(failure).code };
      }
    };
    return {
      changeQuantities: (productId, quantities) =>
        attempt(() => updateLine({ productId, quantities }).unwrap(), t('notices.updated')),
      setAddYourBrand: (productId, addYourBrand) =>
        attempt(() => updateLine({ productId, addYourBrand }).unwrap(), t('notices.updated')),
      attachLogo: (productId, file) =>
        attempt(() => attachLogo({ productId, file }).unwrap(), t('notices.logoAttached')),
      detachLogo: (productId) => attempt(() => detachLogo({ productId }).unwrap(), t('notices.logoRemoved')),
      remove: (productId) =>
        attempt(() => removeLine({ productId }).unwrap(), t('notices.removed'), onRemoved),
    };
  }, [dispatch, t, updateLine, removeLine, attachLogo, detachLogo, onRemoved]);
}
