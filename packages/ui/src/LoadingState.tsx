import { Spinner } from '@shop/ui';
import styles from './LoadingState.module.css';

/**
 * A busy region for data on its way; the text is what a screen reader hears.
 *
 * `@shop/ui/loading-state`: bundled into each frontend that imports it (decision 0019).
 */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className={styles.loading}>
      <Spinner /> {label}
    </p>
  );
}
