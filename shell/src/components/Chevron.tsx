import styles from './Chevron.module.css';

/** The down arrow of a button that opens something (aria-expanded); it turns up while that is open. */
export function Chevron({ size }: { size: number }) {
  return (
    <svg
      className={styles.chevron}
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 12 12"
      width={size}
      height={size}
    >
      <path fill="currentColor" d="M6 8.5 1.5 4l1-1L6 6.5 9.5 3l1 1Z" />
    </svg>
  );
}
