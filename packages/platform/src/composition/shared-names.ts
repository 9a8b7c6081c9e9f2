import {
  type AreaName,
  type Footprint,
  footprintProblems,
  isOwnName,
  KIND_NOUNS,
  ownerName,
  RUNTIME_KINDS,
  type RuntimeKind,
} from '@shop/contracts';

/**
 * Who added each name to what the page's frontends share at run time (decision 0030): endpoints and cache
 * tags of the one RTK Query api, store slices, i18n namespaces, storage keys, events. Two areas never add the
 * same one: RTK Query would keep the first of two endpoints of one name and silently skip the second, and the
 * second remote would call the first one's code. Here the second is refused instead, and is not mounted.
 */

type Owner = AreaName | null;

/** Names added so far, by kind (owner null: the platform itself, or a release that predates areas). */
const claimed = Object.fromEntries(RUNTIME_KINDS.map((kind) => [kind, new Map<string, Owner>()])) as Record<
  RuntimeKind,
  Map<string, Owner>
>;

/** Footprints the shell admitted from remotes' manifests: names their code will add, held for them. */
const admitted = new Map<AreaName, Footprint>();

export interface NameClash {
  kind: RuntimeKind;
  name: string;
  /** Who has it already. */
  owner: Owner;
}

/**
 * An area refused a place on the page: a name it adds is another's (`clashes`), or its footprint breaks the
 * naming rules (`problems`). The shell shows that remote's "being updated" notice and reports it.
 */
export class CompositionRefused extends Error {
  readonly area: Owner;
  readonly clashes: NameClash[];
  readonly problems: string[];

  constructor(area: Owner, clashes: NameClash[], problems: string[] = []) {
    const lines = [
      ...clashes.map((c) => `${KIND_NOUNS[c.kind]} ${c.name} already added by ${ownerName(c.owner)}`),
      ...problems,
    ];
    super(`CompositionRefused: ${ownerName(area)} cannot join the page: ${lines.join('; ')}`);
    this.name = 'CompositionRefused';
    this.area = area;
    this.clashes = clashes;
    this.problems = problems;
  }
}

/** Who else has `name` of `kind`, if anyone: added already, or held by another area's admitted footprint. */
function ownerOtherThan(area: Owner, kind: RuntimeKind, name: string): { owner: Owner } | null {
  const claimant = claimed[kind].get(name);
  if (claimant !== undefined && (area === null || claimant !== area)) return { owner: claimant };
  for (const [other, footprint] of admitted) {
    if (other !== area && footprint[kind].includes(name)) return { owner: other };
  }
  return null;
}

/**
 * Records `names` of `kind` as `area`'s (null: the platform's, or a release that predates areas). An area's
 * names must be its own (contracts' isOwnName); a name someone else has is refused (CompositionRefused), as
 * is any name added twice without an area. An area may add its own name again: its code evaluated again.
 */
export function claimNames(kind: RuntimeKind, area: Owner, names: readonly string[]): void {
  if (area !== null) {
    const foreign = names.filter((name) => !isOwnName(area, kind, name));
    if (foreign.length > 0) {
      // Like a clash, a refusal: the shell shows "being updated" for the remote, and reports it.
      const rule = kind === 'storageKeys' ? `${area}.` : area;
      throw new CompositionRefused(
        area,
        [],
        [`${area}'s ${KIND_NOUNS[kind]} names must start with "${rule}": ${foreign.join(', ')}`],
      );
    }
  }
  const clashes: NameClash[] = [];
  for (const name of names) {
    const other = ownerOtherThan(area, kind, name);
    if (other) clashes.push({ kind, name, owner: other.owner });
  }
  if (clashes.length > 0) throw new CompositionRefused(area, clashes);
  for (const name of names) claimed[kind].set(name, area);
}

/**
 * Checks a remote's footprint (from its manifest) before any of its code runs: its names must be its own
 * and no other area's on this page. Admitted, its names are held for it, so that a remote whose manifest
 * comes later cannot take them; a new footprint of the same area (another release) replaces its last.
 */
export function admitFootprint(footprint: Footprint): void {
  const problems = footprintProblems(footprint);
  const clashes: NameClash[] = [];
  for (const kind of RUNTIME_KINDS) {
    for (const name of footprint[kind] ?? []) {
      const other = ownerOtherThan(footprint.area, kind, name);
      if (other) clashes.push({ kind, name, owner: other.owner });
    }
  }
  if (clashes.length > 0 || problems.length > 0) {
    throw new CompositionRefused(footprint.area, clashes, problems);
  }
  admitted.set(footprint.area, footprint);
}

/** The names of `kind` that `area`'s code has added on this page so far (its footprint test compares them). */
export function namesOf(kind: RuntimeKind, area: AreaName): string[] {
  return [...claimed[kind]].filter(([, owner]) => owner === area).map(([name]) => name);
}
