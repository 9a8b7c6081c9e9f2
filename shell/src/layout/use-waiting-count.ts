import { useLocation } from '@shop/platform';
import { useEffect, useRef } from 'react';
import { useShellGetWaitingCountQuery } from '../api/get-waiting-count.ts';
import { useAccount } from './use-account.ts';

/**
 * How many of the logged-in buyer's requests wait for their answer (0 for visitors and staff). Read again
 * when the requests' tags are invalidated, when the tab comes back into focus and on every page change, so
 * a quote the team sent meanwhile shows up without a reload.
 */
export function useWaitingCount(): number {
  const account = useAccount();
  const buyer = account?.kind === 'buyer';
  const { pathname } = useLocation();
  const { data, refetch, isUninitialized } = useShellGetWaitingCountQuery(undefined, {
    skip: !buyer,
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });

  const seenPath = useRef(pathname);
  useEffect(() => {
    if (seenPath.current === pathname) return;
    seenPath.current = pathname;
    if (buyer && !isUninitialized) void refetch();
  }, [pathname, buyer, isUninitialized, refetch]);

  return buyer ? (data?.count ?? 0) : 0;
}
