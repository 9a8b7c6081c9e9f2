import { TAKEN_OVER_ATTRIBUTE } from '@shop/contracts';
import { useEffect } from 'react';

/**
 * Marks the page's root once React runs what it is rendered in (its effects run after the hydration of
 * that part is committed): the paint-first script then replays the presses it kept meanwhile.
 */
export function TakenOverMark() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute(TAKEN_OVER_ATTRIBUTE, '');
  }, []);
  return null;
}
