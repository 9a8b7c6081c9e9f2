import { Link, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import '../i18n/register-content.ts';
import styles from './AboutPage.module.css';
import page from './page.module.css';

const STORY_PARAGRAPHS = ['beginning', 'today', 'promise'] as const;
const MISSION_POINTS = ['quality', 'access', 'partnership', 'responsibility'] as const;
const REASONS = ['direct', 'flexible', 'branding', 'transparent', 'local', 'reliable'] as const;

export function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <div className={page.page}>
      <section className={`${page.hero} ${page.heroCompact}`}>
        <p className={page.eyebrow}>{t('about.eyebrow')}</p>
        <PageHeading>{t('about.title')}</PageHeading>
        <p className={page.lead}>{t('about.lead')}</p>
      </section>

      <section className={`${page.section} ${styles.prose}`} aria-labelledby="about-story">
        <h2 id="about-story">{t('about.story.title')}</h2>
        {STORY_PARAGRAPHS.map((key) => (
          <p key={key}>{t(`about.story.${key}`)}</p>
        ))}
      </section>

      <section className={page.section} aria-labelledby="about-mission">
        <h2 id="about-mission">{t('about.mission.title')}</h2>
        <p className={page.intro}>{t('about.mission.intro')}</p>
        <FeatureGrid
          columns={2}
          features={MISSION_POINTS.map((key) => ({
            key,
            title: t(`about.mission.${key}.title`),
            text: t(`about.mission.${key}.text`),
          }))}
        />
      </section>

      <section className={page.section} aria-labelledby="about-reasons">
        <h2 id="about-reasons">{t('about.reasons.title')}</h2>
        <FeatureGrid
          columns={3}
          features={REASONS.map((key) => ({
            key,
            title: t(`about.reasons.${key}.title`),
            text: t(`about.reasons.${key}.text`),
          }))}
        />
      </section>

      <section className={styles.cta} aria-labelledby="about-cta">
        <h2 id="about-cta">{t('about.cta.title')}</h2>
        <p>{t('about.cta.text')}</p>
        <div className={`${page.actions} ${styles.ctaActions}`}>
          <Link className="shop-button shop-button--primary" to="/ready-to-ship">
            {t('home.shopReadyToShip')}
          </Link>
          <Link className="shop-button shop-button--secondary" to="/contact">
            {t('about.cta.contact')}
          </Link>
        </div>
      </section>
    </div>
  );
}
