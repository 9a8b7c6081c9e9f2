import { REMOTE_NAMES } from './remotes.ts';

/**
 * Preview releases (README, "Preview a release"): a team publishes a release without making it live and
 * opens it through a link; the link sets a signed, HttpOnly cookie with which that browser alone gets the
 * previewed releases in place of the live ones.
 */

/** What can be previewed: the shell and each remote, as the deploy tool names them. */
export const PREVIEW_AREAS = ['shell', ...REMOTE_NAMES] as const;
export type PreviewArea = (typeof PREVIEW_AREAS)[number];

/** The cookie that carries a browser's active previews (signed by the BFF, never readable by scripts). */
export const PREVIEW_COOKIE = 'shop_preview';

/** How long a preview lasts in a browser after its link is opened. */
export const PREVIEW_COOKIE_HOURS = 8;

/** How long a printed preview link can be opened. */
export const PREVIEW_LINK_DAYS = 7;

/** Path of a preview link: `/preview/<area>/<version>?until=<epoch seconds>&sig=<signature>`. */
export const PREVIEW_LINK_PREFIX = '/preview/';

/**
 * Id of the `<script type="application/json">` in which the BFF lists the previews a page was served with
 * (`{ area, version }[]`): only in the pages of a browser that has some, so the shell can show its bar.
 */
export const PREVIEWS_ELEMENT_ID = 'shop-previews';

/** Query parameter the BFF adds when it redirects from a preview link it could not honour. */
export const PREVIEW_NOTICE_PARAM = 'preview';
export const PREVIEW_LINK_REFUSED = 'link-refused';

export interface ActivePreview {
  area: PreviewArea;
  version: string;
}
