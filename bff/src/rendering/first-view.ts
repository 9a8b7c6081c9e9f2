import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  BANNER_DISMISSED_COOKIE,
  BANNER_DISMISSED_VALUE,
  FIRST_VIEW_ATTRIBUTE,
  FIRST_VIEW_MODULE,
  type FirstView,
  type Language,
  PAINT_FIRST_ATTRIBUTE,
  REMOTE_SERVER_MODULE,
  type RemotePageSource,
  RUN_AFTER_PAINT_ATTRIBUTE,
  remoteRouteFor,
} from '@shop/contracts';
import type { FastifyRequest } from 'fastify';
import { RenderThread } from './render-thread.ts';

/** A render slower than this is given up: the page goes out without a first view rather than late. */
export const FIRST_VIEW_TIMEOUT_MS = 1000;

/** The shell's server render, in its own thread (render-thread.ts says why). */
const renderThread = new RenderThread(FIRST_VIEW_TIMEOUT_MS);

/**
 * The URL of the shell's server render module, with its modification time: a rebuilt or newly deployed shell
 * is imported afresh (a module once imported cannot be reloaded). Null for a shell built without one.
 */
async function renderModuleUrl(shellDir: string): Promise<string | null> {
  const file = path.join(shellDir, FIRST_VIEW_MODULE);
  try {
    return `${pathToFileURL(file).href}?v=${(await stat(file)).mtimeMs}`;
  } catch {
    return null;
  }
}

/** Starts the render thread and imports the shell's render module, before the first page asks for it. */
export async function warmFirstView(shellDir: string): Promise<void> {
  const moduleUrl = await renderModuleUrl(shellDir);
  if (moduleUrl) renderThread.warm(moduleUrl);
}

export interface FirstViewInput {
  shellDir: string;
  pathname: string;
  language: Language;
  /** The page's initial answers as put in the page (`InitialAnswers` as JSON), if any. */
  answersJson: string | null;
  /** For a remote's page: its server build (remote-server-module.ts); without one it is not rendered. */
  remotePage?: RemotePageSource | null;
}

/**
 * The first view of a page, rendered by the shell's server build (first-view.ts in contracts): a page of
 * the shell's own, or a remote's page whose server build is given. Null for a remote's page without one,
 * without a shell server build, on a failure or a render slower than `FIRST_VIEW_TIMEOUT_MS`. Null costs
 * nothing but speed: the page renders in the browser as it always could.
 */
export async function firstViewFor(
  request: FastifyRequest,
  input: FirstViewInput,
): Promise<FirstView | null> {
  const { remotePage } = input;
  if (remoteRouteFor(input.pathname) && !remotePage) return null;
  const moduleUrl = await renderModuleUrl(input.shellDir);
  if (!moduleUrl) return null;
  return renderThread.render(
    moduleUrl,
    {
      url: request.url,
      language: input.language,
      bannerDismissed: request.cookies[BANNER_DISMISSED_COOKIE] === BANNER_DISMISSED_VALUE,
      answersJson: input.answersJson,
      ...(remotePage ? { remotePage } : {}),
    },
    request.log,
  );
}

const ROOT_ELEMENT = '<div id="root"></div>';

const PAINT_FIRST_SCRIPT = new RegExp(`<script\\b[^>]*\\s${PAINT_FIRST_ATTRIBUTE}\\b[^>]*></script>`, 'g');
const RUN_AFTER_PAINT_PRELOAD = new RegExp(`<link\\b[^>]*\\s${RUN_AFTER_PAINT_ATTRIBUTE}\\b[^>]*>`, 'g');

/**
 * The shell's page for no first view: nothing to paint before its scripts run, so they go back to plain
 * deferred scripts, in the same order, and the paint-first script that would start them is left out (it
 * would only be one more file to fetch before them; first-view.ts in contracts).
 */
export function withScriptsDeferred(html: string): string {
  return html.replace(PAINT_FIRST_SCRIPT, '').replace(RUN_AFTER_PAINT_PRELOAD, (link) => {
    const href = /\shref="([^"]*)"/.exec(link)?.[1];
    return href === undefined ? link : `<script defer src="${href}"></script>`;
  });
}

/**
 * The page with the first view in its root element, and the key the shell compares before hydrating; without
 * one, with its scripts deferred as usual.
 */
export function withFirstView(html: string, view: FirstView | null): string {
  if (!view || !html.includes(ROOT_ELEMENT)) return withScriptsDeferred(html);
  const key = view.key.replace(/[^\w.-]/g, '');
  return html.replace(
    ROOT_ELEMENT,
    () => `<div id="root" ${FIRST_VIEW_ATTRIBUTE}="${key}">${view.html}</div>`,
  );
}

const SERVER_BUILD_DIRS = [FIRST_VIEW_MODULE, REMOTE_SERVER_MODULE].map(
  (file) => `/${path.posix.dirname(file)}/`,
);

/**
 * The server builds, the shell's and a remote's, sit beside their browser builds (so a deployed release carries both) but are not for browsers: static serving refuses
 * them (`allowedPath` of @fastify/static, path below its root).
 */
export function servedToBrowsers(pathname: string): boolean {
  return !SERVER_BUILD_DIRS.some((dir) => pathname.includes(dir));
}
