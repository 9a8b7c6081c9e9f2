import { AREA_NAMES, type AreaName } from '../remotes.ts';
import { compatibilityKey } from './contract-compat.ts';

/**
 * What an area (the shell or a remote) adds to what every frontend on a page shares, by kind (decision 0030):
 * RTK Query endpoints and cache tags, store slices, i18n namespaces, routes, storage keys, DOM events and
 * global style sheets. Two areas adding the same name merge silently at run time (RTK keeps the first
 * endpoint, i18next merges namespaces, storage keys overwrite each other), so each name has one area.
 */
export const FOOTPRINT_KINDS = [
  'endpoints',
  'tags',
  'slices',
  'namespaces',
  'routes',
  'storageKeys',
  'events',
  'globalCss',
] as const;
export type FootprintKind = (typeof FOOTPRINT_KINDS)[number];

/** What an area's team declares (`src/footprint.ts`); its footprint test compares it with what the code adds. */
export type DeclaredFootprint = { readonly [K in FootprintKind]: readonly string[] };

/** A build's footprint as recorded in its manifest: the declaration, plus the singletons it was built with. */
export interface Footprint extends DeclaredFootprint {
  area: AreaName;
  /** Each shared singleton (build-config's SINGLETONS) and the version the build was made with. */
  singletons: Readonly<Record<string, string>>;
}

/** The kinds that merge into the page's shared run-time objects (the store, the api, i18next, storage). */
export const RUNTIME_KINDS = ['endpoints', 'tags', 'slices', 'namespaces', 'storageKeys', 'events'] as const;
export type RuntimeKind = (typeof RUNTIME_KINDS)[number];

/** How a name of each run-time kind reads in a message. */
export const KIND_NOUNS: Record<FootprintKind | 'singletons', string> = {
  endpoints: 'endpoint',
  tags: 'cache tag',
  slices: 'store slice',
  namespaces: 'i18n namespace',
  routes: 'route',
  storageKeys: 'storage key',
  events: 'event',
  globalCss: 'global style sheet',
  singletons: 'shared singleton',
};

/**
 * Is `name` one `area` may add? Endpoints, tags, slices, namespaces and events are the area's name or start
 * with it followed by a capital (`catalog`, `catalogGetProduct`, never `catalogue` or `getProduct`); storage
 * keys are `<area>.<name>` (`custom.draft`). Routes and global style sheets have no naming rule.
 */
export function isOwnName(area: string, kind: FootprintKind, name: string): boolean {
  if (kind === 'routes' || kind === 'globalCss') return true;
  if (kind === 'storageKeys') return name.length > area.length + 1 && name.startsWith(`${area}.`);
  return name === area || (name.startsWith(area) && /^[A-Z]/.test(name.slice(area.length)));
}

export function footprintOf(
  area: AreaName,
  declared: DeclaredFootprint,
  singletons: Record<string, string> = {},
): Footprint {
  const sorted = {} as Record<FootprintKind, string[]>;
  for (const kind of FOOTPRINT_KINDS) sorted[kind] = [...new Set(declared[kind])].sort();
  return { area, ...sorted, singletons };
}

/**
 * What is wrong with a footprint on its own: names not the area's, or global style sheets from a remote
 * (only the shell styles the page as a whole; a remote's styles are CSS modules). One line each.
 */
export function footprintProblems(footprint: Footprint): string[] {
  const problems: string[] = [];
  for (const kind of FOOTPRINT_KINDS) {
    const names = footprint[kind] ?? [];
    const foreign = names.filter((name) => !isOwnName(footprint.area, kind, name));
    if (foreign.length > 0) {
      const rule = kind === 'storageKeys' ? `"${footprint.area}."` : `"${footprint.area}"`;
      problems.push(`${KIND_NOUNS[kind]} names must start with ${rule}: ${foreign.join(', ')}`);
    }
  }
  if (footprint.area !== 'shell' && (footprint.globalCss ?? []).length > 0) {
    problems.push(
      `only the shell adds global style sheets; use CSS modules: ${(footprint.globalCss ?? []).join(', ')}`,
    );
  }
  return problems;
}

