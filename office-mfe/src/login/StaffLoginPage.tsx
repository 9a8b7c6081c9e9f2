import { Navigate, RETURN_TO_PARAM, useMeQuery, useSearchParams, useTranslation } from '@shop/platform';
import { LoadingState } from '@shop/ui/loading-state';
import { useState } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import { TeamOnly } from '../shared/components/TeamOnly.tsx';
import { officeReturnPath } from '../shared/lib/office-paths.ts';
import { CredentialsStep } from './components/CredentialsStep.tsx';
import { EnrolmentStep } from './components/EnrolmentStep.tsx';
import { RecoveryCodesStep } from './components/RecoveryCodesStep.tsx';
import { SecondFactorStep } from './components/SecondFactorStep.tsx';

/**
 * The staff log-in, one step at a time as the session needs it (`me`): e-mail and password; then the code
 * (`secondFactor: 'required'`) or the set-up of an authenticator (`'enrol'`) and its recovery codes; then the
 * office page the member was going to. A buyer is told the office is not for them.
 */
export default function StaffLoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const returnTo = officeReturnPath(params.get(RETURN_TO_PARAM));
  const { data, isLoading } = useMeQuery();
  // Shown once, whatever `me` says meanwhile (the session is verified as soon as they are made).
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes) return <RecoveryCodesStep codes={recoveryCodes} returnTo={returnTo} />;
  if (isLoading) return <LoadingState label={t('common.checkingSession')} />;
  const staff = data?.staff;
  if (staff?.secondFactor === 'verified') return <Navigate to={returnTo} replace />;
  if (staff?.secondFactor === 'required') return <SecondFactorStep />;
  if (staff?.secondFactor === 'enrol') return <EnrolmentStep onEnrolled={setRecoveryCodes} />;
  if (data?.buyer) return <TeamOnly />;
  return <CredentialsStep />;
}
