import {
  CATEGORIES,
  type Category,
  type Colour,
  type ProductListResponse,
  SWATCH_COLOURS,
} from '@shop/contracts';
import { Link, loginPath, useTranslation } from '@shop/platform';
import { Button, cx } from '@shop/ui';
import { type CatalogueQuery, withFilters } from '../../catalogue/catalogue-query.ts';
import { type PriceBounds, priceRange } from '../../catalogue/filter-count.ts';
import { useHere } from '../../hooks/use-here.ts';
import { NAMESPACE } from '../../i18n/register.ts';
import note from '../note.module.css';
import styles from './FiltersPanel.module.css';
import filter from './filter.module.css';
import { PriceRangeSlider } from './PriceRangeSlider.tsx';

interface Props {
  id: string;
  query: CatalogueQuery;
  facets: ProductListResponse['facets'];
  bounds: PriceBounds | null;
  onChange: (next: CatalogueQuery) => void;
}

/**
 * Category (single, choosing it again clears it), "in stock now" (a toggle, with how many products are; for
 * visitors too: a count of products, never of pieces), colour swatches (multi), price range, reset.
 */
export function FiltersPanel({ id, query, facets, bounds, onChange }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const here = useHere();
  const categoryCount = (c: Category) => facets.categories.find((f) => f.value === c)?.count ?? 0;

  const toggleCategory = (category: Category) =>
    onChange(withFilters(query, { category: query.category === category ? undefined : category }));
  const toggleColour = (colour: Colour) =>
    onChange(
      withFilters(query, {
        colours: query.colours.includes(colour)
          ? query.colours.filter((c) => c !== colour)
          : [...query.colours, colour],
      }),
    );
  const commitPrice = ([min, max]: [number, number]) => {
    if (!bounds) return;
    const next = withFilters(query, {
      minPrice: min === bounds.floor ? undefined : min,
      maxPrice: max === bounds.ceil ? undefined : max,
    });
    if (next.minPrice !== query.minPrice || next.maxPrice !== query.maxPrice) onChange(next);
  };
  const reset = () =>
    onChange(
      withFilters(query, {
        category: undefined,
        colours: [],
        minPrice: undefined,
        maxPrice: undefined,
        inStock: undefined,
      }),
    );

  return (
    <section id={id} className={styles.filters} aria-label={t('filters.panel')}>
      <fieldset className={styles.filter}>
        <legend className={filter.label}>{t('filters.category')}</legend>
        <div className={styles.options}>
          {CATEGORIES.map((category) => (
            <button
              key={category}
              type="button"
              className={styles.chip}
              aria-pressed={query.category === category}
              onClick={() => toggleCategory(category)}
            >
              {t('filters.categoryOption', {
                name: t(`categories.${category}`),
                total: categoryCount(category),
              })}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset className={styles.filter}>
        <legend className={filter.label}>{t('filters.availability')}</legend>
        <div className={styles.options}>
          <button
            type="button"
            className={styles.chip}
            aria-pressed={query.inStock === true}
            onClick={() => onChange(withFilters(query, { inStock: query.inStock ? undefined : true }))}
          >
            {t('filters.inStockOption', { total: facets.inStock })}
          </button>
        </div>
      </fieldset>

      <fieldset className={styles.filter}>
        <legend className={filter.label}>{t('filters.colours')}</legend>
        <div className={styles.options}>
          {SWATCH_COLOURS.map((colour) => (
            <button
              key={colour}
              type="button"
              className={styles.swatch}
              aria-pressed={query.colours.includes(colour)}
              onClick={() => toggleColour(colour)}
            >
              <span className={cx(styles.dot, styles[colour])} aria-hidden="true" />
              {t(`colours.${colour}`)}
            </button>
          ))}
        </div>
      </fieldset>

      <div className={styles.filter}>
        {bounds ? (
          <PriceRangeSlider bounds={bounds} value={priceRange(query, bounds)} onCommit={commitPrice} />
        ) : (
          <>
            <p className={filter.label}>{t('filters.price')}</p>
            <p className={note.note}>{t('filters.priceVisitor')}</p>
            <Link to={loginPath(here)}>{t('filters.priceLogin')}</Link>
          </>
        )}
      </div>

      <Button variant="secondary" onClick={reset}>
        {t('filters.reset')}
      </Button>
    </section>
  );
}
