import { type ReactNode, useEffect, useRef } from 'react';
import alert from './alert.module.css';

/**
 * A failure, announced and focused when it appears. Give it a new `key` per failure so a repeated failure
 * is announced and focused again.
 *
 * `@shop/ui/form-alert`: bundled into each frontend that imports it (decision 0019).
 */
export function FormAlert({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} role="alert" tabIndex={-1} className={alert.alert}>
      {children}
    </div>
  );
}
