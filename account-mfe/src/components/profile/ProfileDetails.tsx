import type { Profile } from '@shop/contracts';
import { toastShown, useAppDispatch, useLogoutMutation, useNavigate, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import hint from '@shop/ui/hint.module.css';
import { LoadingState } from '@shop/ui/loading-state';
import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useAccountGetAccountProfileQuery } from '../../api/get-account-profile.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import details from '../details.module.css';
import panel from '../panel.module.css';
import { BusinessDetailsSection } from './BusinessDetailsSection.tsx';
import { DeliveryAddressSection } from './DeliveryAddressSection.tsx';

/** One part of the profile is edited at a time. */
type Editing = 'none' | 'business' | 'delivery';

export function ProfileDetails() {
  const { t } = useTranslation(NAMESPACE);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const accountId = useId();
  const [logout, { isLoading: loggingOut }] = useLogoutMutation();
  // While logging out the profile is no longer asked for: a refetch would only meet a 401.
  const [leaving, setLeaving] = useState(false);
  const { data, isLoading, isError, refetch } = useAccountGetAccountProfileQuery(undefined, {
    skip: leaving,
  });
  const lastProfile = useRef<Profile | undefined>(undefined);
  if (data) lastProfile.current = data;
  const profile = data ?? (leaving ? lastProfile.current : undefined);
  const [editing, setEditing] = useState<Editing>('none');

  if (isLoading) return <LoadingState label={t('profile.loading')} />;
  if (!profile) {
    return isError ? (
      <div role="alert" className={alert.alert}>
        {t('profile.loadFailed')}{' '}
        <Button variant="secondary" onClick={() => refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    ) : null;
  }

  const onLogout = async () => {
    setLeaving(true);
    // Home first: this buyer-only page would otherwise see the buyer gone and send them to /login
    // with the profile as the way back.
    // flushSync: the page is gone before the logout request starts, not merely scheduled to go.
    flushSync(() => navigate('/'));
    try {
      await logout().unwrap();
      dispatch(toastShown({ kind: 'success', title: t('profile.loggedOut') }));
    } catch {
      dispatch(toastShown({ kind: 'error', title: t('profile.logoutFailed') }));
    }
  };

  const close = () => setEditing('none');

  return (
    <>
      <section aria-labelledby={accountId} className={panel.panel}>
        <h2 id={accountId}>{t('profile.account')}</h2>
        <dl className={details.details}>
          <dt>{t('fields.email')}</dt>
          <dd>{profile.email}</dd>
        </dl>
        <p className={hint.hint}>{t('profile.emailFixed')}</p>
      </section>
      <BusinessDetailsSection
        profile={profile}
        editing={editing === 'business'}
        locked={editing === 'delivery'}
        onEdit={() => setEditing('business')}
        onClose={close}
      />
      <DeliveryAddressSection
        profile={profile}
        editing={editing === 'delivery'}
        locked={editing === 'business'}
        onEdit={() => setEditing('delivery')}
        onClose={close}
      />
      <Button variant="secondary" busy={loggingOut} onClick={onLogout}>
        {t('profile.logout')}
      </Button>
    </>
  );
}
