import {
  loginPath,
  selectSessionExpiredCount,
  sessionApi,
  toastShown,
  useAppDispatch,
  useAppSelector,
  useLocation,
  useNavigate,
  useTranslation,
} from '@shop/platform';
import { useEffect, useRef } from 'react';

/**
 * When any remote's request finds the session gone, send the buyer to /login once, with the way back.
 * Several requests usually fail together (the page's query, a refetch, a mutation); their 401s may
 * arrive before the router has moved to /login, so one redirect is made per expiry, and the next
 * expiry is handled once the buyer has been on /login.
 */
export function SessionExpiryRedirect() {
  const expired = useAppSelector(selectSessionExpiredCount);
  const handled = useRef(expired);
  const redirecting = useRef(false);
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { t } = useTranslation('shell');

  useEffect(() => {
    if (location.pathname === '/login') redirecting.current = false;
  }, [location.pathname]);

  useEffect(() => {
    if (expired === handled.current) return;
    handled.current = expired;
    if (redirecting.current || location.pathname === '/login') return;
    redirecting.current = true;
    dispatch(toastShown({ id: 'session-expired', kind: 'info', title: t('session.expired') }));
    // Once at /login (a push: Back returns to the page), the buyer is a visitor at once, before the
    // refetch of `me` answers, so /login does not send them straight back to the return path. Not
    // before: a page's own "visitors go to /login" replace would cancel the push and lose the entry.
    void Promise.resolve(navigate(loginPath(`${location.pathname}${location.search}`))).then(() => {
      dispatch(sessionApi.util.upsertQueryData('me', undefined, { buyer: null }));
    });
  }, [expired, location.pathname, location.search, navigate, dispatch, t]);

  return null;
}
