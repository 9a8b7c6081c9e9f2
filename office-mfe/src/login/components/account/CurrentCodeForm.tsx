import type { TotpEnrolment } from '@shop/contracts';
import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { serverFieldErrors } from '@shop/ui/use-form';
import { type FormEvent, useState } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { apiErrorKey } from '../../../shared/lib/api-error-message.ts';
import {
  useOfficeRemoveSecondFactorMutation,
  useOfficeStartTotpEnrolmentMutation,
} from '../../api/staff-session.ts';
import { useSecondFactorCode } from '../../hooks/use-second-factor-code.ts';
import { CodeKindSwitch, SecondFactorCodeField } from '../second-factor/SecondFactorCodeField.tsx';
import { StepHeading } from './StepHeading.tsx';

/** Why a code of the app in force was refused, as a translation key; `outdated` when `me` is stale. */
function refusal(code: string): { key: string; outdated: boolean } {
  switch (code) {
    case 'invalid_second_factor':
      return { key: 'account.codeRefused', outdated: false };
    // The shop has come to require a second factor since the page was loaded.
    case 'second_factor_required':
      return { key: 'account.requiredNow', outdated: true };
    // Nothing to switch off: the app was removed meanwhile, in another tab or window.
    case 'conflict':
      return { key: 'account.changedElsewhere', outdated: true };
    default:
      return { key: apiErrorKey(code), outdated: false };
  }
}

/**
 * A code of the authenticator in force (or a recovery code), asked before it is replaced (`replace`: the
 * BFF then sets a new secret aside, `onStarted`) or switched off (`remove`: `onRemoved`). A session that
 * gave a code at login is not enough: whoever sits at an open session must show they hold the second factor.
 */
export function CurrentCodeForm({
  purpose,
  onStarted,
  onRemoved,
  onCancel,
  onOutdated,
}: {
  purpose: 'replace' | 'remove';
  onStarted: (enrolment: TotpEnrolment) => void;
  onRemoved: () => void;
  onCancel: () => void;
  onOutdated: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const code = useSecondFactorCode();
  const [start, starting] = useOfficeStartTotpEnrolmentMutation();
  const [remove, removing] = useOfficeRemoveSecondFactorMutation();
  const [failure, setFailure] = useState<{ key: string; attempt: number } | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!code.form.check()) return;
    try {
      if (purpose === 'replace') {
        onStarted(await start({ currentCode: code.toSend() }).unwrap());
      } else {
        await remove({ code: code.toSend() }).unwrap();
        onRemoved();
      }
    } catch (error) {
      const { code: refused, fields } = readApiError(error);
      const fieldError = purpose === 'replace' ? fields?.currentCode : fields?.code;
      if (refused === 'validation_failed' && fieldError) {
        code.form.showServerErrors(serverFieldErrors({ code: fieldError }, ['code']));
        return;
      }
      code.form.reset();
      const { key, outdated } = refusal(refused);
      if (outdated) onOutdated();
      setFailure((previous) => ({ key, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  const switchKind = () => {
    code.switchKind();
    setFailure(null);
  };

  const replacing = purpose === 'replace';
  return (
    <>
      <StepHeading>{replacing ? t('account.replace') : t('account.remove')}</StepHeading>
      <p>{replacing ? t('account.replaceIntro') : t('account.removeIntro')}</p>
      {failure ? <FormAlert key={failure.attempt}>{t(failure.key)}</FormAlert> : null}
      <form ref={code.form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
        <SecondFactorCodeField code={code} totpHint={t('account.currentCodeHint')} />
        <div className={formStyles.actions}>
          <Button type="submit" busy={starting.isLoading || removing.isLoading}>
            {replacing ? t('account.continue') : t('account.removeSubmit')}
          </Button>
          <CodeKindSwitch recovery={code.recovery} onClick={switchKind} />
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        </div>
      </form>
    </>
  );
}
