import { useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { ProfileDetails } from '../components/profile/ProfileDetails.tsx';
import { RequireBuyer } from '../components/RequireBuyer.tsx';
import { NAMESPACE } from '../i18n/register.ts';
import page from './page.module.css';

export default function ProfilePage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={page.page}>
      <PageHeading>{t('profile.title')}</PageHeading>
      <p>{t('profile.intro')}</p>
      <RequireBuyer>
        <ProfileDetails />
      </RequireBuyer>
    </section>
  );
}
