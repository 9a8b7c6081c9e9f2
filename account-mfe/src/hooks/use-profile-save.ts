import type { ProfileUpdateBody } from '@shop/contracts';
import { type ApiErrorBody, readApiError, toastShown, useAppDispatch, useTranslation } from '@shop/platform';
import { useState } from 'react';
import { useAccountUpdateAccountProfileMutation } from '../api/update-account-profile.ts';
import { NAMESPACE } from '../i18n/register.ts';

export interface SaveFailure extends ApiErrorBody {
  /** Counts failures so a repeated one is announced again. */
  attempt: number;
}

/** Saves part of the profile, says 'Profile updated', and keeps the last failure for the form to show. */
export function useProfileSave() {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const [update, { isLoading }] = useAccountUpdateAccountProfileMutation();
  const [failure, setFailure] = useState<SaveFailure | null>(null);

  const save = async (body: ProfileUpdateBody): Promise<ApiErrorBody | null> => {
    setFailure(null);
    try {
      await update(body).unwrap();
      dispatch(toastShown({ kind: 'success', title: t('profile.updated') }));
      return null;
    } catch (error) {
      const found = readApiError(error);
      setFailure((previous) => ({ ...found, attempt: (previous?.attempt ?? 0) + 1 }));
      return found;
    }
  };

  return { save, saving: isLoading, failure, clearFailure: () => setFailure(null) };
}
