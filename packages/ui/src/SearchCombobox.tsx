import { SEARCH_MAX_LENGTH } from '@shop/contracts';
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { cx } from './class-names.ts';
import styles from './SearchCombobox.module.css';

/** A suggestion under a search box. */
export interface SearchOption {
  /** Unique within the combobox. */
  id: string;
  /** The main text (a product's name, a category). */
  label: string;
  /** A second line (a product's code, "24 products"). */
  detail?: string | undefined;
  /** A product's thumbnail, drawn in a fixed 40×50 box. An `alt` of '' when the label already names it. */
  image?: { src: string; srcSet?: string | undefined; sizes?: string | undefined; alt: string } | undefined;
  /** Where choosing it goes. */
  href: string;
}

export interface SearchOptionGroup {
  id: string;
  label: string;
  options: SearchOption[];
}

export interface SearchComboboxProps {
  /** The base of the element ids: unique on the page ('shell-search', 'catalog-search'). */
  id: string;
  /** The input's accessible name. */
  label: string;
  /** The label read but not drawn. */
  labelHidden?: boolean | undefined;
  placeholder?: string | undefined;
  value: string;
  onChange: (value: string) => void;
  /** The suggestions; a group without options is not drawn. */
  groups: SearchOptionGroup[];
  /** The text of the last option, "Search for “q”", shown when the text is not blank. */
  searchFor: (q: string) => string;
  /** Enter without an active option, the submit button, or the "Search for …" option: the text as typed. */
  onSubmit: (q: string) => void;
  /** A suggestion chosen, by click or Enter. */
  onChoose: (option: SearchOption) => void;
  /** Read politely while the suggestions are shown: "5 suggestions", "No suggestions". */
  status?: string | undefined;
  /** Where the form goes (GET, the text as `q`) before the page's code has run. */
  action: string;
  /** The submit (magnifier) button's accessible name. */
  submitLabel: string;
  /** The clear button's accessible name: without one there is no clear button. */
  clearLabel?: string | undefined;
}

/** The active "Search for …" option (suggestions' keys start with `option:`). */
const SEARCH_FOR = 'search';

interface Entry {
  /** The option's element id. */
  domId: string;
  option: SearchOption | null;
}

/**
 * A search box with suggestions: an ARIA 1.2 combobox with a listbox popup (autocomplete "list", manual
 * selection). The arrows move the active option (wrapping) while focus stays in the input, Enter chooses it or
 * submits the text, Escape closes the popup and a second Escape clears the text, Tab and a click elsewhere
 * close it. Before the page's code runs it is a plain GET form to `action`.
 *
 * In the shared `@shop/ui`: the shell's top bar shows it on every page.
 */
