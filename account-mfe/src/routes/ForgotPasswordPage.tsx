import { Link, readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { AuthLayout } from '@shop/ui/auth-layout';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { serverFieldErrors, useForm } from '@shop/ui/use-form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useAccountRequestPasswordResetMutation } from '../api/request-password-reset.ts';
import { TextField } from '../components/fields.tsx';
import { NAMESPACE } from '../i18n/register.ts';
import { apiErrorKey } from '../lib/api-error-message.ts';
import { validateForgotPassword } from '../lib/validation.ts';
import styles from './ForgotPasswordPage.module.css';

export default function ForgotPasswordPage() {
  const { t } = useTranslation(NAMESPACE);
  const [requestReset, { isLoading }] = useAccountRequestPasswordResetMutation();
  const form = useForm({ email: '' }, validateForgotPassword);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const confirmationRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentTo) confirmationRef.current?.focus();
  }, [sentTo]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    const email = form.values.email.trim();
    try {
      await requestReset({ email }).unwrap();
      setSentTo(email);
    } catch (error) {
      const { code, fields } = readApiError(error);
      if (code === 'validation_failed' && form.showServerErrors(serverFieldErrors(fields, ['email']))) return;
      setFailure((previous) => ({ code, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  if (sentTo) {
    // The same answer whether or not the address has an account: nothing to learn from it.
    return (
      <AuthLayout narrow title={t('forgotPassword.title')}>
        <div ref={confirmationRef} role="status" tabIndex={-1} className={styles.notice}>
          <p>{t('forgotPassword.sent', { email: sentTo })}</p>
          <p>{t('forgotPassword.checkSpam')}</p>
        </div>
        <p>
          <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout narrow title={t('forgotPassword.title')} intro={t('forgotPassword.intro')}>
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" busy={isLoading} className={formStyles.submit}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
      <p>
        <Link to="/login">{t('forgotPassword.backToLogin')}</Link>
      </p>
    </AuthLayout>
  );
}
