import { Link, NavLink, useLocation, useTranslation } from '@shop/platform';
import { useEffect, useId, useRef, useState } from 'react';
import dropdown from './dropdown.module.css';
import toolButton from './tool-button.module.css';
import styles from './UserMenu.module.css';
import { useAccount } from './use-account.ts';
import { useLogOut } from './use-log-out.ts';
import { useWaitingCount } from './use-waiting-count.ts';
import { WaitingBadge } from './WaitingBadge.tsx';

/**
 * Log in / Register for visitors; for a buyer, a menu button with profile, my orders and logout; for a staff
 * member, the back office and logout.
 */
export function UserMenu() {
  const account = useAccount();
  const waiting = useWaitingCount();
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const logOut = useLogOut();
  const location = useLocation();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change
  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!account) {
    return (
      <nav aria-label={t('nav.account')} className={styles.account}>
        <NavLink to="/login">{t('nav.login')}</NavLink>
        <NavLink to="/register">{t('nav.register')}</NavLink>
      </nav>
    );
  }

  const onLogout = () => {
    setOpen(false);
    if (location.pathname === '/') buttonRef.current?.focus();
    void logOut();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole widget (button and links) closes it
    <div
      className={styles.menu}
      onBlur={(event) => {
        // Tabbing out of the open menu closes it.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`${toolButton.toolButton} ${styles.button}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={[
          t(account.kind === 'staff' ? 'nav.staffMenu' : 'nav.accountMenu', { name: account.name }),
          ...(waiting > 0 ? [t('nav.waitingCount', { count: waiting })] : []),
        ].join(', ')}
        onClick={() => setOpen((value) => !value)}
      >
        {/* Cut with an ellipsis when long; the list it opens starts with the whole name. */}
        {/* The space keeps the name and the count apart in the button's text ("Name 1", not "Name1"), so
            the visible label stays part of the accessible name (WCAG 2.5.3); the flex layout ignores it. */}
        <span className={styles.name}>{account.name}</span> <WaitingBadge count={waiting} />
      </button>
      {open ? (
        <ul id={menuId} ref={menuRef} className={`${dropdown.list} ${styles.list}`}>
          <li className={styles.fullName}>{account.name}</li>
          {account.links.map((entry) => (
            <li key={entry.to}>
              <Link to={entry.to} className={dropdown.item}>
                {t(entry.label)}
                {entry.to === '/orders' ? (
                  <>
                    {' '}
                    <WaitingBadge count={waiting} />
                  </>
                ) : null}
              </Link>
            </li>
          ))}
          <li>
            <button type="button" className={dropdown.item} onClick={onLogout}>
              {t('nav.logout')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
