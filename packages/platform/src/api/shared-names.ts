import type { AreaName } from '@shop/contracts';

/**
 * Who added each name to what the page's frontends share, so that two never add the same one (decision
 * 0030). RTK Query keeps the first of two endpoints of one name and silently skips the second, so the
 * second remote would call the first one's code: here the second is refused instead.
 */

/** Who injected each endpoint name on this page (null: the platform itself, or a release without an area). */
const owners = new Map<string, AreaName | null>();

/** Two areas (or an area and an old release) added the same name to what the page shares. */
export class SharedNameCollision extends Error {
  readonly names: string[];
  readonly area: AreaName | null;
  readonly others: (AreaName | null)[];

  constructor(area: AreaName | null, names: string[], others: (AreaName | null)[]) {
    const who = (owner: AreaName | null) => owner ?? 'a release without an area';
    super(
      `${who(area)} adds ${names.join(', ')} to the shared api, already added by ${[...new Set(others.map(who))].join(', ')}`,
    );
    this.name = 'SharedNameCollision';
    this.area = area;
    this.names = names;
    this.others = others;
  }
}

/** `catalogGetProduct` is catalog's; `catalogue` and `getProduct` are not. */
export function isOwnName(area: string, name: string): boolean {
  return name.length > area.length && name.startsWith(area) && /[A-Z]/.test(name.charAt(area.length));
}

/**
 * Records `names` as `area`'s (null: the platform's, or a release that predates areas). An area's names
 * must start with its own; a name another owner has is refused (SharedNameCollision), as is any name added
 * twice without an area. An area may add its own name again: its code evaluated again in development.
 */
export function claimEndpoints(area: AreaName | null, names: readonly string[]): void {
  if (area !== null) {
    const foreign = names.filter((name) => !isOwnName(area, name));
    if (foreign.length > 0) {
      throw new Error(`${area}'s endpoint names must start with "${area}": ${foreign.join(', ')}`);
    }
  }
  const clashing = names.filter((name) => owners.has(name) && (area === null || owners.get(name) !== area));
  if (clashing.length > 0) {
    throw new SharedNameCollision(
      area,
      clashing,
      clashing.map((name) => owners.get(name) ?? null),
    );
  }
  for (const name of names) owners.set(name, area);
}

/** The endpoint names `area` has injected on this page so far (its footprint test compares them). */
export function endpointsOf(area: AreaName): string[] {
  return [...owners].filter(([, owner]) => owner === area).map(([name]) => name);
}
