import type { Language } from './constants.ts';
import type { RemoteName } from './remotes.ts';

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
  /** For a remote's page: that remote's server build, as deployed beside the manifest the page names. */
  remotePage?: RemotePageSource;
}

/**
 * A remote's server build (`REMOTE_SERVER_MODULE` beside its `mf-manifest.json`): one CommonJS module whose
 * `pages` are its exposed page modules by expose key (`./ReadyToShip`). It leaves out what the frontends
 * share as singletons (build-config's `SINGLETONS`): the shell's server render gives it its own copies, as
 * the shell does in the browser, so both render in one React, with one store and one i18n.
 */
export const REMOTE_SERVER_MODULE = 'ssr/server.cjs';

export interface RemotePageSource {
  remote: RemoteName;
  /** The expose key of the page (`./ReadyToShip`). */
  module: string;
  /** Names this build of the module (its file and modification time): the render keeps it loaded by it. */
  key: string;
  code: string;
  /** The remote's `mf-manifest.json` beside it: the render refuses a remote the browser's shell would. */
  manifest: unknown;
}

/**
 * What a remote's page module (browser or server build) may export besides its component: the reads its
 * first render makes, answered from the page's answers (by API path) before it renders, on the server and
 * again in the browser before it hydrates, so both renders start from the same data.
 */
export type SeedFirstView = (
  dispatch: (action: unknown) => unknown,
  answerOf: (path: string) => unknown,
  location: { pathname: string; search: string },
) => void;

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
