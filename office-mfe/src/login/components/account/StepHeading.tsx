import { type ReactNode, useEffect, useRef } from 'react';
import styles from './account.module.css';

/**
 * The heading of a step of the account page's flows. It takes focus when the step appears: the part of the
 * page a keyboard or screen-reader user was in has just been replaced, and reading goes on from here.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h3 ref={ref} tabIndex={-1} className={styles.stepHeading}>
      {children}
    </h3>
  );
}
