import { readApiError, useAppDispatch, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { AuthLayout } from '@shop/ui/auth-layout';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { type FormEvent, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { officeApi } from '../../shared/api/office-api.ts';
import { useStaffLogout } from '../../shared/hooks/use-staff-logout.ts';
import { apiErrorKey } from '../../shared/lib/api-error-message.ts';
import { useOfficeVerifySecondFactorMutation } from '../api/staff-session.ts';
import { useSecondFactorCode } from '../hooks/use-second-factor-code.ts';
import { CodeKindSwitch, SecondFactorCodeField } from './second-factor/SecondFactorCodeField.tsx';

/** The session owes its second factor: the authenticator's code, or one of the recovery codes. */
export function SecondFactorStep() {
  const { t } = useTranslation(NAMESPACE);
  const code = useSecondFactorCode();
  const [verify, { isLoading }] = useOfficeVerifySecondFactorMutation();
  const dispatch = useAppDispatch();
  const { logOut, isLoggingOut } = useStaffLogout();
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code.form.check()) return;
    try {
      // The page follows the session: once verified, it goes where the member was going.
      await verify({ code: code.toSend() }).unwrap();
    } catch (error) {
      code.form.reset();
      const { code: refusal } = readApiError(error);
      // The session itself ended (idle too long): the page goes back to e-mail and password.
      if (refusal === 'unauthenticated') dispatch(officeApi.util.invalidateTags(['Session']));
      setFailure((previous) => ({ code: refusal, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  const switchKind = () => {
    code.switchKind();
    setFailure(null);
  };

  return (
    <AuthLayout
      title={t('secondFactor.title')}
      intro={code.recovery ? t('secondFactor.recoveryIntro') : t('secondFactor.intro')}
    >
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <form ref={code.form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
        <SecondFactorCodeField code={code} />
        <div className={formStyles.actions}>
          <Button type="submit" busy={isLoading}>
            {t('secondFactor.submit')}
          </Button>
          <CodeKindSwitch recovery={code.recovery} onClick={switchKind} />
        </div>
      </form>
      <Button variant="secondary" busy={isLoggingOut} onClick={logOut}>
        {t('login.useAnother')}
      </Button>
    </AuthLayout>
  );
}
