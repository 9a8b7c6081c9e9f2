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
import { addressToSend, type BusinessDetailsValues, validateBusinessDetails } from '../../lib/validation.ts';
import { AddressFields } from '../AddressFields.tsx';
import { TextField } from '../fields.tsx';

/** Business name and business address, edited in place. */
export function BusinessDetailsForm({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  const { save, saving, failure, clearFailure } = useProfileSave();
  const form = useForm<BusinessDetailsValues>(
    {
      businessName: profile.businessName,
      vatNumber: profile.vatNumber ?? '',
      ...addressDraft(profile.businessAddress, t('address.defaultCountry')),
    },
    validateBusinessDetails,
  );

  useFocusFirstField(form.formRef);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.check()) return;
    const { businessName, vatNumber, ...address } = form.values;
    const refused = await save({
      businessName: businessName.trim(),
      vatNumber: vatNumber.trim() || null,
      businessAddress: addressToSend(address),
    });
    if (!refused) return onClose();
    const placed = form.showServerErrors({
      ...serverFieldErrors(refused.fields, ['businessName', 'vatNumber']),
      ...serverFieldErrors(refused.fields, ADDRESS_FIELDS, 'businessAddress.'),
    });
    // Refusals shown on their fields need no alert as well.
    if (placed) clearFailure();
  };

  return (
    <form ref={form.formRef} onSubmit={onSubmit} className={formStyles.form} noValidate>
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <TextField
        label={t('fields.businessName')}
        autoComplete="organization"
        {...form.field('businessName')}
      />
      <TextField
        label={t('fields.vatNumber')}
        autoComplete="off"
        hint={t('fields.vatNumberHint')}
        {...form.field('vatNumber')}
      />
      <fieldset className={formStyles.fieldset}>
        <legend>{t('profile.businessAddress')}</legend>
        <AddressFields section="section-business" field={form.field} />
      </fieldset>
      <div className={formStyles.actions}>
        <Button type="submit" busy={saving}>
          {t('profile.saveBusiness')}
        </Button>
        <Button variant="secondary" onClick={onClose} disabled={saving}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
