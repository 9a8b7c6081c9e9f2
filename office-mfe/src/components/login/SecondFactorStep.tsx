import { api, readApiError, useAppDispatch, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { AuthLayout } from '@shop/ui/auth-layout';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { useForm } from '@shop/ui/use-form';
import { type FormEvent, useState } from 'react';
import { useVerifySecondFactorMutation } from '../../api/staff-session.ts';
import { useStaffLogout } from '../../hooks/use-staff-logout.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { apiErrorKey } from '../../lib/api-error-message.ts';
import { checkRecoveryCode, checkTotpCode, normaliseTotpCode } from '../../lib/validation.ts';
import { TextField } from '../Field.tsx';

const validateTotp = ({ code }: { code: string }) => {
  const error = checkTotpCode(code);
  return error ? { code: error } : {};
};
const validateRecovery = ({ code }: { code: string }) => {
  const error = checkRecoveryCode(code);
  return error ? { code: error } : {};
};

/** The session owes its second factor: the authenticator's code, or one of the recovery codes. */
export function SecondFactorStep() {
  const { t } = useTranslation(NAMESPACE);
  const [recovery, setRecovery] = useState(false);
  const [verify, { isLoading }] = useVerifySecondFactorMutation();
  const dispatch = useAppDispatch();
  const { logOut, isLoggingOut } = useStaffLogout();
  const form = useForm({ code: '' }, recovery ? validateRecovery : validateTotp);
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    const typed = form.values.code;
    try {
      // The page follows the session: once verified, it goes where the member was going.
      await verify({ code: recovery ? typed.trim() : normaliseTotpCode(typed) }).unwrap();
    } catch (error) {
      form.reset();
      const { code } = readApiError(error);
      // The session itself ended (idle too long): the page goes back to e-mail and password.
      if (code === 'unauthenticated') dispatch(api.util.invalidateTags(['Session']));
      setFailure((previous) => ({ code, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  const switchMode = () => {
    setRecovery((current) => !current);
    setFailure(null);
    form.reset();
  };

  return (
    <AuthLayout
      title={t('secondFactor.title')}
      intro={recovery ? t('secondFactor.recoveryIntro') : t('secondFactor.intro')}
    >
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
        {recovery ? (
          <TextField
            key="recovery"
            label={t('secondFactor.recoveryCode')}
            autoComplete="off"
            spellCheck={false}
            {...form.field('code')}
          />
        ) : (
          <TextField
            key="totp"
            label={t('secondFactor.code')}
            hint={t('secondFactor.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={9}
            {...form.field('code')}
          />
        )}
        <div className={formStyles.actions}>
          <Button type="submit" busy={isLoading}>
            {t('secondFactor.submit')}
          </Button>
          <Button variant="secondary" onClick={switchMode}>
            {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
          </Button>
        </div>
      </form>
      <Button variant="secondary" busy={isLoggingOut} onClick={logOut}>
        {t('login.useAnother')}
      </Button>
    </AuthLayout>
  );
}
