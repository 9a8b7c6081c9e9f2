import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { AuthLayout } from '@shop/ui/auth-layout';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { type FormEvent, useState } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { TextField } from '../../shared/components/fields.tsx';
import { apiErrorKey } from '../../shared/lib/api-error-message.ts';
import { useOfficeStaffLoginMutation } from '../api/staff-session.ts';

/**
 * E-mail and password. The answer says who logged in: the page then shows the step the session needs
 * (the code, the set-up of an authenticator) or goes where the member was going.
 */
export function CredentialsStep() {
  const { t } = useTranslation(NAMESPACE);
  const [login, { isLoading }] = useOfficeStaffLoginMutation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      // Logged in, the office opens with "Logged in as …" in its bar: no notice to dismiss on top of it.
      await login({ email: email.trim(), password }).unwrap();
    } catch (error) {
      const { code } = readApiError(error);
      setPassword('');
      // A malformed address cannot match an account: the same message as a wrong password.
      const shown = code === 'validation_failed' ? 'invalid_credentials' : code;
      setFailure((previous) => ({ code: shown, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  return (
    <AuthLayout title={t('login.title')} intro={t('login.intro')}>
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <form onSubmit={onSubmit} className={formStyles.form} noValidate>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={setEmail}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" busy={isLoading} disabled={!email || !password} className={formStyles.submit}>
          {t('login.submit')}
        </Button>
      </form>
    </AuthLayout>
  );
}
