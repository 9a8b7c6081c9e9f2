import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/i18n.ts';
import { useAppDispatch, useAppSelector } from '../store/hooks.ts';
import { selectToasts, type Toast, toastDismissed } from './toasts-slice.ts';

/** How long a success or info notice stays; errors and loading notices stay until dismissed or replaced. */
const AUTO_DISMISS_MS = 6000;

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const { t } = useTranslation('platform');
  const autoDismiss = toast.kind === 'success' || toast.kind === 'info';

  useEffect(() => {
    if (!autoDismiss) return;
    const timer = window.setTimeout(() => dispatch(toastDismissed(toast.id)), AUTO_DISMISS_MS);
    return () => window.clearTimeout(timer);
  }, [autoDismiss, dispatch, toast.id]);

  return (
    // The live region is the notice's text, not the list item (a list item keeps its role: axe, list rules).
    <li className={`shop-toast shop-toast--${toast.kind}`}>
      <div
        className="shop-toast__text"
        role={toast.kind === 'error' ? 'alert' : 'status'}
        aria-busy={toast.kind === 'loading' || undefined}
      >
        <p className="shop-toast__title">{toast.title}</p>
        {toast.description ? <p className="shop-toast__description">{toast.description}</p> : null}
      </div>
      {toast.action ? (
        <Link
          className="shop-toast__action"
          to={toast.action.to}
          onClick={() => dispatch(toastDismissed(toast.id))}
        >
          {toast.action.label}
        </Link>
      ) : null}
      <button
        type="button"
        className="shop-toast__dismiss"
        aria-label={t('dismissNotification')}
        onClick={() => dispatch(toastDismissed(toast.id))}
      >
        ×
      </button>
    </li>
  );
}

/** Rendered once by the shell; shows the notices any remote raised. */
export function Toaster() {
  const toasts = useAppSelector(selectToasts);
  const { t } = useTranslation('platform');
  return (
    <section className="shop-toaster" aria-label={t('notifications')}>
      <ol>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}
