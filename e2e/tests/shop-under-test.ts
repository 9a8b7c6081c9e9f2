/**
 * Which shop the suite runs against. Without E2E_BASE_URL, the config starts BFFs of its own over this
 * checkout's composed build, on fresh data folders. With it, the journeys run against that running shop (a
 * staging shop, a preview): no server is started, and the journeys that need the shop's own machine (tagged
 * `@machine`: its outbox folder, BFFs of their own, the deploy tool) are skipped.
 */

/** The running shop the suite was pointed at (E2E_BASE_URL), without a trailing slash; undefined: its own. */
export const RUNNING_SHOP: string | undefined = process.env.E2E_BASE_URL?.replace(/\/+$/, '') || undefined;

/**
 * The suite started the shop itself: a fresh database holding the seed and what the journeys made, so a
 * journey may count on the seeded catalogue as it is (its counts, its pages).
 */
export const OWN_SHOP = RUNNING_SHOP === undefined;

/** A preview link of the running shop (E2E_PREVIEW): every browser context opens it before its journey. */
export const PREVIEW_LINK: string | undefined = process.env.E2E_PREVIEW || undefined;

/** The tag of the journeys that need the shop's own machine; skipped against a running shop. */
export const MACHINE_TAG = '@machine';
export const MACHINE_REASON =
  "E2E_BASE_URL set: needs the shop's own machine (outbox, BFFs of its own, deploy tool)";

/**
 * The shop's data folder, when the suite can read it: its own BFF's (the config sets E2E_DATA_DIR), or the
 * running shop's when E2E_DATA_DIR names it (same machine). Read when called: the config sets it after
 * this module is loaded.
 */
export function shopDataDir(): string | undefined {
  return process.env.E2E_DATA_DIR || undefined;
}

/** The annotation a journey gets when it skips its check of the mails the shop sent (no outbox to read). */
export const MAIL_CHECK_SKIPPED = 'mail check skipped';
