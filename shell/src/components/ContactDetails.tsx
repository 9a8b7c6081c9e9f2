import { useTranslation } from '@shop/platform';
import { BUSINESS_EMAIL, BUSINESS_PHONE, BUSINESS_PHONE_HREF } from '../business/business-details.ts';
import { BusinessHours } from './BusinessHours.tsx';
import styles from './ContactDetails.module.css';

/**
 * E-mail and phone links, location and business hours; the heading level fits where it is placed.
 * `titleClassName` replaces the title's own look; `onDark` sets the colours for a dark background.
 */
export function ContactDetails({
  headingLevel = 2,
  titleClassName,
  onDark = false,
}: {
  headingLevel?: 2 | 3;
  titleClassName?: string;
  onDark?: boolean;
}) {
  const { t } = useTranslation('shell');
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <div className={onDark ? styles.onDark : undefined}>
      <Heading className={titleClassName ?? styles.title}>{t('contactDetails.title')}</Heading>
      <address className={styles.list}>
        <p>
          <span className={styles.label}>{t('contactDetails.email')}</span>
          <a href={`mailto:${BUSINESS_EMAIL}`}>{BUSINESS_EMAIL}</a>
        </p>
        <p>
          <span className={styles.label}>{t('contactDetails.phone')}</span>
          <a href={BUSINESS_PHONE_HREF}>{BUSINESS_PHONE}</a>
        </p>
        <p>
          <span className={styles.label}>{t('contactDetails.location')}</span>
          <span>{t('contactDetails.address')}</span>
        </p>
      </address>
      <Subheading className={styles.subtitle}>{t('contactDetails.hours')}</Subheading>
      <BusinessHours onDark={onDark} />
    </div>
  );
}
