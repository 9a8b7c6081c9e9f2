import {
  AREA_NAMES,
  type AreaName,
  type CompositionReportBody,
  RELEASE_VERSION_PATTERN,
  type RemoteName,
  SHOP_REQUEST_HEADER,
  SHOP_REQUEST_HEADER_VALUE,
} from '@shop/contracts';
import { CompositionRefused } from '@shop/platform';

/** Where the shell reports a remote it refused to mount (`POST`, the BFF logs it for the teams). */
export const COMPOSITION_REPORTS_PATH = '/api/composition-reports';

const reported = new Set<RemoteName>();

const asArea = (value: unknown): AreaName | null =>
  (AREA_NAMES as readonly unknown[]).includes(value) ? (value as AreaName) : null;

/** What the report says: the platform's refusal as it is, or, wrapped by the runtime, its message. */
export function reportBody(remote: RemoteName, error: unknown, version?: string): CompositionReportBody {
  const versionField = version && RELEASE_VERSION_PATTERN.test(version) ? { version } : {};
  if (error instanceof CompositionRefused) {
    return {
      area: asArea(error.area) ?? remote,
      ...versionField,
      clashes: error.clashes.slice(0, 50),
      problems: error.problems.map((p) => p.slice(0, 400)).slice(0, 20),
    };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { area: remote, ...versionField, clashes: [], problems: [message.slice(0, 400) || 'refused'] };
}

/**
 * Tells the BFF, once per remote and page, that a remote was refused a place on the page because what it
 * adds collides with another area (decision 0030), so the team that shipped it learns without a buyer
 * writing in. Never fails the page: a report that cannot be sent is dropped.
 */
export function reportRefusal(remote: RemoteName, error: unknown, version?: string): void {
  if (reported.has(remote)) return;
  reported.add(remote);
  void fetch(COMPOSITION_REPORTS_PATH, {
    method: 'POST',
    keepalive: true,
    headers: { 'Content-Type': 'application/json', [SHOP_REQUEST_HEADER]: SHOP_REQUEST_HEADER_VALUE },
    body: JSON.stringify(reportBody(remote, error, version)),
  }).catch(() => undefined);
}

/** For tests: forget what was reported. */
export function forgetReports(): void {
  reported.clear();
}
