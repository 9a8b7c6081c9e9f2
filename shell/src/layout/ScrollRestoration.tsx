import { areaStorageKey, useLocation, useNavigationType } from '@shop/platform';
import { useLayoutEffect } from 'react';

const stored = areaStorageKey('shell', 'scrollPositions', 'session');

/** Scroll positions by history entry, kept for the tab's life (a reload restores too). */
function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(stored.read() ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

const positions = readPositions();
/**
 * Where the page is scrolled: read before a navigation, when the next page may already have clamped it. The
 * scroll event comes a frame late, so a click, a key or Back that starts a navigation reads it too.
 */
let lastY = 0;
const readScroll = () => {
  lastY = window.scrollY;
};
const BEFORE_NAVIGATION = ['click', 'keydown', 'popstate'] as const;

/** Where storage is full or disabled, positions still last until the tab reloads. */
function savePositions(): void {
  stored.write(JSON.stringify([...positions].slice(-50)));
}

/** How long a restore waits for the page to grow tall enough (a remote page renders after its code). */
const RESTORE_FRAMES = 90;

/**
 * Scrolls back to `y`, again on each frame while the page is still too short to get there, until the buyer
 * scrolls, types or touches, or about 1.5 s pass. Returns a stop function.
 */
function restoreScroll(y: number): () => void {
  let frame = 0;
  let handle = 0;
  const stop = () => {
    cancelAnimationFrame(handle);
    for (const type of ['wheel', 'touchstart', 'keydown'] as const) window.removeEventListener(type, stop);
  };
  const step = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && frame++ < RESTORE_FRAMES) handle = requestAnimationFrame(step);
    else stop();
  };
  for (const type of ['wheel', 'touchstart', 'keydown'] as const) {
    window.addEventListener(type, stop, { passive: true });
  }
  step();
  return stop;
}

/**
 * A new page starts at the top (or at its #fragment); Back and Forward return to where the buyer was on
 * that page, once it has rendered.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    // Not reading scrollY here: during the first commit that would force a layout of the whole page.
    window.history.scrollRestoration = 'manual';
    window.addEventListener('scroll', readScroll, { passive: true });
    // Capture: these run before the router's own listeners change the page.
    for (const type of BEFORE_NAVIGATION)
      window.addEventListener(type, readScroll, { capture: true, passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', readScroll);
      for (const type of BEFORE_NAVIGATION) window.removeEventListener(type, readScroll, { capture: true });
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  useLayoutEffect(() => {
    // The first page of a visit has no key of its own ('default', as every visit's first page): its address
    // tells it apart from another visit's first page.
    const id = location.key === 'default' ? `default:${location.pathname}${location.search}` : location.key;
    const saved = positions.get(id);
    let stopRestoring: (() => void) | undefined;
    if (navigationType === 'POP') {
      if (saved !== undefined) stopRestoring = restoreScroll(saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    return () => {
      stopRestoring?.();
      positions.set(id, lastY);
    };
  }, [location.key, location.pathname, location.search, location.hash, navigationType]);

  return null;
}
