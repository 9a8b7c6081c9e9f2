import type { CustomProductType } from '@shop/contracts';
import { useTranslation } from '@shop/platform';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { NAMESPACE } from '../i18n/register.ts';
import styles from './ProductTypeTabs.module.css';

interface ProductTypeTabsProps {
  types: readonly CustomProductType[];
  active: CustomProductType;
  /** Types with an error inside their panel, marked on their tab. */
  invalid: readonly CustomProductType[];
  onActivate: (type: CustomProductType) => void;
  children: ReactNode;
}

/**
 * One tab per selected product type (WAI-ARIA tabs: arrow keys, Home and End move and activate; only
 * the active tab is in the Tab order). The active panel is the children.
 */
export function ProductTypeTabs({ types, active, invalid, onActivate, children }: ProductTypeTabsProps) {
  const { t } = useTranslation(NAMESPACE);
  const baseId = useId();
  const tabs = useRef(new Map<CustomProductType, HTMLButtonElement>());
  const tabId = (type: CustomProductType) => `${baseId}-tab-${type}`;
  const panelId = (type: CustomProductType) => `${baseId}-panel-${type}`;

  const move = (event: KeyboardEvent, index: number) => {
    const last = types.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const type = types[target];
    if (!type) return;
    onActivate(type);
    tabs.current.get(type)?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={t('line.tabsLabel')} className={styles.list}>
        {types.map((type, index) => {
          const selected = type === active;
          return (
            <button
              key={type}
              ref={(element) => {
                if (element) tabs.current.set(type, element);
                else tabs.current.delete(type);
              }}
              id={tabId(type)}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={selected ? panelId(type) : undefined}
              tabIndex={selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onActivate(type)}
              onKeyDown={(event) => move(event, index)}
            >
              {t(`types.${type}`)}
              {invalid.includes(type) ? (
                <span className={styles.alert}>
                  <span aria-hidden="true"> !</span>
                  <span className="visually-hidden"> {t('line.tabHasErrors')}</span>
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      {/* No tabIndex on the panel: its first control (the fabric select) follows the tabs in the Tab order. */}
      <div id={panelId(active)} role="tabpanel" aria-labelledby={tabId(active)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
