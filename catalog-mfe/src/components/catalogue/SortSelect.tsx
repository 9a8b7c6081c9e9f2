import { SORTS, type Sort } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { cx } from '@shop/ui';
import { useId } from 'react';
import { useTakenOver } from '../../hooks/use-taken-over.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import note from '../note.module.css';
import styles from './SortSelect.module.css';

/**
 * Newest keeps the catalogue's order; the price sorts are a buyer's (the BFF ignores them for visitors). A
 * search's results are ranked by relevance first, the sort ordering equal matches (`searched`).
 */
export function SortSelect({
  value,
  pricesVisible,
  searched = false,
  onChange,
}: {
  value: Sort;
  pricesVisible: boolean;
  searched?: boolean;
  onChange: (sort: Sort) => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const id = useId();
  const noteId = useId();
  const rankedId = useId();
  const describedBy = [searched ? rankedId : '', pricesVisible ? '' : noteId].filter(Boolean).join(' ');
  // Picked before the catalogue runs the page, a sort would be shown but not applied.
  const takenOver = useTakenOver();
  return (
    <div className={styles.sort}>
      <label htmlFor={id}>{t('sort.label')}</label>
      <select
        id={id}
        disabled={!takenOver}
        value={pricesVisible ? value : 'newest'}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value as Sort)}
      >
        {SORTS.map((sort) => (
          <option key={sort} value={sort} disabled={!pricesVisible && sort !== 'newest'}>
            {t(`sort.${sort}`)}
          </option>
        ))}
      </select>
      {searched ? (
        <p id={rankedId} className={cx(note.note, styles.note)}>
          {t('sort.rankedNote')}
        </p>
      ) : null}
      {pricesVisible ? null : (
        <p id={noteId} className={cx(note.note, styles.note)}>
          {t('sort.visitorNote')}
        </p>
      )}
    </div>
  );
}
