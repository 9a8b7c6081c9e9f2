import { useTranslation } from '@shop/platform';
import type { MouseEvent } from 'react';
import { SOCIAL_LINKS } from '../business/business-details.ts';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { SocialIcon } from '../components/SocialIcon.tsx';
import styles from './Footer.module.css';
import { PAGE_LINKS, SHOP_LINKS } from './nav-links.ts';

/** A click the browser would follow in this tab: the plain primary button (others open tabs and windows). */
const inThisTab = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/**
 * The shop's footer. Its links are followed by `onFollow` (the router's navigation, given by the frame), not by
 * the router's Link: a Link reads the address, so every change of it (a filter picked, a page opened) would
 * reach the footer, and while the footer waits below the fold to be taken over (HydrateOnView) React would
 * take it over inside that press.
 */
export function Footer({ onFollow }: { onFollow: (to: string) => void }) {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section className={styles.about} aria-labelledby="shell-footer-brand">
          <h2 id="shell-footer-brand" className={styles.brand}>
            {t('brand')}
          </h2>
          <p>{t('footer.tagline')}</p>
          <h3 className={styles.heading}>{t('footer.followUs')}</h3>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.socialLink', { network: t(`footer.social.${link.network}`) })}
                >
                  <SocialIcon network={link.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="shell-footer-links" className={styles.links}>
          <h2 id="shell-footer-links" className={styles.heading}>
            {t('footer.quickLinks')}
          </h2>
          <ul>
            {[...SHOP_LINKS, ...PAGE_LINKS].map((link) => (
              <li key={link.to}>
                <a
                  href={link.to}
                  onClick={(event) => {
                    if (!inThisTab(event)) return;
                    event.preventDefault();
                    onFollow(link.to);
                  }}
                >
                  {t(link.label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-label={t('contactDetails.title')}>
          <ContactDetails titleClassName={styles.heading} onDark />
        </section>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
