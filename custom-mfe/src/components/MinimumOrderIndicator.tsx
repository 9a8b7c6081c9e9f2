import { checkMinimumOrder } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { NAMESPACE } from '../i18n/register.ts';
import form from './form.module.css';
import styles from './MinimumOrderIndicator.module.css';

/** The live 'x of 5' count of the selected lines, announced politely as it changes. */
export function MinimumOrderIndicator({ count, id }: { count: number; id?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const check = checkMinimumOrder(count);
  return (
    <div className={cx(styles.minimum, check.met && styles.met)}>
      <span className={form.label}>{t('minimum.label')}</span>
      <progress
        className={styles.bar}
        max={check.min}
        value={Math.min(count, check.min)}
        aria-hidden="true"
      />
      <p id={id} role="status" className={styles.text}>
        {t('minimum.progress', { count, min: check.min })}{' '}
        {check.met ? t('minimum.met') : t('minimum.missing', { count: check.missing })}
      </p>
    </div>
  );
}
