import { Link, useTranslation } from '@shop/platform';
import { SOCIAL_LINKS } from '../business/business-details.ts';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { SocialIcon } from '../components/SocialIcon.tsx';
import { PAGE_LINKS, SHOP_LINKS } from './nav-links.ts';

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <section className="shell-footer__about" aria-labelledby="shell-footer-brand">
          <h2 id="shell-footer-brand" className="shell-footer__brand">
            {t('brand')}
          </h2>
          <p>{t('footer.tagline')}</p>
          <h3 className="shell-footer__heading">{t('footer.followUs')}</h3>
          <ul className="shell-footer__social">
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
        <nav aria-labelledby="shell-footer-links" className="shell-footer__links">
          <h2 id="shell-footer-links" className="shell-footer__heading">
            {t('footer.quickLinks')}
          </h2>
          <ul>
            {[...SHOP_LINKS, ...PAGE_LINKS].map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.label)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="shell-footer__contact" aria-label={t('contactDetails.title')}>
          <ContactDetails />
        </section>
      </div>
      <p className="shell-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
