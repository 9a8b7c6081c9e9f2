import { toastShown, useAppDispatch, useLogoutMutation, useNavigate, useTranslation } from '@shop/platform';
import { flushSync } from 'react-dom';

/** Logs the buyer out, says so, and goes home; the user menu and the mobile menu share it. */
export function useLogOut(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return async () => {
    // Home first: a buyer-only page (profile, orders, basket) would otherwise see the buyer gone and
    // send them to /login with itself as the way back.
    // flushSync: the page is gone before the logout request starts, not merely scheduled to go.
    flushSync(() => navigate('/'));
    try {
      await logout().unwrap();
      dispatch(toastShown({ kind: 'success', title: t('session.loggedOut') }));
    } catch {
      dispatch(toastShown({ kind: 'error', title: t('session.logoutFailed') }));
    }
  };
}
