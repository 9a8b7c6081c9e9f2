import { formatPrice } from '@shop/contracts';
import { useLanguage, useTranslation } from '@shop/platform';
import { useEffect, useRef, useState } from 'react';
import type { PriceBounds } from '../../catalogue/filter-count.ts';
import { useTakenOver } from '../../hooks/use-taken-over.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import filter from './filter.module.css';
import styles from './PriceRangeSlider.module.css';

interface Props {
  bounds: PriceBounds;
  value: [number, number];
  onCommit: (range: [number, number]) => void;
}

/**
 * Two thumbs on one track, step €1. The thumbs move freely while dragged; the range is committed (and
 * the URL changed) on the inputs' native `change` event, i.e. when a drag ends or a key is pressed.
 */
export function PriceRangeSlider({ bounds, value, onCommit }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const language = useLanguage();
  const [draft, setDraft] = useState<[number, number]>(value);
  // Moved before the catalogue runs the page, a thumb would show a range that is not applied.
  const takenOver = useTakenOver();
  const draftRef = useRef(draft);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);
  const commitRef = useRef(onCommit);
  commitRef.current = onCommit;

  const [low, high] = value;
  useEffect(() => {
    draftRef.current = [low, high];
    setDraft([low, high]);
  }, [low, high]);

  useEffect(() => {
    const commit = () => commitRef.current(draftRef.current);
    const inputs = [minRef.current, maxRef.current];
    for (const input of inputs) input?.addEventListener('change', commit);
    return () => {
      for (const input of inputs) input?.removeEventListener('change', commit);
    };
  }, []);

  const move = (thumb: 0 | 1, raw: string) => {
    const n = Number(raw);
    const [min, max] = draftRef.current;
    const next: [number, number] = thumb === 0 ? [Math.min(n, max), max] : [min, Math.max(n, min)];
    draftRef.current = next;
    setDraft(next);
  };

  const euros = (n: number) => formatPrice(n * 100, language);
  const span = Math.max(1, bounds.ceil - bounds.floor);
  const left = ((draft[0] - bounds.floor) / span) * 100;
  const right = ((draft[1] - bounds.floor) / span) * 100;

  return (
    <fieldset className={styles.priceRange} disabled={!takenOver}>
      <legend className={filter.label}>{t('filters.price')}</legend>
      <p className={styles.value} aria-live="polite">
        {t('filters.priceRange', { min: euros(draft[0]), max: euros(draft[1]) })}
      </p>
      <div
        className={styles.track}
        style={{ '--catalog-range-left': `${left}%`, '--catalog-range-right': `${100 - right}%` } as object}
      >
        <input
          ref={minRef}
          type="range"
          min={bounds.floor}
          max={bounds.ceil}
          step={1}
          value={draft[0]}
          aria-label={t('filters.minPrice')}
          aria-valuetext={euros(draft[0])}
          onChange={(e) => move(0, e.target.value)}
        />
        <input
          ref={maxRef}
          type="range"
          min={bounds.floor}
          max={bounds.ceil}
          step={1}
          value={draft[1]}
          aria-label={t('filters.maxPrice')}
          aria-valuetext={euros(draft[1])}
          onChange={(e) => move(1, e.target.value)}
        />
      </div>
    </fieldset>
  );
}
