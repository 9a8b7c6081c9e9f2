import type { Language } from './constants.ts';

/**
 * The server-rendered first view: a contract between the BFF, which serves the shell page, and the shell,
 * whose server build (`ssr/render-first-view.mjs` beside its `index.html`) renders the page's first view.
 * The BFF puts the HTML into the page's root element, with the render's key in `FIRST_VIEW_ATTRIBUTE`; the
 * shell hydrates that HTML when its own state gives the same key, and renders afresh when not.
 */
export const FIRST_VIEW_MODULE = 'ssr/render-first-view.mjs';

export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

/**
 * The under-construction banner's dismissal, for the server: the shell keeps it in localStorage and
 * mirrors it into this cookie, so the server renders the frame as the shell will.
 */
export const BANNER_DISMISSED_COOKIE = 'shop_banner';
export const BANNER_DISMISSED_VALUE = 'dismissed';

export interface FirstViewRequest {
  /** The page's path and query string. */
  url: string;
  language: Language;
  bannerDismissed: boolean;
  /** The page's initial answers (initial-answers.ts), by API path. */
  answers: Record<string, unknown>;
  /** Aborts a render that takes too long; the page is then sent without a first view. */
  signal?: AbortSignal;
}

export interface FirstView {
  html: string;
  /** What the render depended on besides the answers; the shell hydrates only when its own is the same. */
  key: string;
}

export type RenderFirstView = (request: FirstViewRequest) => Promise<FirstView>;

/**
 * Marks the shell's own scripts in its page: they are preloaded there (`<link rel="preload" as="script">`)
 * and run only once the first view has painted (the shell's paint-first script, marked
 * `PAINT_FIRST_ATTRIBUTE`, starts them), so a page that arrives rendered is on screen before any of its
 * JavaScript is evaluated. A page sent without a first view has nothing to paint first: the BFF then turns
 * them back into plain deferred scripts and leaves the paint-first script out.
 */
export const RUN_AFTER_PAINT_ATTRIBUTE = 'data-run-after-paint';
export const PAINT_FIRST_ATTRIBUTE = 'data-paint-first';

/**
 * Set on the page's root element by the shell once React runs the page the BFF rendered (its effects have
 * run). Until then, a button pressed in the rendered page has no handler yet: the paint-first script keeps
 * such presses and replays them on the same elements once this mark is set, so none is lost.
 */
export const TAKEN_OVER_ATTRIBUTE = 'data-taken-over';
