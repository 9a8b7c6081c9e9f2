import { useLocation } from '@shop/platform';

/** Where the router is now, for tests to read (`screen.getByTestId('location')`). */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
