import { PREVIEW_NOTICE_PARAM, PREVIEWS_ELEMENT_ID } from '@shop/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';

const PreviewBar = lazy(() => import('./PreviewBar.tsx'));

/**
 * The preview bar's place in the frame. Rendered after hydration (the server's first view has none), and
 * its code is loaded only for a browser that previews a release or was sent back from a preview link: a
 * buyer's page looks for one element and one query parameter, and loads nothing more.
 */
export function PreviewNotice() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    setWanted(
      document.getElementById(PREVIEWS_ELEMENT_ID) !== null ||
        new URLSearchParams(window.location.search).has(PREVIEW_NOTICE_PARAM),
    );
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PreviewBar />
    </Suspense>
  );
}
