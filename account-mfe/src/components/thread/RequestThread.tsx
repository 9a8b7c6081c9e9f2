import type { RequestKind } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import hint from '@shop/ui/hint.module.css';
import { LoadingState } from '@shop/ui/loading-state';
import { useId } from 'react';
import { useAccountGetRequestThreadQuery } from '../../api/get-request-thread.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import panel from '../panel.module.css';
import { MessageComposer } from './MessageComposer.tsx';
import { MessageList } from './MessageList.tsx';
import styles from './RequestThread.module.css';

/** The thread's place on the page: the history links a change request's words to it. */
export const THREAD_ID = 'messages';

/**
 * The buyer's conversation with the team about one request: the messages oldest first, then a form to
 * write, with up to five files (each uploaded, and checked by the BFF, as soon as it is chosen).
 */
export function RequestThread({ kind, reference }: { kind: RequestKind; reference: string }) {
  const { t } = useTranslation(NAMESPACE);
  const { data, isLoading, isError, refetch } = useAccountGetRequestThreadQuery({ kind, reference });
  const headingId = useId();

  return (
    <section id={THREAD_ID} aria-labelledby={headingId} className={panel.panel}>
      <h2 id={headingId}>{t('thread.title')}</h2>
      {isLoading ? (
        <LoadingState label={t('thread.loading')} />
      ) : isError && !data ? (
        <div className={styles.failed}>
          <p>{t('thread.loadFailed')}</p>
          <Button variant="secondary" onClick={() => refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : data && data.messages.length > 0 ? (
        <MessageList messages={data.messages} />
      ) : (
        <p className={hint.hint}>{t('thread.empty')}</p>
      )}
      <MessageComposer kind={kind} reference={reference} />
    </section>
  );
}
