import {
  Link,
  Navigate,
  RETURN_TO_PARAM,
  readApiError,
  safeReturnPath,
  toastShown,
  useAppDispatch,
  useBuyer,
  useNavigate,
  useSearchParams,
  useTranslation,
} from '@shop/platform';
import { Button } from '@shop/ui';
import { AuthLayout } from '@shop/ui/auth-layout';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { type FormEvent, useRef, useState } from 'react';
import { useAccountLoginMutation } from '../api/log-in.ts';
import { TextField } from '../components/fields.tsx';
import { NAMESPACE } from '../i18n/register.ts';
import { apiErrorKey } from '../lib/api-error-message.ts';

export default function LoginPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));
  const { buyer } = useBuyer();
  const [login, { isLoading }] = useAccountLoginMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const justLoggedIn = useRef(false);

  // Already logged in (and not because of this form): nothing to do here.
  if (buyer && !justLoggedIn.current) return <Navigate to={returnTo} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await login({ email: email.trim(), password }).unwrap();
      justLoggedIn.current = true;
      dispatch(toastShown({ kind: 'success', title: t('login.success') }));
      navigate(returnTo, { replace: true });
    } catch (error) {
      const { code } = readApiError(error);
      setPassword('');
      // A malformed address cannot match an account: the same message as a wrong password.
      const shown = code === 'validation_failed' ? 'invalid_credentials' : code;
      setFailure((previous) => ({ code: shown, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  const registerLink =
    returnTo === '/' ? '/register' : `/register?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;

  return (
    <AuthLayout narrow title={t('login.title')} intro={t('login.intro')}>
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <form onSubmit={onSubmit} className={formStyles.form} noValidate>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
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
        <Link to="/forgot-password">{t('login.forgot')}</Link>
        <Button type="submit" busy={isLoading} disabled={!email || !password} className={formStyles.submit}>
          {t('login.submit')}
        </Button>
      </form>
      <p>
        {t('login.noAccount')} <Link to={registerLink}>{t('login.register')}</Link>
      </p>
    </AuthLayout>
  );
}
