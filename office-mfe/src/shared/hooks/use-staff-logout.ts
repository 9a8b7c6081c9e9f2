import { toastShown, useAppDispatch, useLogoutMutation, useNavigate, useTranslation } from '@shop/platform';
import { NAMESPACE } from '../../i18n/register.ts';
import { OFFICE_TAG, officeApi } from '../api/office-api.ts';
import { STAFF_LOGIN } from '../lib/office-paths.ts';

/**
 * Logging out of the office: the session ends, what the office had read is dropped from the shared cache
 * (nobody's next session sees it), and the staff log-in shows.
 */
export function useStaffLogout() {
  const { t } = useTranslation(NAMESPACE);
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const logOut = async () => {
    try {
      await logout().unwrap();
      // No page reads the office's entries any more: invalidated, they are dropped rather than read again.
      dispatch(officeApi.util.invalidateTags([OFFICE_TAG]));
      navigate(STAFF_LOGIN, { replace: true });
      dispatch(toastShown({ kind: 'success', title: t('header.loggedOut') }));
    } catch {
      dispatch(toastShown({ kind: 'error', title: t('header.logoutFailed') }));
    }
  };
  return { logOut, isLoggingOut: isLoading };
}