export function SearchCombobox({
  id,
  label,
  labelHidden,
  placeholder,
  value,
  onChange,
  groups,
  searchFor,
  onSubmit,
  onChoose,
  status,
  action,
  submitLabel,
  clearLabel,
}: SearchComboboxProps) {
  const input = useRef<HTMLInputElement>(null);
  // Text typed into the server's HTML before the page was taken over is in the field, not in `value`
  // (hydration keeps the field's value and says nothing): handed on, so that Enter searches for it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is taken over
  useEffect(() => {
    const early = input.current?.value;
    if (early !== undefined && early !== value) onChange(early);
  }, []);
  const [open, setOpen] = useState(false);
  const [activeId, setActiveId] = useState<string | null>(null);
  // The live region is put in place when the input first takes focus, empty, so what it says later is read,
  // and it is not in the page's first HTML (where a status reads as something still loading).
  const [engaged, setEngaged] = useState(false);

  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const shown = groups.filter((group) => group.options.length > 0);
  const blank = value.trim() === '';
  const grouped: Entry[][] = shown.map((group, g) =>
    group.options.map((option, o) => ({ domId: `${id}-option-${g}-${o}`, option })),
  );
  const searchEntry: Entry | null = blank ? null : { domId: `${id}-option-search`, option: null };
  const entries = searchEntry ? [...grouped.flat(), searchEntry] : grouped.flat();
  const expanded = open && entries.length > 0;
  const activeIndex = expanded ? entries.findIndex((entry) => entryKey(entry) === activeId) : -1;
  const active = activeIndex >= 0 ? entries[activeIndex] : undefined;

  const close = () => {
    setOpen(false);
    setActiveId(null);
  };

  const choose = (entry: Entry) => {
    close();
    if (entry.option) onChoose(entry.option);
    else onSubmit(value);
  };

  const move = (step: 1 | -1) => {
    if (entries.length === 0) return;
    const from = expanded ? activeIndex : -1;
    const next =
      from < 0 ? (step === 1 ? 0 : entries.length - 1) : (from + step + entries.length) % entries.length;
    const entry = entries[next];
    setOpen(true);
    setActiveId(entry ? entryKey(entry) : null);
    if (entry) document.getElementById(entry.domId)?.scrollIntoView?.({ block: 'nearest' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (active) {
          event.preventDefault();
          choose(active);
        } else close();
        return;
      case 'Escape':
        if (expanded) close();
        else if (value !== '') onChange('');
        else return;
        event.preventDefault();
        event.stopPropagation();
        return;
      case 'Tab':
        close();
        return;
      default:
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    close();
    onSubmit(value);
  };

  const renderEntry = (entry: Entry) => {
    const { option } = entry;
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents: the input's arrows and Enter choose an option; focus never leaves the input
      // biome-ignore lint/a11y/useFocusableInteractive: the active option is the input's aria-activedescendant, never focused itself
      <div
        key={entry.domId}
        id={entry.domId}
        role="option"
        aria-selected={entry === active}
        className={cx(styles.option, entry === active && styles.active, !option && styles.searchFor)}
        // Keeps the focus (and the popup) in the input until the click lands.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => choose(entry)}
      >
        {option?.image ? (
          <img
            className={styles.image}
            src={option.image.src}
            srcSet={option.image.srcSet}
            sizes={option.image.sizes}
            alt={option.image.alt}
            width={40}
            height={50}
            decoding="async"
          />
        ) : null}
        <span className={styles.text}>
          <span className={styles.label}>{option ? option.label : searchFor(value.trim())}</span>
          {option?.detail ? <span className={styles.detail}>{option.detail}</span> : null}
        </span>
      </div>
    );
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a form that is the search landmark, read as one where <search> is not known yet
    <form
      role="search"
      method="get"
      action={action}
      aria-labelledby={labelId}
      className={styles.search}
      onSubmit={submit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label id={labelId} htmlFor={inputId} className={labelHidden ? 'visually-hidden' : styles.name}>
        {label}
      </label>
      <div className={styles.box}>
        <input
          ref={input}
          id={inputId}
          name="q"
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={active?.domId}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={placeholder}
          className={styles.input}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
            setOpen(true);
            setActiveId(null);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setEngaged(true)}
        />
        {clearLabel && value !== '' ? (
          <button
            type="button"
            className={styles.button}
            aria-label={clearLabel}
            onClick={() => {
              onChange('');
              close();
              input.current?.focus();
            }}
          >
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
        <button type="submit" className={styles.button} aria-label={submitLabel}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" className={styles.icon}>
            <circle cx="10.5" cy="10.5" r="6.5" />
            <path d="m15.5 15.5 5 5" />
          </svg>
        </button>
      </div>
      <div
        id={listboxId}
        role="listbox"
        aria-labelledby={labelId}
        className={styles.popup}
        hidden={!expanded}
      >
        {expanded ? (
          <>
            {shown.map((group, g) => (
              // biome-ignore lint/a11y/useSemanticElements: a listbox's group of options (a fieldset is a group of controls)
              <div key={group.id} role="group" aria-labelledby={`${id}-group-${g}`}>
                <div id={`${id}-group-${g}`} className={styles.groupLabel}>
                  {group.label}
                </div>
                {grouped[g]?.map(renderEntry)}
              </div>
            ))}
            {searchEntry ? renderEntry(searchEntry) : null}
          </>
        ) : null}
      </div>
      {engaged ? (
        <div role="status" className="visually-hidden">
          {expanded ? status : ''}
        </div>
      ) : null}
    </form>
  );
}

/** What keeps an option active while the suggestions change under it. */
function entryKey(entry: Entry): string {
  return entry.option ? `option:${entry.option.id}` : SEARCH_FOR;
}
