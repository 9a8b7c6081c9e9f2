import { Spinner } from '@shop/ui';

/** A busy region for data on its way; the text is what a screen reader hears. */
export function LoadingState({ label }: { label: string }) {
  return (
    <p role="status" className="account-loading">
      <Spinner /> {label}
    </p>
  );
}
