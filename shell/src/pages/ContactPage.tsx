import { useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { ContactForm } from '../contact/ContactForm.tsx';
import '../i18n/register-content.ts';
import contactLayout from './contact-layout.module.css';
import page from './page.module.css';

export function ContactPage() {
  const { t } = useTranslation('shell');
  return (
    <div className={page.page}>
      <section className={`${page.hero} ${page.heroCompact}`}>
        <PageHeading>{t('contact.title')}</PageHeading>
        <p className={page.lead}>{t('contact.intro')}</p>
      </section>
      <div className={contactLayout.layout}>
        <aside className={contactLayout.info} aria-label={t('contactDetails.title')}>
          <ContactDetails />
        </aside>
        <section className={contactLayout.form} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contactForm.title')}</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
