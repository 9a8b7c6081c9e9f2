import type { TotpEnrolment } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { NAMESPACE } from '../../../i18n/register.ts';
import { TotpSetUp } from '../second-factor/TotpSetUp.tsx';
import { StepHeading } from './StepHeading.tsx';

/**
 * The new app's QR code and key, and its first code to confirm it. Cancelling leaves the secret set aside
 * unused: the app in force, if any, stays in force.
 */
export function NewAuthenticatorStep({
  enrolment,
  replacing,
  onConfirmed,
  onCancel,
}: {
  enrolment: TotpEnrolment;
  replacing: boolean;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <StepHeading>{replacing ? t('account.newAppTitle') : t('account.setUp')}</StepHeading>
      <p>{replacing ? t('account.newAppIntro') : t('account.setUpIntro')}</p>
      <TotpSetUp
        enrolment={enrolment}
        onConfirmed={onConfirmed}
        Heading="h4"
        actions={
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        }
      />
    </>
  );
}
