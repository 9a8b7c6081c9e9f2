import { MAX_SIZE_QUANTITY, type ReorderResult, type ReorderSkippedLine } from '@shop/contracts';
import { Link, readApiError, selectLanguage, useAppSelector, useTranslation } from '@shop/platform';
import { Button } from '@shop/ui';
import { FormAlert } from '@shop/ui/form-alert';
import hint from '@shop/ui/hint.module.css';
import { useId, useState } from 'react';
import { useAccountReorderOrderRequestMutation } from '../../api/reorder.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import { apiErrorKey } from '../../lib/api-error-message.ts';
import styles from './OrderAgainControl.module.css';

/** The translation key of a failed "Order again" (an order that is not the buyer's reads as unknown). */
function failureKey(code: string): string {
  return code === 'not_found' ? 'orderAgain.notFound' : apiErrorKey(code);
}

function SkippedReason({ line }: { line: ReorderSkippedLine }) {
  const { t } = useTranslation(NAMESPACE);
  const sizes = line.sizes ?? [];
  return (
    <>
      {t(`orderAgain.reasons.${line.reason}`, {
        count: sizes.length,
        sizes: sizes.join(', '),
        max: MAX_SIZE_QUANTITY,
      })}
    </>
  );
}

/**
 * "Order again": puts the order's products, sizes and quantities into the basket (added to what is
 * there). Says in a status message how many products went in, with a link to the basket, and lists
 * what could not go in and why; the shared basket (the shell's count, the basket page) refreshes.
 * `compact` (a row of My Orders): no explanation beside the button, whose name then says which order.
 */
export function OrderAgainControl({ reference, compact = false }: { reference: string; compact?: boolean }) {
  const { t } = useTranslation(NAMESPACE);
  const language = useAppSelector(selectLanguage);
  const [reorder, { isLoading }] = useAccountReorderOrderRequestMutation();
  const [result, setResult] = useState<ReorderResult | null>(null);
  const [failure, setFailure] = useState<{ code: string; attempt: number } | null>(null);
  const hintId = useId();

  const onClick = async () => {
    setResult(null);
    try {
      const answer = await reorder({ reference, language }).unwrap();
      setFailure(null);
      setResult(answer);
    } catch (error) {
      const { code } = readApiError(error);
      setFailure((previous) => ({ code, attempt: (previous?.attempt ?? 0) + 1 }));
    }
  };

  return (
    <div className={compact ? styles.compact : styles.control}>
      <div className={styles.action}>
        <Button
          variant="secondary"
          busy={isLoading}
          onClick={onClick}
          aria-label={compact ? t('orderAgain.buttonFor', { reference }) : undefined}
          aria-describedby={compact ? undefined : hintId}
        >
          {t('orderAgain.button')}
        </Button>
        {compact ? null : (
          <p id={hintId} className={hint.hint}>
            {t('orderAgain.hint')}
          </p>
        )}
      </div>
      {failure ? <FormAlert key={failure.attempt}>{t(failureKey(failure.code))}</FormAlert> : null}
      {/* Always in the page, so what is written into it is announced. */}
      <div role="status">
        {result ? (
          <div className={styles.notice}>
            <p>
              {result.added.length > 0
                ? t('orderAgain.added', { count: result.added.length })
                : t('orderAgain.addedNone')}{' '}
              <Link to="/basket">{t('orderAgain.viewBasket')}</Link>
            </p>
            {result.skipped.length > 0 ? (
              <>
                <p>{t('orderAgain.skippedIntro')}</p>
                <ul className={styles.skipped}>
                  {result.skipped.map((line) => (
                    <li key={`${line.productId}-${line.reason}`}>
                      <strong>{line.name}</strong>: <SkippedReason line={line} />
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
