import { Provider, type ShopStore } from '@shop/platform';
import { type ReactNode, StrictMode } from 'react';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { ShopRoutes } from './ShopRoutes.tsx';

/**
 * The shop's React tree, the same in the browser and in the server render (a hydrated page must match what
 * the server rendered); only the router differs, given as `router`.
 */
export function ShopApp({ store, router }: { store: ShopStore; router: (routes: ReactNode) => ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>
        {router(
          <RouteErrorBoundary>
            <ShopRoutes />
          </RouteErrorBoundary>,
        )}
      </Provider>
    </StrictMode>
  );
}
