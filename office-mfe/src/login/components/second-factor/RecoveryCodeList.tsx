import { useTranslation } from '@shop/platform';
import { type Ref, useId } from 'react';
import { NAMESPACE } from '../../../i18n/register.ts';
import styles from './RecoveryCodeList.module.css';

/**
 * The recovery codes a new authenticator came with, shown once. The list is named by a heading that only
 * assistive technology shows (`Heading`, at the level of the page's parts), and can take focus (`listRef`).
 */
export function RecoveryCodeList({
  codes,
  Heading = 'h2',
  listRef,
}: {
  codes: string[];
  Heading?: 'h2' | 'h3' | 'h4';
  listRef?: Ref<HTMLUListElement>;
}) {
  const { t } = useTranslation(NAMESPACE);
  const listId = useId();
  return (
    <>
      <Heading id={listId} className="visually-hidden">
        {t('recovery.listLabel')}
      </Heading>
      <ul ref={listRef} className={styles.codes} aria-labelledby={listId} tabIndex={-1}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </>
  );
}
