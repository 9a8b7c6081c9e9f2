import { useForm } from '@shop/ui/use-form';
import { useState } from 'react';
import { checkRecoveryCode, checkTotpCode, normaliseTotpCode } from '../../shared/lib/validation.ts';

const validateTotp = ({ code }: { code: string }) => {
  const error = checkTotpCode(code);
  return error ? { code: error } : {};
};
const validateRecovery = ({ code }: { code: string }) => {
  const error = checkRecoveryCode(code);
  return error ? { code: error } : {};
};

/**
 * A form asking for the second factor in force: the authenticator's 6-digit code, or (switched) one of the
 * recovery codes; each kind has its own check. `toSend()` is the code, as the BFF takes it.
 */
export function useSecondFactorCode() {
  const [recovery, setRecovery] = useState(false);
  const form = useForm({ code: '' }, recovery ? validateRecovery : validateTotp);
  const toSend = () => (recovery ? form.values.code.trim() : normaliseTotpCode(form.values.code));
  const switchKind = () => {
    setRecovery((current) => !current);
    form.reset();
  };
  return { recovery, form, toSend, switchKind };
}

export type SecondFactorCode = ReturnType<typeof useSecondFactorCode>;
