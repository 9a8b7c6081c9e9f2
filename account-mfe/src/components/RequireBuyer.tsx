import { loginPath, Navigate, useBuyer, useLocation, useTranslation } from '@shop/platform';
import { LoadingState } from '@shop/ui/loading-state';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../i18n/register.ts';

/** Pages of a logged-in buyer: a visitor goes to /login and comes back here afterwards. */
export function RequireBuyer({ children }: { children: ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const { buyer, isLoading } = useBuyer();
  const location = useLocation();
  if (isLoading) return <LoadingState label={t('common.checkingSession')} />;
  if (!buyer) return <Navigate to={loginPath(`${location.pathname}${location.search}`)} replace />;
  return children;
}
