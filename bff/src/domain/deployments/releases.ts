import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReleasesTable } from '../../db/tables/deployments.ts';

export const DEPLOYABLE_AREAS = ['shell', 'catalog', 'basket', 'custom', 'account'] as const;
export type DeployableArea = (typeof DEPLOYABLE_AREAS)[number];

export type Release = ReleasesTable;

export interface ReleaseListing extends Release {
  current: boolean;
}

/** Monotonic timestamps: two events in the same millisecond must still order (the last event wins). */
let lastStamp = 0;
function stamp(): string {
  lastStamp = Math.max(Date.now(), lastStamp + 1);
  return new Date(lastStamp).toISOString();
}

/** The release an area currently points at: the one named by its latest event. */
export async function currentRelease(db: Kysely<Database>, area: string): Promise<Release | null> {
  const row = await db
    .selectFrom('release_events')
    .innerJoin('releases', 'releases.id', 'release_events.release_id')
    .selectAll('releases')
    .where('release_events.area', '=', area)
    .orderBy('release_events.at', 'desc')
    .orderBy('release_events.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

export interface NewRelease {
  area: DeployableArea;
  version: string;
  location: string;
  contracts: Record<string, string> | null;
  actor: string;
  action: 'deploy' | 'register';
}

/** Records a release (once per area and version) and points the area at it. */
export async function recordAndPoint(db: Kysely<Database>, input: NewRelease): Promise<Release> {
  return db.transaction().execute(async (trx) => {
    let release = await trx
      .selectFrom('releases')
      .selectAll()
      .where('area', '=', input.area)
      .where('version', '=', input.version)
      .executeTakeFirst();
    if (!release) {
      release = {
        id: randomUUID(),
        area: input.area,
        version: input.version,
        location: input.location,
        contracts: input.contracts ? JSON.stringify(input.contracts) : null,
        deployed_by: input.actor,
        deployed_at: stamp(),
      };
      await trx.insertInto('releases').values(release).execute();
    }
    await trx
      .insertInto('release_events')
      .values({
        id: randomUUID(),
        area: input.area,
        release_id: release.id,
        action: input.action,
        actor: input.actor,
        at: stamp(),
      })
      .execute();
    return release;
  });
}

/**
 * Points the area back at the release that was live before the current one. Deploys stack up and each
 * rollback takes the top off, so a bad deploy goes back to what ran before it, and rolling back again
 * keeps going back in time. Returns null when there is nothing earlier (the area keeps what it has).
 */
export async function rollback(
  db: Kysely<Database>,
  area: DeployableArea,
  actor: string,
): Promise<Release | null> {
  const events = await db
    .selectFrom('release_events')
    .select(['release_id', 'action'])
    .where('area', '=', area)
    .orderBy('at', 'asc')
    .orderBy('id', 'asc')
    .execute();
  const live: string[] = [];
  for (const event of events) {
    if (event.action === 'rollback') live.pop();
    else if (live[live.length - 1] !== event.release_id) live.push(event.release_id);
  }
  const previousId = live[live.length - 2];
  if (previousId === undefined) return null;
  const previous = await db
    .selectFrom('releases')
    .selectAll()
    .where('id', '=', previousId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('release_events')
    .values({ id: randomUUID(), area, release_id: previous.id, action: 'rollback', actor, at: stamp() })
    .execute();
  return previous;
}

/** Every release of an area, newest first, marking the current one. */
export async function listReleases(db: Kysely<Database>, area: DeployableArea): Promise<ReleaseListing[]> {
  const current = await currentRelease(db, area);
  const rows = await db
    .selectFrom('releases')
    .selectAll()
    .where('area', '=', area)
    .orderBy('deployed_at', 'desc')
    .execute();
  return rows.map((row) => ({ ...row, current: row.id === current?.id }));
}
