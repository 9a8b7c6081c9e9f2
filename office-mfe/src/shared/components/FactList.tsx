import type { ReactNode } from 'react';
import styles from './FactList.module.css';

/** A record's facts (a request's, a product's) as a description list: `<dt>` and `<dd>` pairs as children. */
export function FactList({ children }: { children: ReactNode }) {
  return <dl className={styles.facts}>{children}</dl>;
}
