import { PageHeading } from '@shop/ui';
import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';

/**
 * The card of a page with one short form (log in, register, passwords, the staff's second factor). It is
 * wide enough for a QR code or a list of recovery codes; `narrow` for a form of a few text fields.
 *
 * `@shop/ui/auth-layout`: bundled into each frontend that imports it (decision 0019).
 */
export function AuthLayout({
  title,
  intro,
  narrow = false,
  children,
}: {
  title: string;
  intro?: string | undefined;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={narrow ? styles.narrow : styles.card}>
      <PageHeading>{title}</PageHeading>
      {intro ? <p>{intro}</p> : null}
      {children}
    </section>
  );
}
