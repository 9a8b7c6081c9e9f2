import { sessionApi, toastShown, useAppDispatch, useNavigate, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { AuthLayout } from '@shop/ui/auth-layout';
import { useEffect, useRef, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { RecoveryCodeList } from './second-factor/RecoveryCodeList.tsx';

/**
 * The recovery codes, shown once, right after the authenticator was set up. The session is verified by
 * then; the office opens when the member says they have saved the codes.
 */
export function RecoveryCodesStep({ codes, returnTo }: { codes: string[]; returnTo: string }) {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const list = useRef<HTMLUListElement>(null);
  const [busy, setBusy] = useState(false);

  // What to read first: the codes themselves.
  useEffect(() => list.current?.focus(), []);

  const onSaved = async () => {
    setBusy(true);
    // The session as the BFF now has it (verified), before the office's pages look at it.
    await dispatch(sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true, subscribe: false }));
    dispatch(toastShown({ kind: 'success', title: t('recovery.done') }));
    navigate(returnTo, { replace: true });
  };

  return (
    <AuthLayout title={t('recovery.title')} intro={t('recovery.intro')}>
      <RecoveryCodeList codes={codes} listRef={list} />
      <Button busy={busy} onClick={onSaved}>
        {t('recovery.saved')}
      </Button>
    </AuthLayout>
  );
}
