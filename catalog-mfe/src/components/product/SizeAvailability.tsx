import {
  type BuyerSizeAvailability,
  formatDate,
  type Language,
  type ProductAvailabilityResponse,
  type Size,
  type StockShortfall,
  type VisitorSizeAvailability,
} from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/platform';
import type { TFunction } from 'i18next';
import { NAMESPACE } from '../../i18n/register.ts';
import note from '../note.module.css';
import styles from './SizeAvailability.module.css';

type SizeState = BuyerSizeAvailability | VisitorSizeAvailability;

/**
 * What a size's state reads: "In stock", "Only 3 left", "Back in stock on 12 January 2027", "Made for you in
 * 14 days", "Out of stock"; nothing for a size the team keeps no stock of. A visitor's answer has only the
 * first and the last.
 */
export function availabilityText(t: TFunction, size: SizeState, language: Language): string | null {
  switch (size.state) {
    case 'in_stock':
      return t('availability.inStock');
    case 'low':
      return t('availability.low', { count: size.free });
    case 'restock':
      // At noon, local time: a date alone is read as UTC midnight, the day before west of Greenwich.
      return t('availability.restock', { date: formatDate(`${size.restockDate}T12:00:00`, language) });
    case 'backorder':
      return t('availability.backorder', { count: size.leadDays });
    case 'out':
      return t('availability.out');
    default:
      return null;
  }
}

/** The id of a size's line in the list, for its quantity field to be described by it. */
export const availabilityIdOf = (listId: string, size: Size) => `${listId}-${size}`;

interface Props {
  id: string;
  /** The product's sizes, in order. */
  sizes: readonly Size[];
  answer: ProductAvailabilityResponse | undefined;
}

/**
 * The product's availability per size, under a heading, once its answer is in (read in the browser after the
 * page: nothing shows while it loads, nor if it fails, so the rendered page never flashes an error). Sizes
 * the team keeps no stock of are left out, and the whole list when none is kept.
 */
export function SizeAvailability({ id, sizes, answer }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  if (!answer) return null;
  const bySize = new Map<Size, SizeState>(answer.sizes.map((size) => [size.size, size]));
  const lines = sizes.flatMap((size) => {
    const state = bySize.get(size);
    const text = state ? availabilityText(t, state, language) : null;
    return text === null ? [] : [{ size, state: state?.state, text }];
  });
  if (lines.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section className={styles.availability} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('availability.heading')}
      </h2>
      <ul className={styles.list}>
        {lines.map(({ size, state, text }) => (
          <li key={size} id={availabilityIdOf(id, size)} className={styles.line}>
            <span className={styles.size}>{t('availability.size', { size })}</span>{' '}
            <span className={state === 'out' ? styles.out : state === 'low' ? styles.low : undefined}>
              {text}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A note per size asked beyond what is free (contracts' stockShortfalls): the request still goes, the team
 * answers it with a part, a back-order or an alternative. Announced politely as the quantities change.
 */
export function ShortfallNote({ shortfalls }: { shortfalls: readonly StockShortfall[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div aria-live="polite" className={note.note}>
      {shortfalls.map(({ size, free }) => (
        <p key={size} className={styles.shortfall}>
          {free === 0
            ? t('availability.shortfallNone', { size })
            : t('availability.shortfall', { count: free, size })}
        </p>
      ))}
    </div>
  );
}
