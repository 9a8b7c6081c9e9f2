import { CARRIERS } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { TextField } from './fields.tsx';

/**
 * The carrier of a shipment: free text, with the carriers whose tracking pages the shop links to offered as
 * the field is typed in (a name the buyer's page then turns into a tracking link).
 */
export function CarrierField(props: Omit<Parameters<typeof TextField>[0], 'hint' | 'list'>) {
  const { t } = useTranslation(NAMESPACE);
  const listId = useId();
  return (
    <>
      <TextField
        {...props}
        list={listId}
        autoComplete="off"
        hint={t('tracking.carrierHint', { carriers: CARRIERS.map((carrier) => carrier.name).join(', ') })}
      />
      <datalist id={listId}>
        {CARRIERS.map((carrier) => (
          <option key={carrier.id} value={carrier.name} />
        ))}
      </datalist>
    </>
  );
}
