/** The class names given, space-separated, leaving out the ones that do not apply. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
