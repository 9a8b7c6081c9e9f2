import { NavLink, useLocation, useTranslation } from '@shop/platform';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FULL_TOP_BAR_MIN_PX } from './breakpoints.ts';
import styles from './MobileMenu.module.css';
import { PAGE_LINKS, SHOP_LINKS } from './nav-links.ts';
import { useAccount } from './use-account.ts';
import { useFocusTrap } from './use-focus-trap.ts';
import { useLogOut } from './use-log-out.ts';
import { useWaitingCount } from './use-waiting-count.ts';
import { WaitingBadge } from './WaitingBadge.tsx';

/**
 * Below the full top bar's width the top bar's links live behind a Menu button, in a modal panel: focus moves
 * in and is trapped, Escape or Close returns focus to the button, and following a link closes it.
 */
export function MobileMenu() {
  const { t } = useTranslation('shell');
  const account = useAccount();
  const waiting = useWaitingCount();
  const logOut = useLogOut();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const titleId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);

  useFocusTrap(panelRef, open, () => close(true));

  useEffect(() => {
    if (!open) return;
    // The panel is for narrow screens only: widening the window puts the full top bar back.
    const wide = window.matchMedia(`(min-width: ${FULL_TOP_BAR_MIN_PX}px)`);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      wide.removeEventListener('change', onChange);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  // A link to another page hands focus to that page's heading; one to this page returns it to the button.
  const onLink = (to: string) => close(to === pathname);

  const link = (to: string, label: string) => (
    <li key={to}>
      <NavLink to={to} className={styles.item} onClick={() => onLink(to)}>
        {label}
        {to === '/orders' ? (
          <>
            {' '}
            <WaitingBadge count={waiting} />
          </>
        ) : null}
      </NavLink>
    </li>
  );

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(true)}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="22" height="22">
          <path fill="currentColor" d="M3 6h18v2H3Zm0 5h18v2H3Zm0 5h18v2H3Z" />
        </svg>
        <span>{t('nav.menu')}</span> <WaitingBadge count={waiting} />
      </button>
      {open ? (
        <div className={styles.overlay}>
          <div className={styles.backdrop} aria-hidden="true" onClick={() => close(true)} />
          <div
            ref={panelRef}
            id={panelId}
            className={styles.panel}
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
          >
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {t('nav.menu')}
              </h2>
              <button
                type="button"
                className={styles.close}
                aria-label={t('nav.closeMenu')}
                onClick={() => close(true)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <nav aria-label={t('nav.label')}>
              <h3 className={styles.group}>{t('nav.shop')}</h3>
              <ul className={styles.list}>{SHOP_LINKS.map((entry) => link(entry.to, t(entry.label)))}</ul>
              <ul className={styles.list}>{PAGE_LINKS.map((entry) => link(entry.to, t(entry.label)))}</ul>
            </nav>
            <nav aria-label={t('nav.account')}>
              <h3 className={styles.group}>{account ? account.name : t('nav.account')}</h3>
              <ul className={styles.list}>
                {account ? (
                  <>
                    {account.links.map((entry) => link(entry.to, t(entry.label)))}
                    <li>
                      <button
                        type="button"
                        className={styles.item}
                        onClick={() => {
                          close(pathname === '/');
                          void logOut();
                        }}
                      >
                        {t('nav.logout')}
                      </button>
                    </li>
                  </>
                ) : (
                  <>
                    {link('/login', t('nav.login'))}
                    {link('/register', t('nav.register'))}
                  </>
                )}
              </ul>
            </nav>
          </div>
        </div>
      ) : null}
    </>
  );
}
