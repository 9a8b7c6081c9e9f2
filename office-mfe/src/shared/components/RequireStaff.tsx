import type { Staff } from '@shop/contracts';
import { Navigate, useLocation, useMeQuery, useTranslation } from '@shop/platform';
import { LoadingState } from '@shop/ui/loading-state';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { staffLoginPath } from '../lib/office-paths.ts';
import { TeamOnly } from './TeamOnly.tsx';

/**
 * The office's pages, for a staff session past its second factor. A visitor, or a member who still owes
 * the code or has to set up an authenticator, goes to the staff log-in (which shows that step) and comes
 * back here; a buyer is told the page is not for them.
 */
export function RequireStaff({ children }: { children: (staff: Staff) => ReactNode }) {
  const { t } = useTranslation(NAMESPACE);
  const { data, isLoading } = useMeQuery();
  const location = useLocation();
  if (isLoading) return <LoadingState label={t('common.checkingSession')} />;
  const staff = data?.staff;
  if (staff?.secondFactor === 'verified') return children(staff);
  if (!staff && data?.buyer) return <TeamOnly />;
  return <Navigate to={staffLoginPath(`${location.pathname}${location.search}`)} replace />;
}
