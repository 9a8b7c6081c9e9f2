import { useLocation } from '@shop/platform';
/** The current path with its query string: where a login should bring the buyer back to. */
export function useHere(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
