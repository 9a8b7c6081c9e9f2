import type { Staff } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { useId } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import { FactList } from '../../../shared/components/FactList.tsx';
import styles from './account.module.css';

/** Who the account is: the member's name and e-mail address (set by the staff command, not here). */
export function AccountDetails({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.panel}>
      <h2 id={headingId}>{t('account.details')}</h2>
      <FactList>
        <dt>{t('account.name')}</dt>
        <dd>{staff.name}</dd>
        <dt>{t('fields.email')}</dt>
        <dd>{staff.email}</dd>
      </FactList>
    </section>
  );
}
