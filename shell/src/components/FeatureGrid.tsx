import type { ReactNode } from 'react';
import styles from './FeatureGrid.module.css';

export interface Feature {
  key: string;
  title: string;
  text: ReactNode;
}

/** From 1024px; below, two columns (from 640px) or one. */
const COLUMNS = { 2: '', 3: styles.columns3, 4: styles.columns4 } as const;

/** Cards of a title and a short text, as a list (screen readers announce how many there are). */
export function FeatureGrid({
  features,
  columns = 4,
}: {
  features: readonly Feature[];
  columns?: 2 | 3 | 4;
}) {
  return (
    <ul className={`${styles.grid} ${COLUMNS[columns]}`.trim()}>
      {features.map((feature) => (
        <li key={feature.key} className={styles.item}>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.text}>{feature.text}</p>
        </li>
      ))}
    </ul>
  );
}
