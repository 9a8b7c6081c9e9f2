import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { absoluteOrigin, cspDirectives, cspHeader } from '../content-security-policy.ts';
import { currentRelease } from './releases.ts';
import { deploymentStore } from './store.ts';

/**
 * The shell is built with relative asset URLs (`assetPrefix: 'auto'`), so one build can be served from
 * `/` or from its deployed version folder. The page gets absolute ones for where it is served from; the
 * runtime then loads async chunks beside its entry script.
 */
export function withAssetBase(html: string, base: string): string {
  return html.replace(/(\s(?:src|href))="(?!\/|[a-z][a-z0-9+.-]*:|#)([^"]*)"/gi, `$1="${base}$2"`);
}

/** The shell page to send for a navigation: the deployed shell release if there is one, else the built dist. */
export async function shellPage(db: Kysely<Database>, config: AppConfig): Promise<string | null> {
  const release = await currentRelease(db, 'shell');
  const [dir, base] = release
    ? [path.join(deploymentStore(config), 'shell', release.version), release.location]
    : [config.frontends.shellDist, '/'];
  try {
    return withAssetBase(await readFile(path.join(dir, 'index.html'), 'utf8'), base);
  } catch {
    return null;
  }
}

/**
 * Sends the shell page for a navigation, with a CSP that also allows the origins the registry
 * currently points remotes at (a CDN registered with `npm run deploy -- register`). False when
 * there is no shell to send.
 */
export async function sendShellPage(fastify: FastifyInstance, reply: FastifyReply): Promise<boolean> {
  const page = await shellPage(fastify.db, fastify.config);
  if (page === null) return false;
  const configured = Object.values(fastify.config.frontends.remotes).map((r) => r.manifestUrl ?? '');
  const registered = (await fastify.remoteRegistry.list()).map((entry) => entry.manifestUrl);
  const origins = [...configured, ...registered].map(absoluteOrigin).filter((o): o is string => o !== null);
  const httpsOnly = fastify.config.publicUrl?.startsWith('https://') ?? false;
  await reply
    .code(200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('content-security-policy', cspHeader(cspDirectives(origins, httpsOnly)))
    .send(page);
  return true;
}
