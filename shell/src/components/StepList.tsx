import styles from './StepList.module.css';

export interface Step {
  key: string;
  title: string;
  text: string;
}

/** Numbered steps of a process; the numbers come from the ordered list itself. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.key} className={styles.item}>
          <h3 className={styles.title}>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
