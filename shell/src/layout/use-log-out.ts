import { toastShown, useAppDispatch, useLogoutMutation, useNavigate } from '@shop/platform';
import { useTranslation } from 'react-i18next';

/** Logs the buyer out, says so, and goes home; the user menu and the mobile menu share it. */
export function useLogOut(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return async () => {
    // Home first: a buyer-only page (profile, orders, basket) would otherwise see the buyer gone and
    // send them to /login with itself as the way back.
    // flushSync: left at once, not in a transition that keeps the old page mounted meanwhile.
    navigate('/', { flushSync: true });
    try {
      await logout().unwrap();
      dispatch(toastShown({ kind: 'success', title: t('session.loggedOut') }));
    } catch {
      dispatch(toastShown({ kind: 'error', title: t('session.logoutFailed') }));
    }
  };
}
