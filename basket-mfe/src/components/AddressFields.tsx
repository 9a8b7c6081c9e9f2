import { ADDRESS_FIELDS, type AddressDraft, type AddressField } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import form from './form.module.css';

const AUTOCOMPLETE: Record<AddressField, string> = {
  street: 'shipping street-address',
  city: 'shipping address-level2',
  postalCode: 'shipping postal-code',
  country: 'shipping country-name',
};

interface AddressFieldsProps {
  value: AddressDraft;
  /** Translated message per field, if the field is wrong. */
  errors: Partial<Record<AddressField, string>>;
  onChange: (field: AddressField, value: string) => void;
}

/** The delivery address inputs, each with its label and its own error message. */
export function AddressFields({ value, errors, onChange }: AddressFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const baseId = useId();
  return (
    <fieldset className={form.fieldset}>
      <legend>{t('checkout.address')}</legend>
      {ADDRESS_FIELDS.map((field) => {
        const id = `${baseId}-${field}`;
        const error = errors[field];
        return (
          <div key={field} className={form.field}>
            <label htmlFor={id}>{t(`address.${field}`)}</label>
            <input
              id={id}
              type="text"
              autoComplete={AUTOCOMPLETE[field]}
              value={value[field]}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => onChange(field, event.target.value)}
            />
            {error ? (
              <span id={`${id}-error`} className={form.fieldError}>
                {error}
              </span>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
