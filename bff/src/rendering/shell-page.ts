import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  INITIAL_ANSWERS_ELEMENT_ID,
  ISO_LANGUAGE,
  type Language,
  PREVIEWS_ELEMENT_ID,
  REMOTE_REGISTRY_ELEMENT_ID,
  type RemoteEntry,
  remoteRouteFor,
} from '@shop/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { absoluteOrigin, cspDirectives, cspHeader } from '../domain/content-security-policy.ts';
import { activePreviews } from '../domain/deployments/preview-links.ts';
import { currentRelease, type Release } from '../domain/deployments/releases.ts';
import { deploymentStore } from '../domain/deployments/store.ts';
import { withRelativeUrls } from '../lib/relative-urls.ts';
import { firstViewFor, withFirstView } from './first-view.ts';
import { type PageAnswers, pageAnswers, pageLanguage } from './initial-answers.ts';
import { type RemotePageAssets, remotePageAssets } from './remote-page-assets.ts';
import { remotePageSourceFor } from './remote-server-module.ts';

/**
 * The shell is built with relative asset URLs (`assetPrefix: 'auto'`), so one build can be served from
 * `/` or from its deployed version folder. The page gets absolute ones for where it is served from; the
 * runtime then loads async chunks beside its entry script.
 */
export function withAssetBase(html: string, base: string): string {
  return withRelativeUrls(html, (url) => `${base}${url}`);
}

/**
 * The shell page to send for a navigation, and the folder it came from: the previewed shell release if the
 * browser has one, else the deployed one if there is one, else the built dist.
 */
export async function shellPage(
  { db, config, sharedFiles }: Pick<FastifyInstance, 'db' | 'config' | 'sharedFiles'>,
  preview?: Release,
): Promise<{ html: string; dir: string } | null> {
  const release = preview ?? (await currentRelease(db, 'shell'));
  if (release) await sharedFiles.ensureRelease('shell', release.version);
  const [dir, base] = release
    ? [path.join(deploymentStore(config), 'shell', release.version), release.location]
    : [config.frontends.shellDist, '/'];
  try {
    return { html: withAssetBase(await readFile(path.join(dir, 'index.html'), 'utf8'), base), dir };
  } catch {
    return null;
  }
}

