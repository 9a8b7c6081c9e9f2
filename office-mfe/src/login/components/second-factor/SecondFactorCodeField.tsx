import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { NAMESPACE } from '../../../i18n/register.ts';
import { TextField } from '../../../shared/components/fields.tsx';
import type { SecondFactorCode } from '../../hooks/use-second-factor-code.ts';

/**
 * The field of `useSecondFactorCode`'s form: the 6-digit code (with `totpHint`, else the usual one about
 * the 30 seconds) or a recovery code. Each kind is its own input (`key`), so nothing typed carries over.
 */
export function SecondFactorCodeField({ code, totpHint }: { code: SecondFactorCode; totpHint?: string }) {
  const { t } = useTranslation(NAMESPACE);
  return code.recovery ? (
    <TextField
      key="recovery"
      label={t('secondFactor.recoveryCode')}
      autoComplete="off"
      spellCheck={false}
      {...code.form.field('code')}
    />
  ) : (
    <TextField
      key="totp"
      label={t('secondFactor.code')}
      hint={totpHint ?? t('secondFactor.codeHint')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={9}
      {...code.form.field('code')}
    />
  );
}

/** Switches the field to the other kind of code; `onClick` also clears what the form said about the last. */
export function CodeKindSwitch({ recovery, onClick }: { recovery: boolean; onClick: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Button variant="secondary" onClick={onClick}>
      {recovery ? t('secondFactor.useApp') : t('secondFactor.useRecovery')}
    </Button>
  );
}
