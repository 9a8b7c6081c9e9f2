import type { QuoteMailPreview } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { Dialog } from '@shop/ui/dialog';
import form from '@shop/ui/form.module.css';
import { NAMESPACE } from '../../i18n/register.ts';
import styles from './QuoteMailPreviewDialog.module.css';

/** The page's `lang` for a shop language (Greek is `el`). */
const HTML_LANG = { en: 'en', gr: 'el' } as const;

/**
 * The buyer's mail of a quote draft, exactly as the BFF would send it (their language, their formatting):
 * read it, then send the quote or go back to the draft.
 */
export function QuoteMailPreviewDialog({
  mail,
  sending,
  onSend,
  onClose,
}: {
  mail: QuoteMailPreview;
  sending: boolean;
  onSend: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Dialog
      title={t('quote.preview.title')}
      description={t(`quote.preview.intro.${mail.language}`)}
      closeLabel={t('common.close')}
      onClose={onClose}
    >
      <dl className={styles.head}>
        <div>
          <dt>{t('quote.preview.to')}</dt>
          <dd>{mail.to}</dd>
        </div>
        <div>
          <dt>{t('quote.preview.subject')}</dt>
          <dd lang={HTML_LANG[mail.language]}>{mail.subject}</dd>
        </div>
      </dl>
      {/* Scrolls on its own when long: a region the keyboard can reach and scroll. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled */}
      <section className={styles.text} aria-label={t('quote.preview.text')} tabIndex={0}>
        <pre lang={HTML_LANG[mail.language]}>{mail.text}</pre>
      </section>
      <div className={form.actions}>
        <Button busy={sending} onClick={onSend}>
          {t('quote.send')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('quote.preview.back')}
        </Button>
      </div>
    </Dialog>
  );
}
