import { MAX_SAMPLES_PER_ACCOUNT, MIN_ORDER_PIECES } from '@shop/contracts';
import { HydrateOnView, Link, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { ContactDetails } from '../components/ContactDetails.tsx';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import { LazyContactForm } from '../contact/LazyContactForm.tsx';
import contactLayout from './contact-layout.module.css';
import styles from './HomePage.module.css';
import page from './page.module.css';

const WHY_CHOOSE_US = [
  'quality',
  'minimumOrder',
  'yourBrand',
  'samples',
  'quickQuotes',
  'delivery',
  'greekTeam',
  'fairProduction',
] as const;

const READY_POINTS = ['inStock', 'mixSizes', 'shipping'] as const;
const CUSTOM_POINTS = ['fabrics', 'label', 'timing'] as const;

export function HomePage() {
  const { t } = useTranslation('shell');
  const values = { count: MIN_ORDER_PIECES, max: MAX_SAMPLES_PER_ACCOUNT };
  return (
    <div className={page.page}>
      <section className={page.hero}>
        <p className={page.eyebrow}>{t('home.eyebrow')}</p>
        <PageHeading>{t('home.title')}</PageHeading>
        <p className={page.lead}>{t('home.subtitle')}</p>
        <div className={page.actions}>
          <Link className="shop-button shop-button--primary" to="/ready-to-ship">
            {t('home.shopReadyToShip')}
          </Link>
          <Link className="shop-button shop-button--secondary" to="/custom-made">
            {t('home.requestCustom')}
          </Link>
        </div>
      </section>

      <section className={page.section} aria-labelledby="home-why">
        <h2 id="home-why">{t('home.why.title')}</h2>
        <p className={page.intro}>{t('home.why.intro')}</p>
        {/* Below the fold on a phone, as is all that follows: taken over when it nears the screen. */}
        <HydrateOnView>
          <FeatureGrid
            features={WHY_CHOOSE_US.map((key) => ({
              key,
              title: t(`home.why.${key}.title`, values),
              text: t(`home.why.${key}.text`, values),
            }))}
          />
        </HydrateOnView>
      </section>

      <div className={styles.promos}>
        <HydrateOnView>
          <section className={styles.promo} aria-labelledby="home-ready">
            <h2 id="home-ready">{t('home.readyPromo.title')}</h2>
            <p>{t('home.readyPromo.text')}</p>
            <ul className={styles.checklist}>
              {READY_POINTS.map((key) => (
                <li key={key}>{t(`home.readyPromo.points.${key}`, values)}</li>
              ))}
            </ul>
            <Link className="shop-button shop-button--primary" to="/ready-to-ship">
              {t('home.readyPromo.action')}
            </Link>
          </section>
          <section className={`${styles.promo} ${styles.promoCustom}`} aria-labelledby="home-custom">
            <h2 id="home-custom">{t('home.customPromo.title')}</h2>
            <p>{t('home.customPromo.text')}</p>
            <ul className={styles.checklist}>
              {CUSTOM_POINTS.map((key) => (
                <li key={key}>{t(`home.customPromo.points.${key}`, values)}</li>
              ))}
            </ul>
            <Link className="shop-button shop-button--primary" to="/custom-made">
              {t('home.customPromo.action')}
            </Link>
          </section>
        </HydrateOnView>
      </div>

      <section className={page.section} aria-labelledby="home-contact">
        <h2 id="home-contact">{t('home.contact.title')}</h2>
        <p className={page.intro}>{t('home.contact.intro')}</p>
        <HydrateOnView>
          <div className={contactLayout.layout}>
            <aside className={contactLayout.info} aria-label={t('contactDetails.title')}>
              <ContactDetails headingLevel={3} />
            </aside>
            <div className={contactLayout.form}>
              <h3>{t('contactForm.title')}</h3>
              <LazyContactForm />
            </div>
          </div>
        </HydrateOnView>
      </section>
    </div>
  );
}
