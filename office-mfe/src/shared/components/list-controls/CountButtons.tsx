import styles from './CountButtons.module.css';

export interface CountChoice {
  /** Unique among the choices. */
  key: string;
  label: string;
  count: number;
  pressed: boolean;
  onPress: () => void;
}

/**
 * A group of toggle buttons, each a kind of item (a status, say) with how many there are; pressing one
 * shows only those. `label` names the group for screen readers.
 */
export function CountButtons({ label, choices }: { label: string; choices: readonly CountChoice[] }) {
  return (
    <fieldset className={styles.counts}>
      <legend className="visually-hidden">{label}</legend>
      {choices.map((choice) => (
        <button
          key={choice.key}
          type="button"
          className={styles.count}
          aria-pressed={choice.pressed}
          onClick={choice.onPress}
        >
          <span>{choice.label}</span> <strong>{choice.count}</strong>
        </button>
      ))}
    </fieldset>
  );
}
