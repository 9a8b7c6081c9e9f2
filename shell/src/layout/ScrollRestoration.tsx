import { useLocation, useNavigationType } from '@shop/platform';
import { useLayoutEffect } from 'react';

const STORAGE_KEY = 'shop.scrollPositions';

/** Scroll positions by history entry, kept for the tab's life (a reload restores too). */
function readPositions(): Map<string, number> {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][];
    return new Map(stored);
  } catch {
    return new Map();
  }
}

const positions = readPositions();
/** Where the page is scrolled: read before a navigation, when the next page may already have clamped it. */
let lastY = 0;

function savePositions(): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or disabled: positions still last until the tab reloads.
  }
}

/**
 * A new page starts at the top (or at its #fragment); Back and Forward return to where the buyer was on
 * that page.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
    lastY = window.scrollY;
    const onScroll = () => {
      lastY = window.scrollY;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', savePositions);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', savePositions);
    };
  }, []);

  useLayoutEffect(() => {
    const saved = positions.get(location.key);
    if (navigationType === 'POP') {
      if (saved !== undefined) window.scrollTo(0, saved);
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else {
      window.scrollTo(0, 0);
    }
    return () => {
      positions.set(location.key, lastY);
    };
  }, [location.key, location.hash, navigationType]);

  return null;
}
