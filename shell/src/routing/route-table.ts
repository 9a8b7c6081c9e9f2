/** Route ownership is a contract between the shell and the remotes' teams: it lives in contracts. */
export { REMOTE_ROUTES, type RemoteRoute as RemoteRouteEntry } from '@shop/contracts';
