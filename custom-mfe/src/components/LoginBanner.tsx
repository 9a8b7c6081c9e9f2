import { Link, loginPath, useTranslation } from '@shop/platform';
import { useEffect, useId, useRef } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './LoginBanner.module.css';

interface LoginBannerProps {
  /** Where the buyer comes back to after logging in. */
  returnTo: string;
  /** Called as the buyer follows Login Now, before leaving (to keep the draft). */
  onLoginNow: () => void;
  onDismiss: () => void;
}

/** Shown when a visitor submits: log in first (the form is kept) or carry on browsing. */
export function LoginBanner({ returnTo, onLoginNow, onDismiss }: LoginBannerProps) {
  const { t } = useTranslation(NAMESPACE);
  const messageId = useId();
  const bannerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    bannerRef.current?.focus();
  }, []);

  return (
    <section
      ref={bannerRef}
      className={styles.banner}
      aria-labelledby={messageId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDismiss();
      }}
    >
      <p id={messageId} className={styles.message}>
        {t('login.message')}
      </p>
      <div className={styles.actions}>
        <Link to={loginPath(returnTo)} className="shop-button shop-button--primary" onClick={onLoginNow}>
          {t('login.loginNow')}
        </Link>
        <button type="button" className="shop-button shop-button--secondary" onClick={onDismiss}>
          {t('login.continue')}
        </button>
      </div>
    </section>
  );
}
