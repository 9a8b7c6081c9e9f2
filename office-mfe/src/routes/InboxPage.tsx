import type { Staff } from '@shop/contracts';
import { useSearchParams, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import hint from '@shop/ui/hint.module.css';
import { useId } from 'react';
import { useOfficeGetOfficeInboxQuery } from '../api/get-inbox.ts';
import { BuyerFilterNote } from '../components/inbox/BuyerFilterNote.tsx';
import { BuyerList } from '../components/inbox/BuyerList.tsx';
import { ContactList } from '../components/inbox/ContactList.tsx';
import { FiltersForm } from '../components/inbox/FiltersForm.tsx';
import { InboxTabs, tabId } from '../components/inbox/InboxTabs.tsx';
import { CustomRequestList, OrderRequestList } from '../components/inbox/RequestList.tsx';
import { SampleList } from '../components/inbox/SampleList.tsx';
import { StaffBar } from '../components/inbox/StaffBar.tsx';
import { StatusCounts } from '../components/inbox/StatusCounts.tsx';
import { RequireStaff } from '../components/RequireStaff.tsx';
import { NAMESPACE } from '../i18n/register.ts';
import {
  DEFAULT_LIST,
  type InboxView,
  type ListName,
  readInboxParams,
  writeInboxParams,
} from '../lib/inbox-params.ts';
import styles from './InboxPage.module.css';

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
  }
}

/**
 * The inbox: how much waits in each list, the lists as tabs, the current list's filters and its rows. The
 * list, its filters and search live in the URL (`?tab=samples&status=requested&from=…&q=…`).
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
        <ListOf view={view} />
      </div>
    </section>
  );
}

export default function InboxPage() {
  return <RequireStaff>{(staff) => <Inbox staff={staff} />}</RequireStaff>;
}
