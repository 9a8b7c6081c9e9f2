import { CUSTOM_REQUEST_REFERENCE_PATTERN } from '@shop/contracts';
import { Link, useParams, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { CustomRequestDetails } from '../components/orders/CustomRequestDetails.tsx';
import { OrderRequestDetails } from '../components/orders/OrderRequestDetails.tsx';
import { RequireBuyer } from '../components/RequireBuyer.tsx';
import { NAMESPACE } from '../i18n/register.ts';
import page from './page.module.css';

const customReference = new RegExp(CUSTOM_REQUEST_REFERENCE_PATTERN, 'u');

/**
 * Order Details at /orders/{reference}. Custom-made requests (`CR-…`) are listed in My Orders too and
 * open here, on the same route: the shell routes no separate page for them.
 */
export default function OrderDetailsPage() {
  const { t } = useTranslation(NAMESPACE);
  const reference = useParams().reference ?? '';
  const custom = customReference.test(reference);
  return (
    <section className={page.page}>
      <p>
        <Link to="/orders">{t('orderDetails.back')}</Link>
      </p>
      <PageHeading>
        {custom ? t('customDetails.title', { reference }) : t('orderDetails.title', { reference })}
      </PageHeading>
      <RequireBuyer>
        {custom ? (
          <CustomRequestDetails reference={reference} />
        ) : (
          <OrderRequestDetails reference={reference} />
        )}
      </RequireBuyer>
    </section>
  );
}