/** A name two areas add: `areas[0]` is the footprint checked, `areas[1]` the one it meets. */
export interface FootprintClash {
  kind: FootprintKind | 'singletons';
  name: string;
  areas: [AreaName, AreaName];
  /** For singletons: the two versions whose majors differ. */
  versions?: [string, string];
}

/** `/product/:id` and `/Product/:slug` are one route. */
const routeKey = (path: string) =>
  path
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/:[^/]+/g, ':');

/**
 * Where `footprint` meets the others: a name of any kind another area adds too, or a shared singleton built
 * at another major (the page has one copy of it: one of the two would run against a version it was not
 * built for). An area's own earlier footprint is not among `others`.
 */
export function footprintClashes(footprint: Footprint, others: readonly Footprint[]): FootprintClash[] {
  const clashes: FootprintClash[] = [];
  for (const other of others) {
    if (other.area === footprint.area) continue;
    const areas: [AreaName, AreaName] = [footprint.area, other.area];
    for (const kind of FOOTPRINT_KINDS) {
      const key = kind === 'routes' ? routeKey : (name: string) => name;
      const theirs = new Set((other[kind] ?? []).map(key));
      for (const name of footprint[kind] ?? []) {
        if (theirs.has(key(name))) clashes.push({ kind, name, areas });
      }
    }
    for (const [name, version] of Object.entries(footprint.singletons ?? {})) {
      const theirs = other.singletons?.[name];
      if (theirs && compatibilityKey(version) !== compatibilityKey(theirs)) {
        clashes.push({ kind: 'singletons', name, areas, versions: [version, theirs] });
      }
    }
  }
  return clashes;
}

/** One clash as a line of a refusal: `endpoint catalogGetProduct (also basket's)`. */
export function describeClash(clash: FootprintClash): string {
  const [, other] = clash.areas;
  if (clash.kind === 'singletons' && clash.versions) {
    return `${clash.name} ${clash.versions[0]} (${other} has ${clash.versions[1]}: another major)`;
  }
  return `${KIND_NOUNS[clash.kind]} ${clash.name} (also ${other}'s)`;
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * The footprint a build recorded in its `mf-manifest.json` (`metaData.shopFootprint`), or null for a build
 * that recorded none (an older release) or one that does not parse: such a build is checked as its code
 * runs instead, where the platform refuses any name another has.
 */
export function manifestFootprint(manifest: unknown): Footprint | null {
  const recorded = (manifest as { metaData?: { shopFootprint?: unknown } } | null)?.metaData?.shopFootprint;
  if (!recorded || typeof recorded !== 'object') return null;
  const candidate = recorded as Record<string, unknown>;
  if (typeof candidate.area !== 'string' || !(AREA_NAMES as readonly string[]).includes(candidate.area)) {
    return null;
  }
  if (!FOOTPRINT_KINDS.every((kind) => candidate[kind] === undefined || isStringList(candidate[kind]))) {
    return null;
  }
  const singletons = candidate.singletons;
  const versions =
    singletons && typeof singletons === 'object'
      ? Object.fromEntries(Object.entries(singletons).filter(([, v]) => typeof v === 'string'))
      : {};
  const declared = Object.fromEntries(
    FOOTPRINT_KINDS.map((kind) => [kind, (candidate[kind] as string[] | undefined) ?? []]),
  ) as unknown as DeclaredFootprint;
  return footprintOf(candidate.area as AreaName, declared, versions as Record<string, string>);
}

/** A release's version as the remote registry names it (what a refusal report may carry). */
export const RELEASE_VERSION_PATTERN = /^[A-Za-z0-9._-]{1,80}$/;

/** How a refusal names the owner of a name when that owner is a release that predates areas. */
export function ownerName(owner: string | null): string {
  return owner ?? 'a release without an area';
}
