import type { Staff } from '@shop/contracts';
import { useSearchParams, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import hint from '@shop/ui/hint.module.css';
import { useId } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from '../shared/components/page.module.css';
import { RequireStaff } from '../shared/components/RequireStaff.tsx';
import { StaffBar } from '../shared/components/StaffBar.tsx';
import { useOfficeGetOfficeInboxQuery } from './api/get-inbox.ts';
import { BuyerFilterNote } from './components/BuyerFilterNote.tsx';
import { BuyerList } from './components/BuyerList.tsx';
import { ContactList } from './components/ContactList.tsx';
import { FiltersForm } from './components/FiltersForm.tsx';
import { InboxTabs, tabId } from './components/InboxTabs.tsx';
import { LowStockList } from './components/LowStockList.tsx';
import { CustomRequestList, OrderRequestList } from './components/RequestList.tsx';
import { SampleList } from './components/SampleList.tsx';
import { StatusCounts } from './components/StatusCounts.tsx';
import {
  DEFAULT_LIST,
  type FilteredView,
  type InboxView,
  isFilteredList,
  type ListName,
  readInboxParams,
  writeInboxParams,
} from './lib/inbox-params.ts';

function ListOf({ view }: { view: InboxView }) {
  switch (view.list) {
    case 'orders':
      return <OrderRequestList filters={view.filters} />;
    case 'custom-requests':
      return <CustomRequestList filters={view.filters} />;
    case 'samples':
      return <SampleList filters={view.filters} />;
    case 'contact-messages':
      return <ContactList filters={view.filters} />;
    case 'buyers':
      return <BuyerList filters={view.filters} />;
    case 'low-stock':
      return <LowStockList />;
  }
}

/** A list's counts per status, its filters and what they narrow it to (every list but the low stock). */
function FilteredControls({
  view,
  params,
  show,
  fresh,
}: {
  view: FilteredView;
  params: URLSearchParams;
  show: (next: InboxView) => void;
  fresh: (list: ListName, keep: URLSearchParams) => InboxView;
}) {
  const { t } = useTranslation(NAMESPACE);
  const counts = useOfficeGetOfficeInboxQuery();
  return (
    <>
      {counts.data ? (
        <StatusCounts
          list={view.list}
          counts={counts.data}
          status={view.filters.status}
          onChoose={(status) => show({ list: view.list, filters: { ...view.filters, status } })}
        />
      ) : counts.isError ? (
        <p className={hint.hint}>{t('inbox.countsFailed')}</p>
      ) : null}
      <FiltersForm
        key={params.toString()}
        view={view}
        onApply={show}
        onClear={() => show(fresh(view.list, new URLSearchParams()))}
      />
      <BuyerFilterNote view={view} />
    </>
  );
}

/**
 * The inbox: how much waits in each list, the lists as tabs, the current list's filters and its rows. The
 * list, its filters and search live in the URL (`?tab=samples&status=requested&from=…&q=…`). The low-stock
 * tab lists the products running low, with no filters.
 */
function Inbox({ staff }: { staff: Staff }) {
  const { t } = useTranslation(NAMESPACE);
  const idPrefix = useId();
  const panelId = `${idPrefix}-panel`;
  const [params, setParams] = useSearchParams();
  const view = readInboxParams(params);
  const counts = useOfficeGetOfficeInboxQuery();

  const show = (next: InboxView) => setParams(writeInboxParams(next));
  /** Another list, or the same one from its default: the status filter is the list's own; the rest stays. */
  const fresh = (list: ListName, keep: URLSearchParams) => {
    const next = new URLSearchParams(keep);
    next.delete('status');
    if (list === DEFAULT_LIST) next.delete('tab');
    else next.set('tab', list);
    return readInboxParams(next);
  };

  return (
    <section className={styles.page}>
      <div className={styles.top}>
        <PageHeading>{t('inbox.title')}</PageHeading>
        <StaffBar staff={staff} />
      </div>
      <p>{t('inbox.intro')}</p>
      <InboxTabs
        idPrefix={idPrefix}
        panelId={panelId}
        current={view.list}
        counts={counts.data}
        onChoose={(list) => show(fresh(list, params))}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(idPrefix, view.list)} className={styles.panel}>
        {isFilteredList(view.list) ? (
          <FilteredControls view={{ ...view, list: view.list }} params={params} show={show} fresh={fresh} />
        ) : null}
        <ListOf view={view} />
      </div>
    </section>
  );
}

export default function InboxPage() {
  return <RequireStaff>{(staff) => <Inbox staff={staff} />}</RequireStaff>;
}
