import type { TotpEnrolment } from '@shop/contracts';
import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { useForm } from '@shop/ui/use-form';
import { type FormEvent, type ReactNode, useState } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { TextField } from '../../../shared/components/fields.tsx';
import { apiErrorKey } from '../../../shared/lib/api-error-message.ts';
import { checkTotpCode, normaliseTotpCode } from '../../../shared/lib/validation.ts';
import { useOfficeConfirmTotpEnrolmentMutation } from '../../api/staff-session.ts';
import styles from './TotpSetUp.module.css';

const validate = ({ code }: { code: string }) => {
  const error = checkTotpCode(code);
  return error ? { code: error } : {};
};

/** The server's QR code as an image (an SVG document, never put into the page's own markup). */
export function qrImageSource(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Why the confirmation was refused, as a translation key. */
function confirmErrorKey(code: string): string {
  if (code === 'invalid_second_factor') return 'enrol.invalid';
  // Another tab or window started a set-up since: this QR code is no longer the one set aside.
  if (code === 'conflict') return 'enrol.conflict';
  return apiErrorKey(code);
}

/**
 * A new authenticator: the secret set aside (QR code and key), then a code made from it confirms it; the
 * recovery codes the BFF answers go to `onConfirmed`. The log-in's set-up and the account page's both show
 * it, under headings of their own level (`Heading`); `actions` go beside the Confirm button.
 */
export function TotpSetUp({
  enrolment,
  onConfirmed,
  Heading = 'h2',
  actions,
}: {
  enrolment: TotpEnrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  Heading?: 'h2' | 'h3' | 'h4';
  actions?: ReactNode;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [confirm, { isLoading }] = useOfficeConfirmTotpEnrolmentMutation();
  const form = useForm({ code: '' }, validate);
  const [failure, setFailure] = useState<{ key: string; attempt: number } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!form.check()) return;
    try {
      const { recoveryCodes } = await confirm({ code: normaliseTotpCode(form.values.code) }).unwrap();
      onConfirmed(recoveryCodes);
    } catch (error) {
      form.reset();
      const key = confirmErrorKey(readApiError(error).code);
      setFailure((previous) => ({ key, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  const submit = (
    <Button type="submit" busy={isLoading} className={actions ? undefined : formStyles.submit}>
      {t('enrol.confirm')}
    </Button>
  );
  return (
    <>
      <Heading className={styles.step}>{t('enrol.scan')}</Heading>
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
      <Heading className={styles.step}>{t('enrol.confirmStep')}</Heading>
      {failure ? <FormAlert key={failure.attempt}>{t(failure.key)}</FormAlert> : null}
      <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
        <TextField
          label={t('secondFactor.code')}
          hint={t('secondFactor.codeHint')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={9}
          {...form.field('code')}
        />
        {actions ? (
          <div className={formStyles.actions}>
            {submit}
            {actions}
          </div>
        ) : (
          submit
        )}
      </form>
    </>
  );
}
