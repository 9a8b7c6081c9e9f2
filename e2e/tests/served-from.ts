import type { Page } from '@playwright/test';
import type { RemoteName } from '@shop/contracts';
import { shellScriptsIn } from './shell-scripts.ts';

/**
 * The folder a remote's files come from for this page's browser, as the shop's registry tells it
 * (`GET /api/remotes` with the context's cookies, so a previewed release counts) and the manifest says:
 * `/remotes/catalog/` for the build the BFF serves, `/deployments/catalog/files/` (the area's pool of
 * content-hashed files) for a deployed release, a full URL for a release on another origin.
 */
export async function remoteFolder(page: Page, name: RemoteName): Promise<string> {
  const response = await page.request.get('/api/remotes');
  const { remotes } = (await response.json()) as { remotes: { name: string; manifestUrl: string }[] };
  const manifestUrl = remotes.find((remote) => remote.name === name)?.manifestUrl;
  if (!manifestUrl) throw new Error(`The shop's registry names no ${name} remote`);
  const manifest = (await (await page.request.get(manifestUrl)).json()) as {
    metaData?: { publicPath?: string };
  };
  const publicPath = manifest.metaData?.publicPath;
  if (publicPath && publicPath !== 'auto') return publicPath.endsWith('/') ? publicPath : `${publicPath}/`;
  return manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
}

/** The shell's own script, wherever it is served from. */
export const SHELL_SCRIPT = /\/static\/js\/index\.\w+\.js$/;

/**
 * The folder the shell's files come from for this page's browser, read from the page the shop serves:
 * `/` for the build the BFF serves, `/deployments/shell/files/` (the shell's pool of content-hashed files)
 * for a deployed (or previewed) shell.
 */
export async function shellFolder(page: Page): Promise<string> {
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  const script = shellScriptsIn(html).find((src) => SHELL_SCRIPT.test(src));
  if (!script) throw new Error('The home page names no shell script');
  return script.replace(/static\/js\/index\.\w+\.js$/, '');
}

/** Escapes a string for use inside a RegExp. */
export function inRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
