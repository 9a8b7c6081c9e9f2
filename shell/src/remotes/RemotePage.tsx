import type { RemoteName } from '@shop/contracts';
import { pageAnswerOf, selectLanguage, useAppDispatch, useAppStore, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { lazy, Suspense, useContext, useMemo, useState } from 'react';
import { LoadingStatus } from '../components/LoadingStatus.tsx';
import status from '../components/status.module.css';
import { TakenOverMark } from '../first-view/TakenOverMark.tsx';
import { isIncompatibleRemote } from './incompatible-remote-error.ts';
import { loadRemotePage } from './load-remote-page.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';
import styles from './RemotePage.module.css';
import { remotePageKey, ServerRemotePages } from './server-remote-pages.ts';

function RemoteFailed({ onRetry, error }: { onRetry: () => void; error: unknown }) {
  const { t } = useTranslation('shell');
  const incompatible = isIncompatibleRemote(error);
  return (
    <div className={status.status} role="alert">
      <h1>{t(incompatible ? 'remote.incompatibleTitle' : 'remote.failedTitle')}</h1>
      <p>{t(incompatible ? 'remote.incompatibleText' : 'remote.failedText')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
      {/* What runs a page the server rendered when its remote did not load: the presses kept meanwhile end here. */}
      <TakenOverMark />
    </div>
  );
}

/** Mounts one page of a remote inside an error boundary and Suspense, with a Retry that really reloads. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  const onServer = useContext(ServerRemotePages).get(remotePageKey(remote, module));
  const dispatch = useAppDispatch();
  // Read when the page loads, not subscribed to: a subscription re-rendered this component, and so the
  // whole remote page below it, synchronously on every language change (the texts follow it anyway).
  const store = useAppStore();
  // React.lazy caches a rejected load, so each retry needs a new lazy component. The page's first reads
  // are answered from the page's answers before it renders, if the page came with them: a page the
  // server rendered then hydrates from the same data (a no-op otherwise: each answer is taken once).
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to make a new one
  const Page = useMemo(
    () =>
      lazy(async () => {
        if (onServer) return onServer;
        const page = await loadRemotePage(remote, module);
        page.seedFirstView?.(dispatch, pageAnswerOf(selectLanguage(store.getState())), window.location);
        return page;
      }),
    [remote, module, attempt],
  );
  return (
    <div className={styles.remote} data-boundary={remote}>
      <RemoteErrorBoundary
        key={attempt}
        remote={remote}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(retry, error) => <RemoteFailed onRetry={retry} error={error} />}
      >
        <Suspense fallback={<LoadingStatus />}>
          <Page />
          {/* A page the server rendered is taken over once the remote's own code runs it. */}
          <TakenOverMark />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
