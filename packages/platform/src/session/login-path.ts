/** The query parameter that carries the way back from /login (and /register). */
export const RETURN_TO_PARAM = 'returnTo';

/** `/login?returnTo=/product/3%3Fpage%3D2`: where Login Now buttons and protected pages send a visitor. */
export function loginPath(returnTo: string): string {
  return `/login?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Only a path on this site is a valid way back: anything else (other origins, `//host`) goes home. */
export function safeReturnPath(value: string | null | undefined): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
