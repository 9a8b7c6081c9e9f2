import { areaApi } from '@shop/platform';

/**
 * The shared RTK Query api as the office extends it (its endpoints named `office…`), with the office's own
 * tag: every office read provides `officeLists`, every office action invalidates it, so one action refreshes
 * the lists on screen and the inbox's counts. The tag is the office's alone: no buyer's page reads or
 * refreshes office data.
 */
export const officeApi = areaApi('office', ['officeLists']);

export const OFFICE_TAG = 'officeLists' as const;

/**
 * A 401 or 403 from the office means the staff session ended (8 hours idle) or owes its second factor:
 * `me` is asked again, so the page shows the log-in step the session now needs.
 */
export async function recheckSessionWhenRefused(
  dispatch: (action: ReturnType<typeof officeApi.util.invalidateTags>) => unknown,
  queryFulfilled: Promise<unknown>,
): Promise<void> {
  try {
    await queryFulfilled;
  } catch (failure) {
    const status = (failure as { error?: { status?: unknown } } | undefined)?.error?.status;
    if (status === 401 || status === 403) dispatch(officeApi.util.invalidateTags(['Session']));
  }
}
