import type { Staff } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { NAMESPACE } from '../i18n/register.ts';
import styles from '../shared/components/page.module.css';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import { StaffBar } from '../shared/components/StaffBar.tsx';
import { AccountDetails } from './components/account/AccountDetails.tsx';
import { SecondFactorSection } from './components/account/SecondFactorSection.tsx';

/** The member's own account: who they are, and the authenticator app that protects their log-in. */
function Account({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={styles.page}>
      <div className={styles.top}>
        <PageHeading>{t('account.title')}</PageHeading>
        <StaffBar staff={staff} />
      </div>
      <p>{t('account.intro')}</p>
      <AccountDetails staff={staff} />
      <SecondFactorSection staff={staff} />
    </section>
  );
}

export default function AccountPage() {
  return <RequireStaff>{(staff) => <Account staff={staff} />}</RequireStaff>;
}
