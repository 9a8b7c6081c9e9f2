import type { RemoteName } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadingStatus } from '../components/LoadingStatus.tsx';
import { isIncompatibleRemote } from './incompatible-remote-error.ts';
import { loadRemotePage } from './load-remote-page.ts';
import { RemoteErrorBoundary } from './RemoteErrorBoundary.tsx';

function RemoteFailed({ onRetry, error }: { onRetry: () => void; error: unknown }) {
  const { t } = useTranslation('shell');
  const incompatible = isIncompatibleRemote(error);
  return (
    <div className="remote-status" role="alert">
      <h1>{t(incompatible ? 'remote.incompatibleTitle' : 'remote.failedTitle')}</h1>
      <p>{t(incompatible ? 'remote.incompatibleText' : 'remote.failedText')}</p>
      <Button onClick={onRetry}>{t('remote.retry')}</Button>
    </div>
  );
}

/** Mounts one page of a remote inside an error boundary and Suspense, with a Retry that really reloads. */
export function RemotePage({ remote, module }: { remote: RemoteName; module: string }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejected load, so each retry needs a new lazy component.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to make a new one
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, module)), [remote, module, attempt]);
  return (
    <div className="shell-remote" data-boundary={remote}>
      <RemoteErrorBoundary
        key={attempt}
        remote={remote}
        onRetry={() => setAttempt((n) => n + 1)}
        fallback={(retry, error) => <RemoteFailed onRetry={retry} error={error} />}
      >
        <Suspense fallback={<LoadingStatus />}>
          <Page />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
