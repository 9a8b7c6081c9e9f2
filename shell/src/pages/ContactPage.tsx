import { useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { ContactForm } from '../contact/ContactForm.tsx';
import '../i18n/register-content.ts';

export function ContactPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-page">
      <section className="shell-hero shell-hero--compact">
        <PageHeading>{t('contact.title')}</PageHeading>
        <p className="shell-hero__lead">{t('contact.intro')}</p>
      </section>
      <div className="shell-contact-layout">
        <aside className="shell-card shell-contact-layout__info" aria-label={t('contactDetails.title')}>
          <ContactDetails />
        </aside>
        <section className="shell-card shell-contact-layout__form" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contactForm.title')}</h2>
          <ContactForm />
        </section>
      </div>
    </div>
  );
}
