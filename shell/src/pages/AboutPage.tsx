import { Link, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { FeatureGrid } from '../components/FeatureGrid.tsx';
import '../i18n/register-content.ts';

const STORY_PARAGRAPHS = ['beginning', 'today', 'promise'] as const;
const MISSION_POINTS = ['quality', 'access', 'partnership', 'responsibility'] as const;
const REASONS = ['direct', 'flexible', 'branding', 'transparent', 'local', 'reliable'] as const;

export function AboutPage() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-page">
      <section className="shell-hero shell-hero--compact">
        <p className="shell-hero__eyebrow">{t('about.eyebrow')}</p>
        <PageHeading>{t('about.title')}</PageHeading>
        <p className="shell-hero__lead">{t('about.lead')}</p>
      </section>

      <section className="shell-section shell-prose" aria-labelledby="about-story">
        <h2 id="about-story">{t('about.story.title')}</h2>
        {STORY_PARAGRAPHS.map((key) => (
          <p key={key}>{t(`about.story.${key}`)}</p>
        ))}
      </section>

      <section className="shell-section" aria-labelledby="about-mission">
        <h2 id="about-mission">{t('about.mission.title')}</h2>
        <p className="shell-section__intro">{t('about.mission.intro')}</p>
        <FeatureGrid
          columns={2}
          features={MISSION_POINTS.map((key) => ({
            key,
            title: t(`about.mission.${key}.title`),
            text: t(`about.mission.${key}.text`),
          }))}
        />
      </section>

      <section className="shell-section" aria-labelledby="about-reasons">
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

      <section className="shell-cta" aria-labelledby="about-cta">
        <h2 id="about-cta">{t('about.cta.title')}</h2>
        <p>{t('about.cta.text')}</p>
        <div className="shell-actions">
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
