import type { AreaName } from '@shop/contracts';
import { claimNames } from '../composition/shared-names.ts';
import { api, injectUnchecked } from './api.ts';

/**
 * The one RTK Query api as an area (a remote, or the shell) extends it: the cache tags it adds and the
 * endpoints it injects are named after it (`officeLists`, `catalogGetProduct`), so two teams' names cannot
 * meet. A name that does not start with the area's, or that another area has already added, throws
 * (composition/shared-names.ts); the shell then shows that remote's "being updated" notice (decision 0030).
 */
export function areaApi<
  const Area extends AreaName,
  const Tags extends `${Area}${Capitalize<string>}` = never,
>(area: Area, tagTypes: readonly Tags[] = []) {
  claimNames('tags', area, tagTypes);
  const extended = api.enhanceEndpoints<Tags>({ addTagTypes: tagTypes });
  const injectEndpoints: typeof extended.injectEndpoints = (options) =>
    injectUnchecked({
      ...options,
      endpoints: (build: unknown) => {
        const definitions = options.endpoints(build as never);
        claimNames('endpoints', area, Object.keys(definitions));
        return definitions;
      },
    } as never) as never;
  return { area, injectEndpoints, util: extended.util };
}
