import type { Profile } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { FormAlert } from '@shop/ui/form-alert';
import { useId, useRef, useState } from 'react';
import { useProfileSave } from '../../hooks/use-profile-save.ts';
import { useReturnFocus } from '../../hooks/use-return-focus.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { apiErrorKey } from '../../lib/api-error-message.ts';
import { AddressView } from '../AddressView.tsx';
import panel from '../panel.module.css';
import { DeliveryAddressForm } from './DeliveryAddressForm.tsx';
import styles from './DeliveryAddressSection.module.css';

/**
 * The 'different delivery address' toggle: on copies the business address when there is no delivery
 * address yet and opens it for editing; off removes the delivery address (orders go to the business).
 */
export function DeliveryAddressSection({
  profile,
  editing,
  locked,
  onEdit,
  onClose,
}: {
  profile: Profile;
  editing: boolean;
  locked: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const switchId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const { save, saving, failure } = useProfileSave();
  useReturnFocus(editing, sectionRef);

  // While the switch's change is being stored, it shows what the buyer asked for.
  const [pending, setPending] = useState<boolean | null>(null);
  const separate = pending ?? (profile.deliveryAddress !== null || editing);

  const onToggle = async (on: boolean) => {
    if (on) {
      // The form opens at once holding the business address, and that copy is stored so the delivery
      // address exists even if the buyer edits nothing.
      onEdit();
      if (profile.businessAddress && !profile.deliveryAddress)
        await save({ deliveryAddress: profile.businessAddress });
      return;
    }
    if (profile.deliveryAddress) {
      setPending(false);
      const refused = await save({ deliveryAddress: null });
      setPending(null);
      if (refused) return;
    }
    onClose();
  };

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={panel.panel}>
      <h2 id={headingId}>{t('profile.deliveryAddress')}</h2>
      {failure ? <FormAlert key={failure.attempt}>{t(apiErrorKey(failure.code))}</FormAlert> : null}
      <div className={styles.switch}>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          checked={separate}
          aria-checked={separate}
          disabled={locked || saving}
          aria-busy={saving || undefined}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <label htmlFor={switchId}>{t('profile.differentDelivery')}</label>
      </div>
      {!separate ? <p>{t('profile.deliverToBusiness')}</p> : null}
      {editing ? <DeliveryAddressForm profile={profile} onClose={onClose} /> : null}
      {!editing && profile.deliveryAddress ? (
        <>
          <AddressView address={profile.deliveryAddress} />
          <Button variant="secondary" data-account-edit="" disabled={locked} onClick={onEdit}>
            {t('profile.editDelivery')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
