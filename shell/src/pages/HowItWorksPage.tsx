import {
  EXPRESS_SAMPLE_FEE_CENTS,
  formatPrice,
  MAX_SAMPLES_PER_ACCOUNT,
  MIN_ORDER_PIECES,
} from '@shop/contracts';
import { Link, useLanguage, useTranslation } from '@shop/platform';
import { PageHeading } from '@shop/ui';
import { Accordion } from '../components/Accordion.tsx';
import { StepList } from '../components/StepList.tsx';
import '../i18n/register-content.ts';
import page from './page.module.css';

const OVERVIEW_STEPS = ['choose', 'request', 'quote', 'receive'] as const;
const READY_STEPS = ['account', 'select', 'submit', 'quote', 'delivery'] as const;
const CUSTOM_STEPS = ['types', 'details', 'branding', 'quote', 'production'] as const;
const FAQS = ['minimumOrder', 'shipping', 'samples', 'branding', 'payment', 'returns'] as const;

export function HowItWorksPage() {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  // Every number comes from contracts, the one place the shop's rules live.
  const values = {
    count: MIN_ORDER_PIECES,
    max: MAX_SAMPLES_PER_ACCOUNT,
    fee: formatPrice(EXPRESS_SAMPLE_FEE_CENTS, language),
  };
  const steps = (group: string, keys: readonly string[]) =>
    keys.map((key) => ({
      key,
      title: t(`howItWorks.${group}.${key}.title`, values),
      text: t(`howItWorks.${group}.${key}.text`, values),
    }));

  return (
    <div className={page.page}>
      <section className={`${page.hero} ${page.heroCompact}`}>
        <PageHeading>{t('howItWorks.title')}</PageHeading>
        <p className={page.lead}>{t('howItWorks.intro')}</p>
      </section>

      <section className={page.section} aria-labelledby="how-overview">
        <h2 id="how-overview">{t('howItWorks.overview.title')}</h2>
        <StepList steps={steps('overview', OVERVIEW_STEPS)} />
      </section>

      <section className={page.section} aria-labelledby="how-ready">
        <h2 id="how-ready">{t('howItWorks.ready.title')}</h2>
        <p className={page.intro}>{t('howItWorks.ready.intro', values)}</p>
        <StepList steps={steps('ready', READY_STEPS)} />
        <Link className="shop-button shop-button--secondary" to="/ready-to-ship">
          {t('home.readyPromo.action')}
        </Link>
      </section>

      <section className={page.section} aria-labelledby="how-custom">
        <h2 id="how-custom">{t('howItWorks.custom.title')}</h2>
        <p className={page.intro}>{t('howItWorks.custom.intro')}</p>
        <StepList steps={steps('custom', CUSTOM_STEPS)} />
        <Link className="shop-button shop-button--secondary" to="/custom-made">
          {t('home.customPromo.action')}
        </Link>
      </section>

      <section className={page.section} aria-labelledby="how-faq">
        <h2 id="how-faq">{t('howItWorks.faq.title')}</h2>
        <Accordion
          items={FAQS.map((key) => ({
            id: key,
            question: t(`howItWorks.faq.${key}.question`, values),
            answer: <p>{t(`howItWorks.faq.${key}.answer`, values)}</p>,
          }))}
        />
        <p className={page.outro}>
          {t('howItWorks.faq.more')} <Link to="/contact">{t('howItWorks.faq.contactLink')}</Link>
        </p>
      </section>
    </div>
  );
}
