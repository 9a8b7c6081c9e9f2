import type { AreaName } from '@shop/contracts';
import { api, injectUnchecked } from './api.ts';
import { claimEndpoints, isOwnName } from './shared-names.ts';

/**
 * The one RTK Query api as an area (a remote, or the shell) extends it: the cache tags it adds and the
 * endpoints it injects are named after it (`officeLists`, `catalogGetProduct`), so two teams' names cannot
 * meet. A name that does not start with the area's, or that another area has already injected, throws
 * (shared-names.ts); the shell then shows that remote's "being updated" notice (decision 0030).
 */
export function areaApi<
  const Area extends AreaName,
  const Tags extends `${Area}${Capitalize<string>}` = never,
>(area: Area, tagTypes: readonly Tags[] = []) {
  const foreignTags = tagTypes.filter((tag) => !isOwnName(area, tag));
  if (foreignTags.length > 0) {
    throw new Error(`${area}'s cache tags must start with "${area}": ${foreignTags.join(', ')}`);
  }
  const extended = api.enhanceEndpoints<Tags>({ addTagTypes: tagTypes });
  const injectEndpoints: typeof extended.injectEndpoints = (options) =>
    injectUnchecked({
      ...options,
      endpoints: (build: unknown) => {
        const definitions = options.endpoints(build as never);
        claimEndpoints(area, Object.keys(definitions));
        return definitions;
      },
    } as never) as never;
  return { area, injectEndpoints, util: extended.util };
}
