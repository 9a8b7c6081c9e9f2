import type { ReactNode } from 'react';

/**
 * The main heading of a page. It can take focus (tabIndex -1) so the shell can move focus to it after a
 * client-side navigation, as a screen-reader user expects.
 */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <h1 tabIndex={-1} data-page-heading="">
      {children}
    </h1>
  );
}
