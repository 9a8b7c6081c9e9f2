import { PageHeading } from '@shop/ui';
import type { ReactNode } from 'react';
import styles from './AuthLayout.module.css';

/** The narrow card of the staff log-in steps and the set-password page. */
export function AuthLayout({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section className={styles.card}>
      <PageHeading>{title}</PageHeading>
      {intro ? <p>{intro}</p> : null}
      {children}
    </section>
  );
}
