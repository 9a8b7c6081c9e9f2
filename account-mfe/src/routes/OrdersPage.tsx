import { useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { CustomRequestsSection } from '../components/orders/CustomRequestsSection.tsx';
import { OrderRequestsSection } from '../components/orders/OrderRequestsSection.tsx';
import { SampleRequestsSection } from '../components/orders/SampleRequestsSection.tsx';
import { RequireBuyer } from '../components/RequireBuyer.tsx';
import { NAMESPACE } from '../i18n/register.ts';
import page from './page.module.css';

/** My Orders: order requests, then custom-made requests and samples. */
export default function OrdersPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section className={page.page}>
      <PageHeading>{t('orders.title')}</PageHeading>
      <p>{t('orders.intro')}</p>
      <RequireBuyer>
        <OrderRequestsSection />
        <CustomRequestsSection />
        <SampleRequestsSection />
      </RequireBuyer>
    </section>
  );
}
