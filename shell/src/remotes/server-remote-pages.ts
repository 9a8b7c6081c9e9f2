import { createContext } from 'react';
import type { PageModule } from './load-remote-page.ts';

/**
 * The remote page modules the shell's server render has loaded for this render, by `remote:module`: a
 * RemotePage renders from these on the server instead of loading through Module Federation. Empty in the
 * browser.
 */
export const ServerRemotePages = createContext<ReadonlyMap<string, PageModule>>(new Map());

export const remotePageKey = (remote: string, module: string) => `${remote}:${module}`;
