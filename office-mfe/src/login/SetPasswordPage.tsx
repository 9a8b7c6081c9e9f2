import { STAFF_PASSWORD_MIN_LENGTH } from '@shop/contracts';
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
import { NAMESPACE } from '../i18n/register.ts';
import { TextField } from '../shared/components/fields.tsx';
import { apiErrorKey } from '../shared/lib/api-error-message.ts';
import { STAFF_LOGIN } from '../shared/lib/office-paths.ts';
import { type NewPasswordValues, validateStaffPassword } from '../shared/lib/validation.ts';
import { useOfficeSetStaffPasswordMutation } from './api/staff-session.ts';

const FIELDS = ['password', 'confirmPassword'] as const;

/**
 * A new member of the team sets their password with the link `npm run staff -- add` mailed
 * (`?token=`, single use, 72 hours), then logs in. It needs no session, so it works for anyone with the link.
 */
export default function SetPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [setPassword, { isLoading }] = useOfficeSetStaffPasswordMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<NewPasswordValues>({ password: '', confirmPassword: '' }, validateStaffPassword);
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);

  if (!token) {
    return (
      <AuthLayout title={t('setPassword.title')}>
        <div role="alert" className={alert.alert}>
          {t('setPassword.missingToken')} {t('setPassword.askTeam')}
        </div>
        <Link to={STAFF_LOGIN}>{t('setPassword.toLogin')}</Link>
      </AuthLayout>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    try {
      await setPassword({ token, ...form.values }).unwrap();
      dispatch(toastShown({ kind: 'success', title: t('setPassword.success') }));
      navigate(STAFF_LOGIN, { replace: true });
    } catch (error) {
      const { code, fields } = readApiError(error);
      if (code === 'validation_failed' && form.showServerErrors(serverFieldErrors(fields, FIELDS))) return;
      setFailure((previous) => ({ code, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  return (
    <AuthLayout title={t('setPassword.title')} intro={t('setPassword.intro')}>
      {failure ? (
        <FormAlert key={failure.attempt}>
          {t(apiErrorKey(failure.code))}
          {failure.code === 'invalid_token' ? ` ${t('setPassword.askTeam')}` : null}
        </FormAlert>
      ) : null}
      <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
        <TextField
          label={t('fields.newPassword')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordRule', { min: STAFF_PASSWORD_MIN_LENGTH })}
          ruleMin={STAFF_PASSWORD_MIN_LENGTH}
          {...form.field('password')}
        />
        <TextField
          label={t('fields.confirmNewPassword')}
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" busy={isLoading} className={formStyles.submit}>
          {t('setPassword.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
