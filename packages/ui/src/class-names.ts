/** Joins the class names that apply, for CSS Modules: `cx(styles.price, hidden && styles.hidden)`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
