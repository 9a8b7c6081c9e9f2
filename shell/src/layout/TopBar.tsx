import { Link, NavLink, useTranslation } from '@shop/platform';
import { BasketLink } from './BasketLink.tsx';
import { LanguageToggle } from './LanguageToggle.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import nav from './nav.module.css';
import { PAGE_LINKS } from './nav-links.ts';
import { ShopMenu } from './ShopMenu.tsx';
import styles from './TopBar.module.css';
import { TopSearch } from './TopSearch.tsx';
import { UserMenu } from './UserMenu.tsx';

/**
 * Logo, Shop menu and page links, then language, account and basket, on one line from 1280px in both
 * languages; below that the links move into the Menu, and below 768px the account too. The search is a row
 * of its own under them.
 */
export function TopBar() {
  const { t } = useTranslation('shell');
  return (
    <header className={styles.topBar}>
      <div className={styles.inner}>
        <MobileMenu />
        <Link to="/" className={styles.logo}>
          <span className={styles.logoMark} aria-hidden="true">
            WF
          </span>
          <span>{t('brand')}</span>
        </Link>
        <nav aria-label={t('nav.label')} className={styles.nav}>
          <ul className={styles.navList}>
            <li>
              <ShopMenu />
            </li>
            {PAGE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className={nav.link}>
                  {t(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          <LanguageToggle />
          <UserMenu />
          <BasketLink />
        </div>
      </div>
      <TopSearch />
    </header>
  );
}
