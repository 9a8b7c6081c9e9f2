import {
  type Address,
  acceptedDelivery,
  formatDate,
  formatGreekVatNumber,
  type RequestEvent,
  type RequestKind,
  type RequestProgress,
  SIZES,
} from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { Button, PageHeading } from '@shop/ui';
import { FormAlert } from '@shop/ui/form-alert';
import { LoadingState } from '@shop/ui/loading-state';
import { TrackingNumber } from '@shop/ui/tracking-number';
import type { ReactNode } from 'react';
import { NAMESPACE } from '../../i18n/register.ts';
import { FactList } from '../../shared/components/FactList.tsx';
import { StatusBadge } from '../../shared/components/StatusBadge.tsx';
import type { OfficeBuyerRef } from '../api/office-requests.ts';
import { QuoteEditor } from './QuoteEditor.tsx';
import type { QuoteSubject } from './quote-draft.ts';
import { RequestActions } from './RequestActions.tsx';
import { RequestHistory, SentQuotes } from './RequestHistory.tsx';
import styles from './RequestPage.module.css';
import { RequestThread } from './RequestThread.tsx';

/** What both kinds of request have in common, as the page shows it. */
export interface RequestCommon {
  reference: string;
  status: RequestEvent['status'];
  createdAt: string;
  buyer: OfficeBuyerRef;
  deliveryAddress: Address;
  deliveryOption: string;
  notes: string;
  statusHistory: RequestEvent[];
  progress: RequestProgress;
}

/** `S 5, M 10`: the sizes asked for, in the sizes' order. */
export function sizesText(quantities: Partial<Record<string, number>>): string {
  return SIZES.filter((size) => (quantities[size] ?? 0) > 0)
    .map((size) => `${size} ${quantities[size]}`)
    .join(', ');
}

export function today(): string {
  return new Date().toISOString().slice(0, 10);
}

interface Props {
  kind: RequestKind;
  title: string;
  request: RequestCommon | undefined;
  isLoading: boolean;
  failed: boolean;
  refetch: () => unknown;
  subjects: readonly QuoteSubject[];
  /** The lines and files of this kind of request. */
  children?: ReactNode;
}

/** A request's page: facts, its own lines (children), the quote editor, steps, quotes, history, thread. */
export function RequestPage({ kind, title, request, isLoading, failed, refetch, subjects, children }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  let body: ReactNode;
  if (!request && isLoading) body = <LoadingState label={t('common.loading')} />;
  else if (!request || failed) {
    body = (
      <FormAlert>
        {t('request.loadFailed')}{' '}
        <Button variant="secondary" onClick={() => refetch()}>
          {t('common.retry')}
        </Button>
      </FormAlert>
    );
  }
  if (!request || body) {
    return (
      <div className={styles.page}>
        <PageHeading>{title}</PageHeading>
        {body}
      </div>
    );
  }
  const { progress } = request;
  const address = request.deliveryAddress;
  const accepted = acceptedDelivery(progress);
  return (
    <div className={styles.page}>
      <PageHeading>{title}</PageHeading>
      <FactList>
        <dt>{t('request.status')}</dt>
        <dd>
          <StatusBadge kind="order" status={request.status} />
        </dd>
        <dt>{t('request.submitted')}</dt>
        <dd>{formatDate(request.createdAt, language)}</dd>
        <dt>{t('request.buyer')}</dt>
        <dd>
          {request.buyer.businessName} (<a href={`mailto:${request.buyer.email}`}>{request.buyer.email}</a>)
        </dd>
        <dt>{t('request.vatNumber')}</dt>
        <dd>
          {request.buyer.vatNumber ? formatGreekVatNumber(request.buyer.vatNumber) : t('buyers.noVatNumber')}
        </dd>
        <dt>{t('request.address')}</dt>
        <dd>
          {address.street}, {address.postalCode} {address.city}, {address.country}
        </dd>
        {accepted ? (
          <>
            <dt>{t('request.acceptedDelivery')}</dt>
            <dd>
              {t('request.acceptedDeliveryValue', { label: accepted.label, count: accepted.leadTimeDays })}
            </dd>
          </>
        ) : null}
        <dt>{t('request.deliveryPreference')}</dt>
        <dd>{t(`request.delivery.${request.deliveryOption}`)}</dd>
        <dt>{t('request.notes')}</dt>
        <dd className={styles.note}>{request.notes || t('request.noNotes')}</dd>
        {progress.carrier ? (
          <>
            <dt>{t('request.shipping')}</dt>
            <dd>
              {progress.carrier} —{' '}
              <TrackingNumber
                carrier={progress.carrier}
                number={progress.trackingNumber}
                linkLabel={(texts) => t('tracking.open', texts)}
              />
            </dd>
          </>
        ) : null}
      </FactList>
      {children}
      {progress.actions.includes('send_quote') ? (
        <QuoteEditor
          kind={kind}
          reference={request.reference}
          subjects={subjects}
          version={progress.version}
          onStale={refetch}
          today={today()}
          startFrom={{
            lastSent: progress.quotes.at(-1) ?? null,
            preference: t(`request.delivery.${request.deliveryOption}`),
          }}
          latestSent={progress.quotes.at(-1) ?? null}
        />
      ) : null}
      <RequestActions
        kind={kind}
        reference={request.reference}
        version={progress.version}
        actions={progress.actions}
      />
      <SentQuotes quotes={progress.quotes} />
      <RequestHistory events={request.statusHistory} />
      <RequestThread kind={kind} reference={request.reference} />
    </div>
  );
}
