import { formatGreekVatNumber, type Profile } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { useId, useRef } from 'react';
import { useReturnFocus } from '../../hooks/use-return-focus.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { AddressView } from '../AddressView.tsx';
import details from '../details.module.css';
import panel from '../panel.module.css';
import { BusinessDetailsForm } from './BusinessDetailsForm.tsx';

export function BusinessDetailsSection({
  profile,
  editing,
  locked,
  onEdit,
  onClose,
}: {
  profile: Profile;
  editing: boolean;
  /** Another part of the profile is being edited. */
  locked: boolean;
  onEdit: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  useReturnFocus(editing, sectionRef);

  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={panel.panel}>
      <h2 id={headingId}>{t('profile.business')}</h2>
      {editing ? (
        <BusinessDetailsForm profile={profile} onClose={onClose} />
      ) : (
        <>
          <dl className={details.details}>
            <dt>{t('fields.businessName')}</dt>
            <dd>{profile.businessName}</dd>
            <dt>{t('fields.vatNumber')}</dt>
            <dd>{profile.vatNumber ? formatGreekVatNumber(profile.vatNumber) : t('profile.noVatNumber')}</dd>
            <dt>{t('profile.businessAddress')}</dt>
            <dd>
              {profile.businessAddress ? (
                <AddressView address={profile.businessAddress} />
              ) : (
                t('profile.noBusinessAddress')
              )}
            </dd>
          </dl>
          <Button variant="secondary" data-account-edit="" disabled={locked} onClick={onEdit}>
            {t('profile.editBusiness')}
          </Button>
        </>
      )}
    </section>
  );
}
