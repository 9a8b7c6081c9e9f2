import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import alert from '@shop/ui/alert.module.css';
import { AuthLayout } from '@shop/ui/auth-layout';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { LoadingState } from '@shop/ui/loading-state';
import { useForm } from '@shop/ui/use-form';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useConfirmTotpEnrolmentMutation, useStartTotpEnrolmentMutation } from '../../api/staff-session.ts';
import { useStaffLogout } from '../../hooks/use-staff-logout.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { apiErrorKey } from '../../lib/api-error-message.ts';
import { checkTotpCode, normaliseTotpCode } from '../../lib/validation.ts';
import { TextField } from '../Field.tsx';
import styles from './EnrolmentStep.module.css';

const validate = ({ code }: { code: string }) => {
  const error = checkTotpCode(code);
  return error ? { code: error } : {};
};

/** The server's QR code as an image (an SVG document, never put into the page's own markup). */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * A second factor is required and none is set up: a new secret (QR code and key), then a code made from it
 * confirms it; the recovery codes the BFF then answers go to `onEnrolled`.
 */
export function EnrolmentStep({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) {
  const { t } = useTranslation(NAMESPACE);
  const [start, started] = useStartTotpEnrolmentMutation();
  const [confirm, { isLoading: confirming }] = useConfirmTotpEnrolmentMutation();
  const { logOut, isLoggingOut } = useStaffLogout();
  const form = useForm({ code: '' }, validate);
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const asked = useRef(false);

  // One secret per visit of this step (a second request would replace the one on screen).
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start();
  }, [start]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    try {
      const { recoveryCodes } = await confirm({ code: normaliseTotpCode(form.values.code) }).unwrap();
      onEnrolled(recoveryCodes);
    } catch (error) {
      form.reset();
      const { code } = readApiError(error);
      setFailure((previous) => ({
        code: code === 'invalid_second_factor' ? 'enrol_mismatch' : code,
        attempt: (previous?.attempt ?? 0) + 1,
      }));
    }
  };

  const enrolment = started.data;
  return (
    <AuthLayout title={t('enrol.title')} intro={t('enrol.intro')}>
      {started.isLoading ? <LoadingState label={t('enrol.starting')} /> : null}
      {started.isError ? (
        <div role="alert" className={alert.alert}>
          {t('enrol.startFailed')} {t(apiErrorKey(readApiError(started.error).code))}{' '}
          <Button variant="secondary" onClick={() => start()}>
            {t('enrol.restart')}
          </Button>
        </div>
      ) : null}
      {enrolment ? (
        <>
          <h2 className={styles.step}>{t('enrol.scan')}</h2>
          <img
            className={styles.qr}
            src={qrImageSource(enrolment.qrSvg)}
            alt={t('enrol.qrAlt')}
            width={200}
            height={200}
          />
          <p>{t('enrol.manual')}</p>
          <p className={styles.secret}>
            <span className="visually-hidden">{t('enrol.secret')}: </span>
            <code>{enrolment.secret}</code>
          </p>
          <h2 className={styles.step}>{t('enrol.confirmStep')}</h2>
          {failure ? (
            <FormAlert key={failure.attempt}>
              {t(failure.code === 'enrol_mismatch' ? 'enrol.invalid' : apiErrorKey(failure.code))}
            </FormAlert>
          ) : null}
          <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
            <TextField
              label={t('secondFactor.code')}
              hint={t('secondFactor.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={9}
              {...form.field('code')}
            />
            <Button type="submit" busy={confirming} className={formStyles.submit}>
              {t('enrol.confirm')}
            </Button>
          </form>
        </>
      ) : null}
      <Button variant="secondary" busy={isLoggingOut} onClick={logOut}>
        {t('login.useAnother')}
      </Button>
    </AuthLayout>
  );
}
