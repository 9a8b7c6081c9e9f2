import { formatDate, formatGreekVatNumber, type OfficeBuyer } from '@shop/contracts';
import { Link, selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { BuyerDecision } from '../../buyers/components/BuyerDecision.tsx';
import { NAMESPACE } from '../../i18n/register.ts';
import items from '../../shared/components/items.module.css';
import { ListFrame } from '../../shared/components/list-controls/ListFrame.tsx';
import { StatusBadge } from '../../shared/components/StatusBadge.tsx';
import { OFFICE_HOME } from '../../shared/lib/office-paths.ts';
import { useOfficeGetOfficeBuyersInfiniteQuery } from '../api/get-lists.ts';
import { type ListFilters, type ListName, writeInboxParams } from '../lib/inbox-params.ts';
import { buyerHeadingId } from './row-ids.ts';

/** The lists a buyer's own items are in. */
const BUYER_LISTS: readonly ListName[] = ['orders', 'custom-requests', 'samples', 'contact-messages'];

/** Links to each list narrowed to this buyer (every status). */
function BuyerRequests({ buyer }: { buyer: OfficeBuyer }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <nav aria-label={`${t('buyers.requests')}: ${buyer.businessName}`}>
      <ul className={items.links}>
        {BUYER_LISTS.map((list) => (
          <li key={list}>
            <Link to={`${OFFICE_HOME}?${writeInboxParams({ list, filters: { buyer: buyer.id } })}`}>
              {t(`lists.${list}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function BuyerItem({ buyer }: { buyer: OfficeBuyer }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const headingId = buyerHeadingId(buyer);
  return (
    <li className={items.item} data-row="" aria-labelledby={headingId}>
      <div className={items.head}>
        <h3 id={headingId} tabIndex={-1} data-row-focus="">
          {buyer.businessName}
        </h3>
        <StatusBadge kind="buyer" status={buyer.approval} />
      </div>
      <dl className={items.facts}>
        <div>
          <dt>{t('buyers.email')}</dt>
          <dd>{buyer.email}</dd>
        </div>
        <div>
          <dt>{t('buyers.vatNumber')}</dt>
          <dd>{buyer.vatNumber ? formatGreekVatNumber(buyer.vatNumber) : t('buyers.noVatNumber')}</dd>
        </div>
        <div>
          <dt>{t('buyers.language')}</dt>
          <dd>{buyer.language === 'gr' ? t('buyers.languages.gr') : t('buyers.languages.en')}</dd>
        </div>
        <div>
          <dt>{t('buyers.registered')}</dt>
          <dd>{formatDate(buyer.createdAt, language)}</dd>
        </div>
      </dl>
      <BuyerRequests buyer={buyer} />
      {buyer.approval === 'pending' ? <BuyerDecision buyer={buyer} rowFocusId={headingId} /> : null}
    </li>
  );
}

/** Buyer accounts (by default those waiting for approval), newest first. */
export function BuyerList({ filters }: { filters: ListFilters }) {
  const query = useOfficeGetOfficeBuyersInfiniteQuery(filters);
  const buyers = query.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <ListFrame query={query} opensRows={false} count={buyers.length}>
      <ul className={items.items}>
        {buyers.map((buyer) => (
          <BuyerItem key={buyer.id} buyer={buyer} />
        ))}
      </ul>
    </ListFrame>
  );
}
