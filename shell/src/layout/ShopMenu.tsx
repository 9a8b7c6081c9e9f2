import { NavLink, useLocation, useTranslation } from '@shop/platform';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Chevron } from '../components/Chevron.tsx';
import dropdown from './dropdown.module.css';
import nav from './nav.module.css';
import { isShopPath, SHOP_LINKS } from './nav-links.ts';
import styles from './ShopMenu.module.css';

type FocusOnOpen = 'first' | 'last' | null;

function menuLinks(list: HTMLUListElement | null): HTMLAnchorElement[] {
  return [...(list?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
}

/**
 * The Shop dropdown as a disclosure (WAI-ARIA disclosure navigation): a button that shows and hides a
 * list of links. Arrow keys move between the links, Escape closes it and returns focus to the button,
 * and it closes when focus or a click goes elsewhere, or the page changes.
 */
export function ShopMenu() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState<FocusOnOpen>(null);
  const listId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation closes the menu
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const items = menuLinks(listRef.current);
    (focusOnOpen === 'first' ? items[0] : items[items.length - 1])?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const openWithFocus = (target: FocusOnOpen) => {
    setOpen(true);
    setFocusOnOpen(target);
  };

  const closeToButton = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWithFocus('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWithFocus('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const onListKeyDown = (event: KeyboardEvent) => {
    const items = menuLinks(listRef.current);
    const index = items.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(items.length - 1);
    else if (event.key === 'Escape') {
      event.preventDefault();
      closeToButton();
    }
  };

  // Tabbing out of the menu closes it, as a pointer click elsewhere does.
  const onBlur = (event: FocusEvent) => {
    if (!containerRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole widget (button and links) closes it
    <div ref={containerRef} className={styles.menu} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={isShopPath(pathname) ? `${nav.link} ${nav.active}` : nav.link}
        aria-expanded={open}
        aria-controls={listId}
        onClick={(event) => {
          // A keyboard press (Enter/Space: no pointer detail) opens onto the first link.
          if (open) setOpen(false);
          else openWithFocus(event.detail === 0 ? 'first' : null);
        }}
        onKeyDown={onButtonKeyDown}
      >
        {t('nav.shop')}
        <Chevron size={12} />
      </button>
      <ul
        ref={listRef}
        id={listId}
        className={`${dropdown.list} ${styles.list}`}
        hidden={!open}
        onKeyDown={onListKeyDown}
      >
        {SHOP_LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={`${dropdown.item} ${styles.link}`}
              onClick={() => setOpen(false)}
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
