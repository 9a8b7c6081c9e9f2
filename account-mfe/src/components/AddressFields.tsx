import type { FieldErrorCode } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';
import type { AddressDraft } from '../lib/validation.ts';
import { TextField } from './fields.tsx';

type FieldProps = { value: string; error?: FieldErrorCode | undefined; onChange: (value: string) => void };

/** Street, city, postal code and country, wired to a form's `field(name)` props. */
export function AddressFields({
  field,
  section,
}: {
  field: (name: keyof AddressDraft) => FieldProps;
  /** `shipping` or `billing`-like autocomplete section, so browsers fill the right address. */
  section: string;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <TextField
        label={t('address.street')}
        autoComplete={`${section} street-address`}
        {...field('street')}
      />
      <TextField label={t('address.city')} autoComplete={`${section} address-level2`} {...field('city')} />
      <TextField
        label={t('address.postalCode')}
        hint={t('address.postalCodeHint')}
        autoComplete={`${section} postal-code`}
        inputMode="numeric"
        {...field('postalCode')}
      />
      <TextField
        label={t('address.country')}
        autoComplete={`${section} country-name`}
        {...field('country')}
      />
    </>
  );
}