/** The page's `<html lang>` for the language it is answered and rendered in (the shell keeps it so). */
export function withLanguage(html: string, language: Language): string {
  return html.replace(/<html lang="[^"]*"/, `<html lang="${ISO_LANGUAGE[language]}"`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * JSON as a data block: `type="application/json"` is never executed, so the CSP needs no change; `<`
 * escaped (a valid JSON escape inside strings, where alone it can occur) so nothing in the data can end the
 * block early.
 */
function jsonDataBlock(id: string, json: string): string {
  return `<script type="application/json" id="${id}">${json.replace(/</g, '\\u003c')}</script>`;
}

/** The hints go at the end of the page's head (a page without one is sent as it is). */
function intoHead(html: string, hints: string[]): string {
  const head = html.indexOf('</head>');
  return head === -1 ? html : `${html.slice(0, head)}${hints.join('')}${html.slice(head)}`;
}

/**
 * Saves the page round trips before a remote's page can start: the remote registry goes into the page as
 * a JSON data block (`type="application/json"` is never executed, so the CSP needs no change) that the
 * shell reads instead of fetching `/api/remotes`, and the manifest of the remote that owns the path is
 * preloaded while the shell's own scripts download. The runtime fetches manifests with a plain `fetch`
 * (CORS mode, same-origin credentials), which `crossorigin` (anonymous) matches.
 */
export function withRemoteHints(
  html: string,
  registry: readonly RemoteEntry[],
  pathname: string,
  pageAssets: RemotePageAssets = { scripts: [], styles: [] },
  { rendered = false }: { rendered?: boolean } = {},
): string {
  const remotes = registry.map(({ name, manifestUrl, version }) => ({ name, manifestUrl, version }));
  const hints = [jsonDataBlock(REMOTE_REGISTRY_ELEMENT_ID, JSON.stringify({ remotes }))];
  const owner = remoteRouteFor(pathname)?.remote;
  const manifest = registry.find((entry) => entry.name === owner)?.manifestUrl;
  if (manifest) hints.push(`<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(manifest)}">`);
  // The runtime adds the remote's scripts as plain <script> elements (no crossorigin): so are these preloads.
  // At low priority: the shell's own scripts paint the frame first (Lighthouse FCP 2.4 s at the default
  // priority, 0.95 s at low), and the remote's files still arrive without waiting to be discovered.
  for (const script of pageAssets.scripts)
    hints.push(`<link rel="preload" as="script" href="${escapeAttribute(script)}" fetchpriority="low">`);
  // A remote's page rendered on the server is on screen before its scripts run: its styles apply from the start.
  for (const style of pageAssets.styles) {
    hints.push(
      rendered
        ? `<link rel="stylesheet" href="${escapeAttribute(style)}">`
        : `<link rel="preload" as="style" href="${escapeAttribute(style)}" fetchpriority="low">`,
    );
  }
  return intoHead(html, hints);
}

/**
 * The page's first API answers (initial-answers.ts) go in as a JSON data block the frontends read before
 * asking the BFF, and the image the first view shows largest is preloaded at high priority, so it loads
 * beside the scripts instead of after them.
 */
export function withPageAnswers(html: string, { json, leadImage }: PageAnswers): string {
  const hints = json === null ? [] : [jsonDataBlock(INITIAL_ANSWERS_ELEMENT_ID, json)];
  if (leadImage) {
    const { href, srcset, sizes, type } = leadImage;
    // With a srcset the browser preloads the version it would pick (`href` is for those without srcset
    // support); `type` skips the preload where the format is not supported (the page falls back too).
    const responsive = srcset
      ? ` imagesrcset="${escapeAttribute(srcset)}" imagesizes="${escapeAttribute(sizes ?? '100vw')}"`
      : '';
    const typed = type ? ` type="${escapeAttribute(type)}"` : '';
    hints.push(
      `<link rel="preload" as="image" href="${escapeAttribute(href)}"${responsive}${typed} fetchpriority="high">`,
    );
  }
  return intoHead(html, hints);
}

/**
 * Sends the shell page for a navigation (with the remote hints for its path, its first API answers and, for
 * a page of the shell's own, its first view rendered), with a CSP that also allows the origins the registry
 * currently points remotes at (a CDN registered with `npm run deploy -- register`). False when
 * there is no shell to send.
 */
export async function sendShellPage(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  // Only a browser with a preview cookie costs more than reading it (previews.ts).
  const previews = await fastify.previewsOf(request);
  const shell = await shellPage(
    fastify,
    previews.find((release) => release.area === 'shell'),
  );
  if (shell === null) return false;
  const registry = await fastify.remoteRegistry.list(previews);
  const configured = Object.values(fastify.config.frontends.remotes).map((r) => r.manifestUrl ?? '');
  const registered = registry.map((entry) => entry.manifestUrl);
  const origins = [...configured, ...registered].map(absoluteOrigin).filter((o): o is string => o !== null);
  const httpsOnly = fastify.config.publicUrl?.startsWith('https://') ?? false;
  const pathname = request.url.split('?')[0] ?? '/';
  const language = pageLanguage(request);
  const [answers, pageAssets, remotePage] = await Promise.all([
    pageAnswers(fastify, request),
    remotePageAssets(fastify.config, registry, pathname),
    remotePageSourceFor(fastify.config, registry, pathname),
  ]);
  const firstView = await firstViewFor(request, {
    shellDir: shell.dir,
    pathname,
    language,
    answersJson: answers.json,
    remotePage,
  });
  const page = withFirstView(withLanguage(shell.html, language), firstView);
  await reply
    .code(200)
    .type('text/html; charset=utf-8')
    // The page carries this session's answers: for this browser only, and checked again each time.
    .header('cache-control', 'private, no-cache')
    .header('vary', 'Cookie')
    .header('content-security-policy', cspHeader(cspDirectives(origins, httpsOnly)))
    .send(
      withPreviews(
        withPageAnswers(
          withRemoteHints(page, registry, pathname, pageAssets, { rendered: firstView !== null }),
          answers,
        ),
        previews,
      ),
    );
  return true;
}

/**
 * The previews the page was served with, as a JSON data block the shell's preview bar reads; none in the
 * pages of everyone else.
 */
export function withPreviews(html: string, previews: readonly Release[]): string {
  if (previews.length === 0) return html;
  return intoHead(html, [jsonDataBlock(PREVIEWS_ELEMENT_ID, JSON.stringify(activePreviews(previews)))]);
}
