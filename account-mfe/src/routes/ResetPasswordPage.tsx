import { PASSWORD_MIN_LENGTH } from '@shop/contracts';
import {
  Link,
  readApiError,
  toastShown,
  useAppDispatch,
  useNavigate,
  useSearchParams,
  useTranslation,
} from '@shop/platform';
import { Button } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import { AuthLayout } from '@shop/ui/auth-layout';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { serverFieldErrors, useForm } from '@shop/ui/use-form';
import { type FormEvent, useState } from 'react';
import { useAccountResetPasswordMutation } from '../api/reset-password.ts';
import { TextField } from '../components/fields.tsx';
import { NAMESPACE } from '../i18n/register.ts';
import { apiErrorKey } from '../lib/api-error-message.ts';
import { type NewPasswordValues, validateNewPassword } from '../lib/validation.ts';

const FIELDS = ['password', 'confirmPassword'] as const;

export default function ResetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [resetPassword, { isLoading }] = useAccountResetPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<NewPasswordValues>({ password: '', confirmPassword: '' }, validateNewPassword);
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);

  if (!token) {
    return (
      <AuthLayout narrow title={t('resetPassword.title')}>
        <div role="alert" className={alert.alert}>
          {t('resetPassword.missingToken')} <Link to="/forgot-password">{t('resetPassword.askAgain')}</Link>
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    try {
      await resetPassword({ token, ...form.values }).unwrap();
      dispatch(toastShown({ kind: 'success', title: t('resetPassword.success') }));
      navigate('/login', { replace: true });
    } catch (error) {
      const { code, fields } = readApiError(error);
      if (code === 'validation_failed' && form.showServerErrors(serverFieldErrors(fields, FIELDS))) return;
      setFailure((previous) => ({ code, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  return (
    <AuthLayout narrow title={t('resetPassword.title')} intro={t('resetPassword.intro')}>
      {failure ? (
        <FormAlert key={failure.attempt}>
          {t(apiErrorKey(failure.code))}
          {failure.code === 'invalid_token' ? (
            <>
              {' '}
              <Link to="/forgot-password">{t('resetPassword.askAgain')}</Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
        <TextField
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          {...form.field('password')}
        />
        <TextField
          label={t('fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" busy={isLoading} className={formStyles.submit}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
