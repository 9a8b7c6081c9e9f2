import type { Staff, TotpEnrolment } from '@shop/contracts';
import { readApiError, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import hint from '@shop/ui/hint.module.css';
import { useState } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { apiErrorKey } from '../../../shared/lib/api-error-message.ts';
import { useOfficeStartTotpEnrolmentMutation } from '../../api/staff-session.ts';
import styles from './account.module.css';

/**
 * Whether an authenticator app protects the account, and what the member may do about it: set one up; or
 * replace it and, unless the shop requires one, switch it off. Setting one up starts at once (no code is
 * owed without an app); replacing and switching off ask for a code first (`onReplace`, `onRemove`).
 */
export function AuthenticatorSummary({
  staff,
  onSetUp,
  onReplace,
  onRemove,
  onOutdated,
}: {
  staff: Staff;
  onSetUp: (enrolment: TotpEnrolment) => void;
  onReplace: () => void;
  onRemove: () => void;
  /** The account changed elsewhere (another tab): the session is read again. */
  onOutdated: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [start, { isLoading }] = useOfficeStartTotpEnrolmentMutation();
  const [failure, setFailure] = useState<{ key: string; attempt: number } | null>(null);

  const setUp = async () => {
    setFailure(null);
    try {
      onSetUp(await start({}).unwrap());
    } catch (error) {
      const { code, fields } = readApiError(error);
      // The BFF wants a code of an app: one was set up meanwhile, in another tab or window.
      const outdated = code === 'validation_failed' && fields?.currentCode !== undefined;
      if (outdated) onOutdated();
      const key = outdated ? 'account.changedElsewhere' : apiErrorKey(code);
      setFailure((previous) => ({ key, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  return (
    <>
      <p>{staff.totpEnabled ? t('account.protected') : t('account.unprotected')}</p>
      {failure ? <FormAlert key={failure.attempt}>{t(failure.key)}</FormAlert> : null}
      <div className={`${formStyles.actions} ${styles.actions}`}>
        {staff.totpEnabled ? (
          <>
            <Button onClick={onReplace}>{t('account.replace')}</Button>
            {staff.secondFactorRequired ? null : (
              <Button variant="secondary" onClick={onRemove}>
                {t('account.remove')}
              </Button>
            )}
          </>
        ) : (
          <Button busy={isLoading} onClick={() => void setUp()}>
            {t('account.setUp')}
          </Button>
        )}
      </div>
      {staff.totpEnabled && staff.secondFactorRequired ? <p>{t('account.requiredByShop')}</p> : null}
      <p className={hint.hint}>{t('account.mailed')}</p>
    </>
  );
}
