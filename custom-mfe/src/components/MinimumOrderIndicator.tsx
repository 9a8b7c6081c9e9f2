import { checkMinimumOrder } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { NAMESPACE } from '../i18n/register.ts';

/** The live 'x of 5' count of the selected lines, announced politely as it changes. */
export function MinimumOrderIndicator({ count, id }: { count: number; id?: string }) {
  const { t } = useTranslation(NAMESPACE);
  const check = checkMinimumOrder(count);
  return (
    <div className={`custom-minimum${check.met ? ' custom-minimum--met' : ''}`}>
      <span className="custom-label">{t('minimum.label')}</span>
      <progress
        className="custom-minimum__bar"
        max={check.min}
        value={Math.min(count, check.min)}
        aria-hidden="true"
      />
      <p id={id} role="status" className="custom-minimum__text">
        {t('minimum.progress', { count, min: check.min })}{' '}
        {check.met ? t('minimum.met') : t('minimum.missing', { count: check.missing })}
      </p>
    </div>
  );
}
