import { PASSWORD_MIN_LENGTH } from '@shop/contracts';
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
import { serverFieldErrors, useForm } from '@shop/ui/use-form';
import { type FormEvent, useRef, useState } from 'react';
import { useAccountRegisterMutation } from '../api/register.ts';
import { TextField } from '../components/fields.tsx';
import { NAMESPACE } from '../i18n/register.ts';
import { apiErrorKey } from '../lib/api-error-message.ts';
import { type RegisterValues, validateRegister } from '../lib/validation.ts';

const FIELDS = ['email', 'businessName', 'vatNumber', 'password', 'confirmPassword'] as const;

export default function RegisterPage() {
  const { t } = useTranslation(NAMESPACE);
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_TO_PARAM));
  const { buyer } = useBuyer();
  const [register, { isLoading }] = useAccountRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const form = useForm<RegisterValues>(
    { email: '', businessName: '', vatNumber: '', password: '', confirmPassword: '' },
    validateRegister,
  );
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const justRegistered = useRef(false);

  // Already logged in (and not because of this form): nothing to do here.
  if (buyer && !justRegistered.current) return <Navigate to={returnTo} replace />;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    const { email, businessName, vatNumber, password, confirmPassword } = form.values;
    try {
      justRegistered.current = true;
      await register({
        email: email.trim(),
        businessName: businessName.trim(),
        ...(vatNumber.trim() ? { vatNumber: vatNumber.trim() } : {}),
        password,
        confirmPassword,
      }).unwrap();
      dispatch(toastShown({ kind: 'success', title: t('register.success') }));
      navigate(returnTo, { replace: true });
    } catch (error) {
      justRegistered.current = false;
      const { code, fields } = readApiError(error);
      if (code === 'validation_failed' && form.showServerErrors(serverFieldErrors(fields, FIELDS))) return;
      setFailure((previous) => ({ code, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  const loginLink = returnTo === '/' ? '/login' : `/login?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;

  return (
    <AuthLayout narrow title={t('register.title')} intro={t('register.intro')}>
      {failure ? (
        <FormAlert key={failure.attempt}>
          {t(apiErrorKey(failure.code))}
          {failure.code === 'email_taken' ? (
            <>
              {' '}
              <Link to={loginLink}>{t('register.logInInstead')}</Link>{' '}
              <Link to="/forgot-password">{t('login.forgot')}</Link>
            </>
          ) : null}
        </FormAlert>
      ) : null}
      <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
        <TextField label={t('fields.email')} type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label={t('fields.businessName')}
          autoComplete="organization"
          {...form.field('businessName')}
        />
        <TextField
          label={t('fields.vatNumberOptional')}
          autoComplete="off"
          inputMode="text"
          hint={t('fields.vatNumberHint')}
          {...form.field('vatNumber')}
        />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          hint={t('fields.passwordRule', { min: PASSWORD_MIN_LENGTH })}
          {...form.field('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" busy={isLoading} className={formStyles.submit}>
          {t('register.submit')}
        </Button>
      </form>
      <p>
        {t('register.haveAccount')} <Link to={loginLink}>{t('register.logIn')}</Link>
      </p>
    </AuthLayout>
  );
}
