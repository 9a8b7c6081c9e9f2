import { type ReactNode, useId, useState } from 'react';
import styles from './Accordion.module.css';
import { Chevron } from './Chevron.tsx';

export interface AccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

/**
 * The WAI-ARIA accordion: each question is a button in a heading that shows or hides its answer region.
 * Several answers may be open at once.
 */
export function Accordion({
  items,
  headingLevel = 3,
}: {
  items: readonly AccordionItem[];
  headingLevel?: 3 | 4;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const prefix = useId();
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div className={styles.accordion}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                id={buttonId}
                type="button"
                className={styles.button}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.question}</span>
                <Chevron size={14} />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className={styles.panel} hidden={!expanded}>
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
