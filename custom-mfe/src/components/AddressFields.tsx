import type { FieldErrorCode } from '@shop/contracts';
import { ADDRESS_FIELDS, type AddressDraft, type AddressField } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './AddressFields.module.css';
import { describedBy, FieldError } from './FieldError.tsx';
import form from './form.module.css';

interface AddressFieldsProps {
  address: AddressDraft;
  errors: Partial<Record<AddressField, FieldErrorCode>>;
  fromProfile: boolean;
  disabled: boolean;
  onChange: (field: AddressField, value: string) => void;
}

const AUTOCOMPLETE: Record<AddressField, string> = {
  street: 'street-address',
  city: 'address-level2',
  postalCode: 'postal-code',
  country: 'country-name',
};

/** The delivery address, prefilled from the profile and editable for this request only. */
export function AddressFields({ address, errors, fromProfile, disabled, onChange }: AddressFieldsProps) {
  const { t } = useTranslation(NAMESPACE);
  const baseId = useId();
  const noteId = `${baseId}-note`;
  return (
    <fieldset className={form.fieldset} aria-describedby={fromProfile ? noteId : undefined}>
      <legend className={form.label}>{t('delivery.address')}</legend>
      {fromProfile ? (
        <p id={noteId} className={form.hint}>
          {t('delivery.prefilled')}
        </p>
      ) : null}
      <div className={styles.grid}>
        {ADDRESS_FIELDS.map((field) => {
          const id = `${baseId}-${field}`;
          const errorId = `${id}-error`;
          const error = errors[field];
          return (
            <div key={field} className={cx(form.field, field === 'street' && styles.street)}>
              <label htmlFor={id} className={form.label}>
                {t(`delivery.${field}`)}
              </label>
              <input
                id={id}
                type="text"
                required
                autoComplete={`shipping ${AUTOCOMPLETE[field]}`}
                inputMode={field === 'postalCode' ? 'numeric' : undefined}
                maxLength={field === 'street' ? 200 : 100}
                value={address[field]}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(error && errorId)}
                disabled={disabled}
                onChange={(event) => onChange(field, event.target.value)}
              />
              <FieldError id={errorId} code={error} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
