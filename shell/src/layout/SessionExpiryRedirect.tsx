import {
  loginPath,
  selectSessionExpiredCount,
  toastShown,
  useAppDispatch,
  useAppSelector,
} from '@shop/platform';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';

/** When any remote's request finds the session gone, send the buyer to /login once, with the way back. */
export function SessionExpiryRedirect() {
  const expired = useAppSelector(selectSessionExpiredCount);
  const handled = useRef(expired);
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const { t } = useTranslation('shell');

  useEffect(() => {
    if (expired === handled.current) return;
    handled.current = expired;
    if (location.pathname === '/login') return;
    dispatch(toastShown({ id: 'session-expired', kind: 'info', title: t('session.expired') }));
    navigate(loginPath(`${location.pathname}${location.search}`));
  }, [expired, location.pathname, location.search, navigate, dispatch, t]);

  return null;
}
