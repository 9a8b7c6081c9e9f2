import type { RemotePageSource } from '@shop/contracts';
import { contractMismatches, manifestFootprint, remoteContracts } from '@shop/contracts';
import * as platform from '@shop/platform';
import * as ui from '@shop/ui';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import type { PageModule } from '../remotes/load-remote-page.ts';

/**
 * What a remote's server build may `require`: the singletons the frontends share in the browser
 * (build-config's `SINGLETONS`), as this render's own copies, so the remote renders in the same React, with
 * the same store, router and i18n as the shell around it.
 */
const SHARED: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  '@shop/platform': platform,
  '@shop/ui': ui,
};

function sharedModule(name: string): unknown {
  if (!Object.hasOwn(SHARED, name))
    throw new Error(`a remote's server build asked for ${name}, which is not shared`);
  return SHARED[name];
}

interface ServerModule {
  pages?: Record<string, Partial<PageModule>>;
}

/**
 * The server build in use for each remote, with its key (its file and modification time). Evaluating one
 * registers what it brings into the shared singletons (its translations, under its namespace), so another
 * version, a rollback included, is evaluated again rather than taken from a cache: the strings it renders
 * are then its own. Versions change only when the registry does, so each is evaluated once per change.
 */
const current = new Map<string, { key: string; module: ServerModule }>();

function evaluate(source: RemotePageSource): ServerModule {
  const known = current.get(source.remote);
  if (known?.key === source.key) return known.module;
  const holder: { exports: ServerModule } = { exports: {} };
  // A CommonJS module (REMOTE_SERVER_MODULE in contracts) with only the shared singletons to require.
  new Function('module', 'exports', 'require', source.code)(holder, holder.exports, sharedModule);
  current.set(source.remote, { key: source.key, module: holder.exports });
  return holder.exports;
}

/**
 * The page module a remote's server build exports under `source.module`. Throws if there is none, or if the
 * remote was built against contracts, or adds names, the shell would refuse in the browser (it shows "being
 * updated" there).
 */
export function remoteServerPage(source: RemotePageSource): PageModule {
  const mismatches = contractMismatches(__SHOP_CONTRACTS__, remoteContracts(source.manifest));
  if (mismatches.length > 0) throw new Error(`${source.remote}: built against other contracts`);
  // A name its release adds that another area on the page has: refused before its code runs (decision 0030).
  const footprint = manifestFootprint(source.manifest);
  if (footprint) platform.admitFootprint(footprint);
  const page = evaluate(source).pages?.[source.module];
  if (!page || typeof page.default !== 'function') {
    throw new Error(`${source.remote}: its server build has no page ${source.module}`);
  }
  return page as PageModule;
}
