import { useTranslation } from '@shop/platform';
import { BUSINESS_EMAIL, BUSINESS_PHONE, BUSINESS_PHONE_HREF } from '../business/business-details.ts';
import { BusinessHours } from './BusinessHours.tsx';

/** E-mail and phone links, location and business hours; the heading level fits where it is placed. */
export function ContactDetails({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('shell');
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <div className="shell-contact-details">
      <Heading className="shell-contact-details__title">{t('contactDetails.title')}</Heading>
      <address className="shell-contact-details__list">
        <p>
          <span className="shell-contact-details__label">{t('contactDetails.email')}</span>
          <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
        </p>
        <p>
          <span className="shell-contact-details__label">{t('contactDetails.phone')}</span>
          <a href={BUSINESS_PHONE_HREF}>{BUSINESS_PHONE}</a>
        </p>
        <p>
          <span className="shell-contact-details__label">{t('contactDetails.location')}</span>
          <span>{t('contactDetails.address')}</span>
        </p>
      </address>
      <Subheading className="shell-contact-details__subtitle">{t('contactDetails.hours')}</Subheading>
      <BusinessHours />
    </div>
  );
}
