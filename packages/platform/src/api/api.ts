import {
  type BaseQueryFn,
  createApi,
  type FetchArgs,
  type FetchBaseQueryError,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import {
  type Language,
  type MeResponse,
  SHOP_REQUEST_HEADER,
  SHOP_REQUEST_HEADER_VALUE,
} from '@shop/contracts';
import { claimNames } from '../composition/shared-names.ts';
import { sessionExpired } from '../session/session-slice.ts';
import { forgetInitialAnswers, takeInitialAnswer } from './initial-answers.ts';

/** Tags every remote may provide or invalidate; the cache is shared across remotes. */
export const API_TAGS = [
  'Session',
  'Profile',
  'Basket',
  'Orders',
  'Samples',
  'CustomRequests',
  'Products',
] as const;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  credentials: 'same-origin',
  prepareHeaders(headers, { getState }) {
    // The BFF's CSRF guard: uploads (multipart) and bodiless requests (logout, DELETE) need it.
    headers.set(SHOP_REQUEST_HEADER, SHOP_REQUEST_HEADER_VALUE);
    const language = (getState() as { locale?: { language: Language } }).locale?.language;
    if (language) headers.set('Accept-Language', language);
    return headers;
  },
});

/** Was a buyer logged in, as far as the cached `me` knows? */
function knownBuyer(state: unknown): boolean {
  const queries = (state as { api?: { queries?: Record<string, { data?: unknown } | undefined> } }).api
    ?.queries;
  const me = queries?.['me(undefined)']?.data as MeResponse | undefined;
  return Boolean(me?.buyer);
}

/** A read's API path when it is a plain GET of a path: the form initial answers are keyed by. */
function readPath(args: string | FetchArgs): string | null {
  if (typeof args === 'string') return args;
  return args.params || args.body !== undefined ? null : args.url;
}

/**
 * A read the page already carries the answer to (initial-answers.ts) is answered from it, once; any
 * write makes those answers stale. A 401 for a buyer we believed logged in means the session ended: say
 * so once, and refresh `me`.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  baseApi,
  extra,
) => {
  const method = typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase();
  if (method !== 'GET') {
    forgetInitialAnswers();
  } else {
    const path = readPath(args);
    const language = (baseApi.getState() as { locale?: { language: Language } }).locale?.language;
    const answer = path === null ? undefined : takeInitialAnswer(path, language);
    if (answer) return answer;
  }
  const result = await rawBaseQuery(args, baseApi, extra);
  if (result.error?.status === 401 && baseApi.endpoint !== 'me' && knownBuyer(baseApi.getState())) {
    baseApi.dispatch(sessionExpired());
    baseApi.dispatch(api.util.invalidateTags(['Session']));
  }
  return result;
};

/**
 * The one RTK Query api of the shop. Remotes add their endpoints through `areaApi(<their name>)`
 * (area-api.ts), named after themselves; the platform's own (session, basket) are injected directly.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: API_TAGS,
  endpoints: () => ({}),
});

type InjectOptions = Parameters<typeof api.injectEndpoints>[0];
const rawInject = api.injectEndpoints.bind(api);

/** RTK's injection with the names already claimed by the caller (area-api.ts). */
export const injectUnchecked = (options: InjectOptions) => rawInject({ ...options, overrideExisting: true });

// A direct injection (the platform's own, or a release that predates areas) claims its names as no area's:
// a name injected twice throws instead of RTK keeping the first and silently skipping the second.
api.injectEndpoints = ((options: InjectOptions) =>
  rawInject({
    ...options,
    overrideExisting: true,
    endpoints: (build) => {
      const definitions = options.endpoints(build);
      claimNames('endpoints', null, Object.keys(definitions));
      return definitions;
    },
  })) as unknown as typeof api.injectEndpoints;
