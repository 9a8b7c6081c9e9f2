import { useLocation } from '@shop/platform';
import { useEffect, useRef } from 'react';

/**
 * Whether an element inside main is shown. The page being left can still be there, hidden: while the next
 * page's code loads, Suspense keeps the old content mounted with `display: none`.
 */
function shown(element: HTMLElement, main: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node && node !== main; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
  }
  return true;
}

/** The page's main heading: PageHeading marks it; a remote's fallback heading is a plain h1. */
function findHeading(main: HTMLElement): HTMLElement | null {
  const headings = main.querySelectorAll<HTMLElement>('[data-page-heading], h1');
  return [...headings].find((heading) => shown(heading, main)) ?? null;
}

function focusHeading(heading: HTMLElement): void {
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  // Without scrolling: a new page is already at its top, and Back returns to where the buyer was.
  heading.focus({ preventScroll: true });
}

/**
 * Focuses the heading now, or as soon as it appears (remote pages render after their code and data
 * arrive). Returns a stop function that says whether it was still waiting.
 */
function focusHeadingWhenReady(main: HTMLElement): () => boolean {
  const heading = findHeading(main);
  if (heading) {
    focusHeading(heading);
    return () => false;
  }
  const observer = new MutationObserver(() => {
    const found = findHeading(main);
    if (!found) return;
    observer.disconnect();
    waiting = false;
    focusHeading(found);
  });
  let waiting = true;
  observer.observe(main, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    return waiting;
  };
}

/**
 * After a client-side navigation to another page, moves focus to its main heading, so keyboard and
 * screen-reader users start on the new page as after a full load. Not on the first load, and not when
 * only the query string changes (filters, pagination).
 */
export function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  // The page whose heading was handled; null while a wait was cut short (StrictMode re-runs the effect).
  const handled = useRef<string | null>(pathname);

  useEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    const main = document.getElementById(mainId);
    if (!main) return;
    const stop = focusHeadingWhenReady(main);
    return () => {
      if (stop()) handled.current = null;
    };
  }, [pathname, mainId]);

  return null;
}
