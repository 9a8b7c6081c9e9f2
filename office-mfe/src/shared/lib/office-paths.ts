import { RETURN_TO_PARAM, safeReturnPath } from '@shop/platform';

/** The inbox: where the office starts, and where a staff member lands after logging in. */
export const OFFICE_HOME = '/office';
export const STAFF_LOGIN = '/office/login';
/** The member's own account: their details and their second factor. */
export const OFFICE_ACCOUNT = '/office/account';
/** Where the products list lives (the office's bar links to it). */
export const PRODUCTS_HOME = '/office/products';

/** Pages of the office's own log-in: never a way back, or logging in would lead to logging in. */
const SESSION_PAGES = [STAFF_LOGIN, '/office/set-password'];

/** `/office/login`, with the way back when it is not the inbox itself. */
export function staffLoginPath(returnTo: string): string {
  return returnTo === OFFICE_HOME
    ? STAFF_LOGIN
    : `${STAFF_LOGIN}?${RETURN_TO_PARAM}=${encodeURIComponent(returnTo)}`;
}

/** Only a page of the office is a way back from its log-in; anything else goes to the inbox. */
export function officeReturnPath(value: string | null | undefined): string {
  const path = safeReturnPath(value);
  const pathname = path.split(/[?#]/)[0]?.replace(/\/+$/, '').toLowerCase() ?? '';
  const inOffice = pathname === OFFICE_HOME || pathname.startsWith(`${OFFICE_HOME}/`);
  return inOffice && !SESSION_PAGES.includes(pathname) ? path : OFFICE_HOME;
}
