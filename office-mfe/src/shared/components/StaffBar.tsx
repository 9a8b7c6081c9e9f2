import type { Staff } from '@shop/contracts';
import { NavLink, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { NAMESPACE } from '../../i18n/register.ts';
import { useStaffLogout } from '../hooks/use-staff-logout.ts';
import { OFFICE_ACCOUNT, OFFICE_HOME, PRODUCTS_HOME } from '../lib/office-paths.ts';
import styles from './StaffBar.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.current}` : styles.link;

/** The office's own pages, the current one marked (`aria-current="page"`). */
function OfficeNav() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={t('header.nav')} className={styles.nav}>
      <NavLink to={OFFICE_HOME} end className={linkClass}>
        {t('header.inbox')}
      </NavLink>
      <NavLink to={PRODUCTS_HOME} className={linkClass}>
        {t('header.products')}
      </NavLink>
    </nav>
  );
}

/** The office's pages, who is logged in, their own account, and the way out. */
export function StaffBar({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const { logOut, isLoggingOut } = useStaffLogout();
  return (
    <div className={styles.wrap}>
      <OfficeNav />
      <section className={styles.bar} aria-label={t('header.label')}>
        <p>
          {t('header.signedInAs', { name: staff.name })} <span className={styles.email}>({staff.email})</span>
        </p>
        <NavLink to={OFFICE_ACCOUNT} className={linkClass}>
          {t('header.account')}
        </NavLink>
        <Button variant="secondary" busy={isLoggingOut} onClick={logOut}>
          {t('header.logOut')}
        </Button>
      </section>
    </div>
  );
}
