import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AREA_NAMES,
  CHUNK_FILES_SINCE,
  contractMismatches,
  describeClash,
  type Footprint,
  footprintClashes,
  footprintProblems,
  PREVIEW_COOKIE_HOURS,
  PREVIEW_LINK_DAYS,
  REMOTE_NAMES,
  shellMissesChunkFiles,
} from '@shop/contracts';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { previewLink } from '../domain/deployments/preview-links.ts';
import { builtContracts, builtFootprint, holdsBuild, publishBuild } from '../domain/deployments/publish.ts';
import {
  currentRelease,
  type DeployableArea,
  hasReleases,
  listReleases,
  type NewRelease,
  type Pointed,
  promote,
  type Release,
  recordAndPoint,
  recordPreview,
  rollback,
} from '../domain/deployments/releases.ts';
import { deploymentStore, releaseLocation } from '../domain/deployments/store.ts';
import { createSharedFiles } from '../domain/shared-files/shared-files.ts';
import { CommandFailure } from './tool-run.ts';

export interface Context {
  db: Kysely<Database>;
  config: AppConfig;
  actor: string;
  /** Prints one line of the command's report. */
  say: (line: string) => void;
}

interface AreaFolders {
  packageDir: string;
  /** The area's built `dist/`: what the BFF serves until the area's first deploy. */
  distDir: string;
}

function foldersOf(config: AppConfig, area: DeployableArea): AreaFolders {
  return area === 'shell'
    ? { packageDir: path.dirname(config.frontends.shellDist), distDir: config.frontends.shellDist }
    : config.frontends.remotes[area];
}

