import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import { AuthLayout } from '@shop/ui/auth-layout';
import { LoadingState } from '@shop/ui/loading-state';
import { useEffect, useRef } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { useStaffLogout } from '../../shared/hooks/use-staff-logout.ts';
import { apiErrorKey } from '../../shared/lib/api-error-message.ts';
import { useOfficeStartTotpEnrolmentMutation } from '../api/staff-session.ts';
import { TotpSetUp } from './second-factor/TotpSetUp.tsx';

/**
 * A second factor is required and none is set up: a new secret (QR code and key), then a code made from it
 * confirms it; the recovery codes the BFF then answers go to `onEnrolled`.
 */
export function EnrolmentStep({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [start, started] = useOfficeStartTotpEnrolmentMutation();
  const { logOut, isLoggingOut } = useStaffLogout();
  const asked = useRef(false);

  // One secret per visit of this step (a second request would replace the one on screen). No current code:
  // a member who must enrol has no authenticator yet.
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start({});
  }, [start]);

  return (
    <AuthLayout title={t('enrol.title')} intro={t('enrol.intro')}>
      {started.isLoading ? <LoadingState label={t('enrol.starting')} /> : null}
      {started.isError ? (
        <div role="alert" className={alert.alert}>
          {t('enrol.startFailed')} {t(apiErrorKey(readApiError(started.error).code))}{' '}
          <Button variant="secondary" onClick={() => start({})}>
            {t('enrol.restart')}
          </Button>
        </div>
      ) : null}
      {started.data ? <TotpSetUp enrolment={started.data} onConfirmed={onEnrolled} /> : null}
      <Button variant="secondary" busy={isLoggingOut} onClick={logOut}>
        {t('login.useAnother')}
      </Button>
    </AuthLayout>
  );
}
