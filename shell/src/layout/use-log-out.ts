import { toastShown, useAppDispatch, useLogoutMutation, useNavigate, useTranslation } from '@shop/platform';
import { flushSync } from 'react-dom';
import { shellApi } from '../api/area.ts';
import { useAccount } from './use-account.ts';

/**
 * Logs the buyer or staff member out, says so, and goes home; the user menu and the mobile menu share it.
 * After a staff member, nothing they read stays in the shared cache (the office's lists and requests are
 * not the shop's to know about by name): the whole cache is dropped and what is on screen is asked again.
 */
export function useLogOut(): () => Promise<void> {
  const [logout] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const account = useAccount();
  const { t } = useTranslation('shell');
  return async () => {
    const wasStaff = account?.kind === 'staff';
    // Home first: a buyer-only page (profile, orders, basket) would otherwise see the buyer gone and
    // send them to /login with itself as the way back.
    // flushSync: the page is gone before the logout request starts, not merely scheduled to go.
    flushSync(() => navigate('/'));
    try {
      await logout().unwrap();
      if (wasStaff) dispatch(shellApi.util.resetApiState());
      dispatch(toastShown({ kind: 'success', title: t('session.loggedOut') }));
    } catch {
      dispatch(toastShown({ kind: 'error', title: t('session.logoutFailed') }));
    }
  };
}
