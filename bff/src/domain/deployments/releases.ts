import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReleaseEventsTable, ReleasesTable } from '../../db/tables/deployments.ts';

export const DEPLOYABLE_AREAS = ['shell', 'catalog', 'basket', 'custom', 'account', 'office'] as const;
export type DeployableArea = (typeof DEPLOYABLE_AREAS)[number];

export type Release = ReleasesTable;

export interface ReleaseListing extends Release {
  current: boolean;
  /** The build that was served before the area's first deploy. */
  initial: boolean;
  /** Published for preview links only: never live (yet). */
  preview: boolean;
}

/** Monotonic timestamps: two events in the same millisecond must still order (the last event wins). */
let lastStamp = 0;
function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** The release an area currently points at: the one named by its latest event (a preview points at nothing). */
export async function currentRelease(db: Kysely<Database>, area: string): Promise<Release | null> {
  const row = await db
    .selectFrom('release_events')
    .innerJoin('releases', 'releases.id', 'release_events.release_id')
    .selectAll('releases')
    .where('release_events.area', '=', area)
    .where('release_events.action', '!=', 'preview')
    .orderBy('release_events.at', 'desc')
    .orderBy('release_events.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export type PointingAction = Exclude<ReleaseEventsTable['action'], 'rollback' | 'preview'>;

export interface NewRelease {
  area: DeployableArea;
  version: string;
  location: string;
  contracts: Record<string, string> | null;
  actor: string;
  action: Extract<PointingAction, 'initial' | 'deploy' | 'register'>;
}

/** What pointing an area at a release did: a new release, an existing one made live again, or nothing. */
export interface Pointed {
  release: Release;
  outcome: 'new' | 'again' | 'already-live';
}

async function pointAt(
  db: Kysely<Database>,
  release: Release,
  action: ReleaseEventsTable['action'],
  actor: string,
): Promise<void> {
  await db
    .insertInto('release_events')
    .values({ id: randomUUID(), area: release.area, release_id: release.id, action, actor, at: stamp() })
    .execute();
}

/**
 * Records a release (once per area and version) and points the area at it. A version that exists is not
 * made again: if it is live, nothing changes; otherwise it is made live again.
 */
export async function recordAndPoint(db: Kysely<Database>, input: NewRelease): Promise<Pointed> {
  return db.transaction().execute(async (trx) => {
    const existing = await releaseOf(trx, input.area, input.version);
    if (existing) {
      if ((await currentRelease(trx, input.area))?.id === existing.id) {
        return { release: existing, outcome: 'already-live' as const };
      }
      await pointAt(trx, existing, input.action, input.actor);
      return { release: existing, outcome: 'again' as const };
    }
    const release = await insertRelease(trx, input);
    await pointAt(trx, release, input.action, input.actor);
    return { release, outcome: 'new' as const };
  });
}

async function releaseOf(db: Kysely<Database>, area: string, version: string): Promise<Release | undefined> {
  return db
    .selectFrom('releases')
    .selectAll()
    .where('area', '=', area)
    .where('version', '=', version)
    .executeTakeFirst();
}

async function insertRelease(db: Kysely<Database>, input: Omit<NewRelease, 'action'>): Promise<Release> {
  const release: Release = {
    id: randomUUID(),
    area: input.area,
    version: input.version,
    location: input.location,
    contracts: input.contracts ? JSON.stringify(input.contracts) : null,
    deployed_by: input.actor,
    deployed_at: stamp(),
  };
  await db.insertInto('releases').values(release).execute();
  return release;
}

/** Has this release ever been live (deployed, registered, promoted, rolled back to, kept as the initial)? */
async function wasEverLive(db: Kysely<Database>, releaseId: string): Promise<boolean> {
  const row = await db
    .selectFrom('release_events')
    .select('id')
    .where('release_id', '=', releaseId)
    .where('action', '!=', 'preview')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * What publishing a preview did: a new release kept for preview links only, or one that is a preview
 * already (a new link for it), or nothing, because that version has been live (it is a release, not a
 * preview: promote makes it live).
 */
export interface Previewed {
  release: Release;
  outcome: 'new' | 'again' | 'released';
}

/**
 * Records a release for preview links only: the area's live release stays as it is. The event says who
 * published it and when; `promote` later makes it live like a deploy.
 */
export async function recordPreview(
  db: Kysely<Database>,
  input: Omit<NewRelease, 'action'>,
): Promise<Previewed> {
  return db.transaction().execute(async (trx) => {
    const existing = await releaseOf(trx, input.area, input.version);
    if (existing && (await wasEverLive(trx, existing.id))) {
      return { release: existing, outcome: 'released' as const };
    }
    const release = existing ?? (await insertRelease(trx, input));
    await pointAt(trx, release, 'preview', input.actor);
    return { release, outcome: existing ? ('again' as const) : ('new' as const) };
  });
}

/**
 * The releases a preview cookie names that are previews still (never live): once one is promoted, every
 * browser gets it as the live release, and a rollback takes it away from all of them alike.
 */
export async function previewReleases(
  db: Kysely<Database>,
  wanted: readonly { area: string; version: string }[],
): Promise<Release[]> {
  const found: Release[] = [];
  for (const { area, version } of wanted) {
    const release = await releaseOf(db, area, version);
    if (release && !(await wasEverLive(db, release.id))) found.push(release);
  }
  return found;
}

/** Has the area ever pointed at a release (a deploy, a registration, a kept initial build)? */
export async function hasReleases(db: Kysely<Database>, area: DeployableArea): Promise<boolean> {
  const row = await db
    .selectFrom('release_events')
    .select('id')
    .where('area', '=', area)
    .where('action', '!=', 'preview')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The releases an area went live with, oldest first, as a stack: each deploy, registration or promotion
 * puts one on top, each rollback takes the top off.
 */
async function liveStack(db: Kysely<Database>, area: DeployableArea): Promise<string[]> {
  const events = await db
    .selectFrom('release_events')
    .select(['release_id', 'action'])
    .where('area', '=', area)
    .where('action', '!=', 'preview')
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const live: string[] = [];
  for (const event of events) {
    if (event.action === 'rollback') live.pop();
    else if (live[live.length - 1] !== event.release_id) live.push(event.release_id);
  }
  return live;
}

/**
 * Points the area back at the release that was live before the current one. Deploys stack up and each
 * rollback takes the top off, so a bad deploy goes back to what ran before it, and rolling back again
 * keeps going back in time, down to the build served before the first deploy. Returns null when there is
 * nothing earlier (the area keeps what it has).
 */
export async function rollback(
  db: Kysely<Database>,
  area: DeployableArea,
  actor: string,
): Promise<Release | null> {
  const live = await liveStack(db, area);
  const previousId = live[live.length - 2];
  if (previousId === undefined) return null;
  const previous = await db
    .selectFrom('releases')
    .selectAll()
    .where('id', '=', previousId)
    .executeTakeFirstOrThrow();
  await pointAt(db, previous, 'rollback', actor);
  return previous;
}

/**
 * Makes a kept version live, whichever it is (one rolled back from, an older one): recorded like a deploy,
 * so a rollback afterwards returns to what was live before it. Null when the area has no such version.
 */
export async function promote(
  db: Kysely<Database>,
  area: DeployableArea,
  version: string,
  actor: string,
): Promise<Pointed | null> {
  return db.transaction().execute(async (trx) => {
    const release = await releaseOf(trx, area, version);
    if (!release) return null;
    if ((await currentRelease(trx, area))?.id === release.id)
      return { release, outcome: 'already-live' as const };
    await pointAt(trx, release, 'promote', actor);
    return { release, outcome: 'again' as const };
  });
}

/** Every release of an area, newest first, marking the current one and the build kept before the first deploy. */
export async function listReleases(db: Kysely<Database>, area: DeployableArea): Promise<ReleaseListing[]> {
  const current = await currentRelease(db, area);
  const rows = await db
    .selectFrom('releases')
    .selectAll()
    .where('area', '=', area)
    .orderBy('deployed_at', 'desc')
    .execute();
  const events = await db
    .selectFrom('release_events')
    .select(['release_id', 'action'])
    .where('area', '=', area)
    .execute();
  const initialIds = new Set(events.filter((e) => e.action === 'initial').map((e) => e.release_id));
  const liveIds = new Set(events.filter((e) => e.action !== 'preview').map((e) => e.release_id));
  return rows.map((row) => ({
    ...row,
    current: row.id === current?.id,
    initial: initialIds.has(row.id),
    preview: !liveIds.has(row.id),
  }));
}
