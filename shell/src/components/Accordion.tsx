import { type ReactNode, useId, useState } from 'react';

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
    <div className="shell-accordion">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${prefix}-${item.id}-button`;
        const panelId = `${prefix}-${item.id}-panel`;
        return (
          <div key={item.id} className="shell-accordion__item">
            <Heading className="shell-accordion__heading">
              <button
                id={buttonId}
                type="button"
                className="shell-accordion__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{item.question}</span>
                <svg
                  className="shell-chevron"
                  aria-hidden="true"
                  focusable="false"
                  viewBox="0 0 12 12"
                  width="14"
                  height="14"
                >
                  <path fill="currentColor" d="M6 8.5 1.5 4l1-1L6 6.5 9.5 3l1 1Z" />
                </svg>
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              className="shell-accordion__panel"
              hidden={!expanded}
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
