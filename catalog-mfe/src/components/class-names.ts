/** Joins the class names that apply: `cx(styles.price, hidden && styles.hidden)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
