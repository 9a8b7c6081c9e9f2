import { createHash, randomUUID } from 'node:crypto';
import { cp, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Footprint, manifestFootprint } from '@shop/contracts';
import { filesIn } from '../../lib/files-in.ts';
import { makeWritableFolder } from '../../lib/writable-folder.ts';
import { poolRemoteFiles, poolShellFiles } from './file-pool.ts';

/** A digest of every file's path and bytes: the same build always gets the same version. */
export async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesIn(dir)) {
    hash.update(file);
    hash.update('\0');
    hash.update(await readFile(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 10);
}

async function exists(target: string): Promise<boolean> {
  return stat(target).then(
    () => true,
    () => false,
  );
}

/** Does the folder hold a frontend's build: the shell's page or a remote's manifest? */
export async function holdsBuild(dir: string): Promise<boolean> {
  return (await exists(path.join(dir, 'index.html'))) || (await exists(path.join(dir, 'mf-manifest.json')));
}

export interface Published {
  version: string;
  dir: string;
  /** Files this publication put into the area's pool (file-pool.ts); none when the version was there. */
  pooled: string[];
}

/**
 * Copies a built `dist/` into the deployment store as an immutable version folder
 * (`<store>/<area>/<version>/`), a remote's content-hashed files into the area's pool (file-pool.ts).
 * Copied under a temporary name and renamed, so a half-copied version is never served; an existing version
 * is left as it is.
 */
export async function publishBuild(
  store: string,
  area: string,
  distDir: string,
  packageVersion: string,
): Promise<Published> {
  if (!(await holdsBuild(distDir))) {
    throw new Error(`${distDir} holds no build (no index.html or mf-manifest.json): build it first`);
  }
  const version = `${packageVersion}-${await contentHash(distDir)}`;
  const target = path.join(store, area, version);
  let pooled: string[] = [];
  if (!(await exists(target))) {
    // The store may be anywhere (DEPLOYMENTS_DIR): made level by level, never with a recursive mkdir that can spin.
    makeWritableFolder(path.join(store, area), { what: 'deployments', variable: 'DEPLOYMENTS_DIR' });
    const temporary = path.join(store, area, `.incoming-${randomUUID()}`);
    await cp(distDir, temporary, { recursive: true });
    try {
      if (area === 'shell') pooled = await poolShellFiles(store, temporary);
      else if (await exists(path.join(temporary, 'mf-manifest.json'))) {
        pooled = await poolRemoteFiles(store, area, temporary);
      }
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { recursive: true, force: true });
      if (!(await exists(target))) throw error;
    }
  }
  return { version, dir: target, pooled };
}

/** A build's `mf-manifest.json`, parsed; null when it has none or it does not parse. */
async function builtManifest(distDir: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path.join(distDir, 'mf-manifest.json'), 'utf8')) as unknown;
  } catch {
    return null;
  }
}

/** The contract versions a remote's build recorded in its manifest (`metaData.shopContracts`). */
export async function builtContracts(distDir: string): Promise<Record<string, string> | null> {
  const manifest = (await builtManifest(distDir)) as {
    metaData?: { shopContracts?: Record<string, string> };
  } | null;
  return manifest?.metaData?.shopContracts ?? null;
}

/** What a build adds to what the page shares, as it recorded it (`metaData.shopFootprint`, decision 0030). */
export async function builtFootprint(distDir: string): Promise<Footprint | null> {
  return manifestFootprint(await builtManifest(distDir));
}
