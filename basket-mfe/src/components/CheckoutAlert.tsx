import { type Basket, checkMinimumOrder } from '@shop/contracts';
import { Link, useTranslation } from '@shop/platform';
import { useEffect, useRef } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import type { CheckoutProblem } from '../lib/checkout-problem.ts';
import { errorMessageKey } from '../lib/error-message.ts';
import alert from './alert.module.css';

/** Why the order request was not sent: announced, and focused so keyboard users land on it. */
export function CheckoutAlert({ problem, basket }: { problem: CheckoutProblem; basket: Basket }) {
  const { t } = useTranslation(NAMESPACE);
  const ref = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new refusal is focused again
  useEffect(() => {
    ref.current?.focus();
  }, [problem]);

  let title: string;
  let text: string;
  switch (problem.kind) {
    case 'minimum': {
      // The numbers of the basket as it is now (the BFF's refusal refetched it).
      const { count, min, missing } = checkMinimumOrder(basket.totalQuantity);
      title = t('checkout.minimumTitle');
      text = t('checkout.minimumText', { count, min, missing });
      break;
    }
    case 'vatNumber':
      title = t('checkout.vatNumberTitle');
      text = t('checkout.vatNumberText');
      break;
    case 'address':
      title = t('checkout.addressTitle');
      text = t('checkout.addressText');
      break;
    case 'fields':
      title = t('checkout.fieldsTitle');
      text = t('checkout.fieldsText');
      break;
    case 'network':
      title = t('checkout.notSentTitle');
      text = t('checkout.networkText');
      break;
    case 'other':
      title = t('checkout.notSentTitle');
      text = t(errorMessageKey(problem.code));
      break;
  }

  return (
    <div ref={ref} role="alert" tabIndex={-1} className={alert.alert}>
      <p className={alert.title}>{title}</p>
      <p>{text}</p>
      {problem.kind === 'vatNumber' ? (
        <p>
          <Link to="/profile">{t('checkout.vatNumberLink')}</Link>
        </p>
      ) : null}
    </div>
  );
}
