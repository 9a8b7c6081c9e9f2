import { ADDRESS_FIELDS, type Profile } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import formStyles from '@shop/ui/form.module.css';
import { FormAlert } from '@shop/ui/form-alert';
import { serverFieldErrors, useFocusFirstField, useForm } from '@shop/ui/use-form';
import type { FormEvent } from 'react';
import { useProfileSave } from '../../hooks/use-profile-save.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { addressDraft } from '../../lib/address-draft.ts';
import { apiErrorKey } from '../../lib/api-error-message.ts';
import { type AddressDraft, addressToSend, validateAddress } from '../../lib/validation.ts';
import { AddressFields } from '../AddressFields.tsx';

/** The separate delivery address, edited in place. */
export function DeliveryAddressForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { save, saving, failure, clearFailure } = useProfileSave();
  const form = useForm<AddressDraft>(
    addressDraft(profile.deliveryAddress ?? profile.businessAddress, t('address.defaultCountry')),
    validateAddress,
  );

  useFocusFirstField(form.formRef);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const refused = await save({ deliveryAddress: addressToSend(form.values) });
    if (!refused) return onClose();
    // Refusals shown on their fields need no alert as well.
    if (form.showServerErrors(serverFieldErrors(refused.fields, ADDRESS_FIELDS, 'deliveryAddress.'))) {
      clearFailure();
    }
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <fieldset className={formStyles.fieldset}>
        <legend>{t('profile.deliveryAddress')}</legend>
        <AddressFields section="section-delivery shipping" field={form.field} />
      </fieldset>
      <div className={formStyles.actions}>
        <Button type="submit" busy={saving}>
          {t('profile.saveDelivery')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