async function packageVersion(packageDir: string): Promise<string> {
  const pkg = JSON.parse(await readFile(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return pkg.version;
}

const when = (release: Release) => `${release.deployed_at} by ${release.deployed_by}`;

/**
 * Copies a build folder into the store as an immutable version (on PostgreSQL into the database too, in one
 * transaction, so that every instance serves it): the release it makes, not yet recorded.
 */
async function publishToStore(
  context: Context,
  area: DeployableArea,
  dir: string,
): Promise<Omit<NewRelease, 'action'>> {
  const { packageDir } = foldersOf(context.config, area);
  const published = await publishBuild(
    deploymentStore(context.config),
    area,
    dir,
    await packageVersion(packageDir),
  );
  const { version } = published;
  const sharedFiles = createSharedFiles(context.db, context.config);
  await sharedFiles.sharePooled(area, published.pooled);
  await sharedFiles.shareRelease(area, version, published.dir);
  return {
    area,
    version,
    location: releaseLocation(area, version),
    contracts: area === 'shell' ? null : await builtContracts(dir),
    actor: context.actor,
  };
}

/** Publishes a build folder into the store and points the area at it, saying what that did. */
async function publishAndPoint(
  context: Context,
  area: DeployableArea,
  dir: string,
  action: 'initial' | 'deploy',
): Promise<Pointed> {
  return recordAndPoint(context.db, { ...(await publishToStore(context, area, dir)), action });
}

/**
 * Before an area's first deploy (or registration), the build the BFF serves from its `dist/` is kept as a
 * release like any other, so that the first deploy can be rolled back to it. Nothing to keep when the
 * area was never built (nothing was served).
 */
async function keepInitialBuild(context: Context, area: DeployableArea): Promise<void> {
  if (await hasReleases(context.db, area)) return;
  const { distDir } = foldersOf(context.config, area);
  if (!(await holdsBuild(distDir))) return;
  const { release } = await publishAndPoint(context, area, distDir, 'initial');
  context.say(
    `${area} ${release.version}: the build served until now is kept as a release (rollback returns to it)`,
  );
}

/** Builds the area into a new folder with its own build script; the served `dist/` is not touched. */
async function buildApart(context: Context, area: DeployableArea): Promise<string> {
  const { packageDir } = foldersOf(context.config, area);
  const dir = await mkdtemp(path.join(tmpdir(), `${area}-release-`));
  context.say(`building ${area} into ${dir}`);
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: packageDir,
    env: { ...process.env, SHOP_BUILD_DIR: dir, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) {
    await rm(dir, { recursive: true, force: true });
    throw new CommandFailure(
      `the build of ${area} failed (exit code ${result.status ?? result.signal}): nothing was deployed`,
    );
  }
  return dir;
}

function reportPointed(context: Context, area: DeployableArea, { release, outcome }: Pointed): void {
  if (outcome === 'already-live') {
    context.say(`${area} ${release.version} is already live (published ${when(release)}): nothing changed`);
  } else if (outcome === 'again') {
    context.say(
      `${area} ${release.version} was already published (${when(release)}): it is live again (${release.location})`,
    );
  } else {
    context.say(`${area} ${release.version} is live (${release.location})`);
  }
}

export async function deploy(
  context: Context,
  area: DeployableArea,
  options: { build: boolean; from?: string; preview?: boolean },
): Promise<void> {
  await keepInitialBuild(context, area);
  const built = options.build ? await buildApart(context, area) : null;
  const dir = built ?? path.resolve(options.from ?? foldersOf(context.config, area).distDir);
  try {
    if (!(await holdsBuild(dir))) {
      throw new CommandFailure(
        `${dir} holds no build (no index.html or mf-manifest.json): build it first, or use --build`,
      );
    }
    await refuseClashes(context, area, dir, options.preview ? 'preview' : 'deploy');
    if (options.preview) await publishPreview(context, area, dir);
    else reportPointed(context, area, await publishAndPoint(context, area, dir, 'deploy'));
  } finally {
    if (built) await rm(built, { recursive: true, force: true });
  }
}

/** The package a team runs its commands in, for the commands the tool suggests. */
const packageOf = (area: DeployableArea) => (area === 'shell' ? 'shell' : `${area}-mfe`);

/** Where the BFF is reached, for the links the tool prints: PUBLIC_URL, else the address it listens on. */
function shopOrigin(config: AppConfig): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/**
 * Publishes a build for preview links only (the live release stays as it is) and prints the link; refused,
 * with the reason and before anything is published, when the shell it would run in would refuse it.
 */
async function publishPreview(context: Context, area: DeployableArea, dir: string): Promise<void> {
  await refuseIncompatible(context, area, dir);
  const { release, outcome } = await recordPreview(context.db, await publishToStore(context, area, dir));
  if (outcome === 'released') {
    throw new CommandFailure(
      `${area} ${release.version} has been live already (published ${when(release)}): it is a release, not a preview; npm run promote -w ${packageOf(area)} -- ${release.version} makes it live`,
    );
  }
  const link = await previewLink(context.db, shopOrigin(context.config), { area, version: release.version });
  context.say(
    outcome === 'new'
      ? `${area} ${release.version} is published for preview; buyers still get the live release`
      : `${area} ${release.version} was published for preview already (${when(release)}): a new link`,
  );
  context.say(
    `preview link (opens for ${PREVIEW_LINK_DAYS} days; a browser that opens it previews for ${PREVIEW_COOKIE_HOURS} hours):`,
  );
  context.say(`  ${link}`);
  context.say(`make it live: npm run promote -w ${packageOf(area)} -- ${release.version}`);
}

/**
 * The contract check the shell makes before it mounts a remote (contracts' contractMismatches), made at
 * deploy time: a remote against the live shell's record, the shell against every live remote's.
 */
async function refuseIncompatible(context: Context, area: DeployableArea, dir: string): Promise<void> {
  const built = await builtContracts(dir);
  if (!built) return;
  const others: { area: DeployableArea; contracts: Record<string, string> | null }[] =
    area === 'shell'
      ? await Promise.all(
          REMOTE_NAMES.map(async (remote) => ({
            area: remote,
            contracts: await liveContracts(context, remote),
          })),
        )
      : [{ area: 'shell', contracts: await liveContracts(context, 'shell') }];
  for (const other of others) {
    if (!other.contracts) continue;
    const [shell, remote] = area === 'shell' ? [built, other.contracts] : [other.contracts, built];
    const mismatch = contractMismatches(shell, remote)[0];
    if (mismatch) {
      const [mine, theirs] =
        area === 'shell' ? [mismatch.shell, mismatch.remote] : [mismatch.remote, mismatch.shell];
      throw new CommandFailure(
        `${area} was built against ${mismatch.contract} ${mine}, the live ${other.area} against ${theirs}: another major, so the shell would refuse to run it; rebuild it against ${mismatch.contract} ${theirs.split('.')[0]}.x (nothing was published)`,
      );
    }
    if (shellMissesChunkFiles(shell.contracts, remote.contracts)) {
      const remoteArea = area === 'shell' ? other.area : area;
      throw new CommandFailure(
        `${remoteArea} (contracts ${remote.contracts}) names its translations' file in its manifest, which a shell built against contracts ${shell.contracts} does not hand on (decision 0036): ${area === 'shell' ? 'deploy a shell built against' : 'deploy the shell first, built against'} contracts ${CHUNK_FILES_SINCE} or later (nothing was published)`,
      );
    }
  }
}

/**
 * The footprint check the shell makes before it mounts a remote (decision 0030), made before anything is
 * published: a build adding a name (endpoint, cache tag, slice, namespace, route, storage key, event) that a
 * live release of another area adds is refused with the names and areas, as is one whose names are not its
 * own. A shared singleton at another major than a live area's is refused for a preview (the page would run
 * one of the two against a version it was not built for) and only said on deploy: a major upgrade of React
 * lands area by area. Builds registered on a CDN are not read here; the shell checks them as they load.
 */
async function refuseClashes(
  context: Context,
  area: DeployableArea,
  dir: string,
  action: 'deploy' | 'preview',
): Promise<void> {
  const built = await builtFootprint(dir);
  if (!built) return;
  const problems = footprintProblems(built);
  if (problems.length > 0) {
    throw new CommandFailure(
      `${area}'s build adds names that are not its own: ${problems.join('; ')} (nothing was published)`,
    );
  }
  const live = await Promise.all(
    AREA_NAMES.filter((other) => other !== area).map((other) => liveFootprint(context, other)),
  );
  const clashes = footprintClashes(
    built,
    live.filter((footprint): footprint is Footprint => footprint !== null),
  );
  const names = clashes.filter((clash) => clash.kind !== 'singletons');
  const singletons = clashes.filter((clash) => clash.kind === 'singletons');
  if (names.length > 0 || (action === 'preview' && singletons.length > 0)) {
    const all = action === 'preview' ? clashes : names;
    throw new CommandFailure(
      `${area} adds what the live releases of other areas add, so the shell would refuse to mount it: ${all.map(describeClash).join('; ')}; rename or drop them in ${area} (nothing was published)`,
    );
  }
  for (const clash of singletons) {
    context.say(
      `note: ${describeClash(clash)}; the page holds one copy, so deploy ${clash.areas[1]} with the same major soon`,
    );
  }
}

/**
 * What the live release of an area adds to the page, as its build recorded it; null when unknown: a build
 * registered on a CDN (not read from here), or one made before footprints were recorded.
 */
async function liveFootprint(context: Context, area: DeployableArea): Promise<Footprint | null> {
  const release = await currentRelease(context.db, area);
  if (release && /^https?:/i.test(release.location)) return null;
  if (release) await createSharedFiles(context.db, context.config).ensureRelease(area, release.version);
  const dir = release
    ? path.join(deploymentStore(context.config), area, release.version)
    : foldersOf(context.config, area).distDir;
  return builtFootprint(dir);
}

/** The contract versions the live release of an area recorded (its build's manifest), when known. */
async function liveContracts(context: Context, area: DeployableArea): Promise<Record<string, string> | null> {
  const release = await currentRelease(context.db, area);
  if (release?.contracts) return JSON.parse(release.contracts) as Record<string, string>;
  if (release) await createSharedFiles(context.db, context.config).ensureRelease(area, release.version);
  const dir = release
    ? path.join(deploymentStore(context.config), area, release.version)
    : foldersOf(context.config, area).distDir;
  return builtContracts(dir);
}

/** A build a team published to its own static host or CDN: only the registry points at it. */
export async function register(
  context: Context,
  area: DeployableArea,
  options: { url: string; version: string },
): Promise<void> {
  if (area === 'shell') throw new CommandFailure('the shell is served by the BFF: deploy it instead');
  let url: URL;
  try {
    url = new URL(options.url);
  } catch {
    throw new CommandFailure(`--url "${options.url}" is not a URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CommandFailure('--url must be an http(s) URL');
  await keepInitialBuild(context, area);
  const pointed = await recordAndPoint(context.db, {
    area,
    version: options.version,
    location: url.href,
    contracts: null,
    actor: context.actor,
    action: 'register',
  });
  reportPointed(context, area, pointed);
}

async function keptVersions(context: Context, area: DeployableArea): Promise<string> {
  const releases = await listReleases(context.db, area);
  return releases.length === 0 ? 'none' : releases.map((release) => release.version).join(', ');
}

export async function promoteVersion(context: Context, area: DeployableArea, version: string): Promise<void> {
  // A preview promoted before any deploy: the build served until now stays one rollback away.
  await keepInitialBuild(context, area);
  const wasPreview = (await listReleases(context.db, area)).some((r) => r.version === version && r.preview);
  const pointed = await promote(context.db, area, version, context.actor);
  if (!pointed) {
    throw new CommandFailure(
      `${area} has no version "${version}"; kept versions: ${await keptVersions(context, area)}`,
    );
  }
  if (pointed.outcome === 'already-live') context.say(`${area} ${version} is already live: nothing changed`);
  else if (wasPreview)
    context.say(`${area} ${version} is live (${pointed.release.location}); its previews end`);
  else context.say(`${area} ${version} is live again (${pointed.release.location})`);
}

export async function rollBack(context: Context, area: DeployableArea, to?: string): Promise<void> {
  if (to !== undefined) return promoteVersion(context, area, to);
  const release = await rollback(context.db, area, context.actor);
  if (!release) {
    throw new CommandFailure(
      `${area}: no earlier release to roll back to (kept versions: ${await keptVersions(context, area)}; promote makes one of them live)`,
    );
  }
  context.say(`${area} rolled back to ${release.version} (${release.location})`);
}

export async function releases(context: Context, area: DeployableArea): Promise<void> {
  const rows = await listReleases(context.db, area);
  if (rows.length === 0) {
    context.say(`${area}: no releases yet (the built dist/ is served)`);
    return;
  }
  for (const row of rows) {
    const note = row.initial
      ? '  (served before the first deploy)'
      : row.preview
        ? `  (preview: not live; promote -- ${row.version} makes it live)`
        : '';
    context.say(
      `${row.current ? '*' : ' '} ${row.version.padEnd(24)} ${row.deployed_at}  ${row.deployed_by.padEnd(12)} ${row.location}${note}`,
    );
  }
}
