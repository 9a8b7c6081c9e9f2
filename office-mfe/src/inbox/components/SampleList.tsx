import { formatDate, formatPrice, type OfficeSample } from '@shop/contracts';
import { selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { TrackingNumber } from '@shop/ui/tracking-number';
import { NAMESPACE } from '../../i18n/register.ts';
import items from '../../shared/components/items.module.css';
import { ListFrame } from '../../shared/components/list-controls/ListFrame.tsx';
import { StatusBadge } from '../../shared/components/StatusBadge.tsx';
import { useOfficeGetOfficeSamplesInfiniteQuery } from '../api/get-lists.ts';
import type { ListFilters } from '../lib/inbox-params.ts';
import { sampleHeadingId } from './row-ids.ts';
import { SampleActions } from './SampleActions.tsx';

function SampleItem({ sample }: { sample: OfficeSample }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const headingId = sampleHeadingId(sample);
  return (
    <li className={items.item} data-row="" aria-labelledby={headingId}>
      <div className={items.head}>
        <h3 id={headingId} tabIndex={-1} data-row-focus="">
          {sample.productName} · {sample.size}
        </h3>
        <StatusBadge kind="sample" status={sample.status} />
      </div>
      <dl className={items.facts}>
        <div>
          <dt>{t('columns.business')}</dt>
          <dd>
            {sample.buyer.businessName} ({sample.buyer.email})
          </dd>
        </div>
        <div>
          <dt>{t('samples.requestedOn')}</dt>
          <dd>{formatDate(sample.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t('samples.delivery')}</dt>
          <dd>
            {t(`sampleDelivery.${sample.deliveryOption}`, {
              fee: formatPrice(sample.deliveryFeeCents, language),
            })}
          </dd>
        </div>
        {sample.notes ? (
          <div>
            <dt>{t('samples.notes')}</dt>
            <dd>{sample.notes}</dd>
          </div>
        ) : null}
      </dl>
      {sample.carrier && sample.trackingNumber ? (
        <p>
          {t('samples.shippedBy', { carrier: sample.carrier })}{' '}
          <TrackingNumber
            carrier={sample.carrier}
            number={sample.trackingNumber}
            linkLabel={(texts) => t('tracking.open', texts)}
          />
        </p>
      ) : null}
      <SampleActions sample={sample} headingId={headingId} />
    </li>
  );
}

/** Sample requests, newest first, each with the steps its status allows. */
export function SampleList({ filters }: { filters: ListFilters }) {
  const language = useAppSelector(selectLanguage);
  const query = useOfficeGetOfficeSamplesInfiniteQuery({ filters, language });
  const samples = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ListFrame query={query} opensRows={false} count={samples.length}>
      <ul className={items.items}>
        {samples.map((sample) => (
          <SampleItem key={sample.id} sample={sample} />
        ))}
      </ul>
    </ListFrame>
  );
}
