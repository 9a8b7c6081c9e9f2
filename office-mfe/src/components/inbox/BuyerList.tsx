import { formatDate, formatGreekVatNumber, type OfficeBuyer } from '@shop/contracts';
import { Link, selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import formStyles from '@shop/ui/form.module.css';
import { useForm } from '@shop/ui/use-form';
import { type FormEvent, useState } from 'react';
import { useOfficeGetOfficeBuyersInfiniteQuery } from '../../api/get-lists.ts';
import { useOfficeDecideOnBuyerMutation } from '../../api/office-actions.ts';
import { useItemAction } from '../../hooks/use-item-action.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { type ListFilters, type ListName, writeInboxParams } from '../../lib/inbox-params.ts';
import { OFFICE_HOME } from '../../lib/office-paths.ts';
import { TextAreaField } from '../Field.tsx';
import { StatusBadge } from '../StatusBadge.tsx';
import { ActionFailure } from './ActionFailure.tsx';
import items from './items.module.css';
import { ListFrame } from './ListFrame.tsx';
import { buyerHeadingId } from './row-ids.ts';

const noChecks = () => ({});

/** A pending account: approve at once, or reject with an optional reason (in a dialog). */
function BuyerDecision({ buyer }: { buyer: OfficeBuyer }) {
  const { t } = useTranslation(NAMESPACE);
  const [decide, { isLoading }] = useOfficeDecideOnBuyerMutation();
  const { failure, run, clearFailure } = useItemAction();
  const [rejecting, setRejecting] = useState(false);
  const form = useForm({ reason: '' }, noChecks);
  const headingId = buyerHeadingId(buyer);

  const approve = () =>
    run(() => decide({ id: buyer.id, decision: 'approve' }).unwrap(), t('buyers.approved'), headingId);
  const close = () => {
    clearFailure();
    setRejecting(false);
  };
  const onReject = async (event: FormEvent) => {
    event.preventDefault();
    const reason = form.values.reason.trim();
    const done = await run(
      () => decide({ id: buyer.id, decision: 'reject', reason: reason || undefined }).unwrap(),
      t('buyers.rejected'),
      headingId,
    );
    if (done) setRejecting(false);
  };

  return (
    <>
      {failure && !rejecting ? <ActionFailure failure={failure} /> : null}
      <div className={items.actions}>
        <Button busy={isLoading && !rejecting} onClick={approve}>
          {t('buyers.approve')}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            clearFailure();
            form.reset();
            setRejecting(true);
          }}
        >
          {t('buyers.reject')}
        </Button>
      </div>
      {rejecting ? (
        <Dialog
          title={t('buyers.rejectTitle', { name: buyer.businessName })}
          description={t('buyers.rejectIntro')}
          closeLabel={t('common.close')}
          onClose={close}
        >
          {failure ? <ActionFailure failure={failure} onReload={close} /> : null}
          <form onSubmit={onReject} className={formStyles.form} noValidate>
            <TextAreaField label={t('buyers.reason')} maxLength={2000} {...form.field('reason')} />
            <div className={formStyles.actions}>
              <Button type="submit" busy={isLoading}>
                {t('buyers.rejectSubmit')}
              </Button>
              <Button variant="secondary" onClick={close}>
                {t('common.cancel')}
              </Button>
            </div>
          </form>
        </Dialog>
      ) : null}
    </>
  );
}

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
      {buyer.approval === 'pending' ? <BuyerDecision buyer={buyer} /> : null}
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
