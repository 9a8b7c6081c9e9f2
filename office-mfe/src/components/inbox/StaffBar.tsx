import type { Staff } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { useStaffLogout } from '../../hooks/use-staff-logout.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './StaffBar.module.css';

/** Who is logged in to the office, and the way out. */
export function StaffBar({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const { logOut, isLoggingOut } = useStaffLogout();
  return (
    <section className={styles.bar} aria-label={t('header.label')}>
      <p>
        {t('header.signedInAs', { name: staff.name })} <span className={styles.email}>({staff.email})</span>
      </p>
      <Button variant="secondary" busy={isLoggingOut} onClick={logOut}>
        {t('header.logOut')}
      </Button>
    </section>
  );
}
