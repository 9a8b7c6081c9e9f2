import { INITIAL_ANSWERS_ELEMENT_ID, type InitialAnswers } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { basketApi } from '../basket/basket-api.ts';
import { languageChanged } from '../locale/locale-slice.ts';
import { sessionApi } from '../session/session-api.ts';
import { createShopStore } from '../store/create-store.ts';
import { resolveRequestsAgainstPage } from '../testing/relative-requests.ts';
import { INITIAL_ANSWERS_MAX_AGE_MS, resetInitialAnswers } from './initial-answers.ts';

const buyer = { id: 'b1', email: 'maria@boutique.gr', businessName: 'Boutique Maria' };
const fromServer = { buyer: { ...buyer, businessName: 'From the BFF' } };

function pageCarries(block: InitialAnswers | string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = INITIAL_ANSWERS_ELEMENT_ID;
  script.textContent = typeof block === 'string' ? block : JSON.stringify(block);
  document.head.append(script);
  resetInitialAnswers();
}

describe('answers the page carries', () => {
  let fetchMock: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    fetchMock = vi.fn(async (request: Request) => {
      const body = request.method === 'GET' ? fromServer : {};
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    resolveRequestsAgainstPage();
  });
  afterEach(() => {
    document.getElementById(INITIAL_ANSWERS_ELEMENT_ID)?.remove();
    resetInitialAnswers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('answer the first read of their path without a request, and only the first', async () => {
    pageCarries({ language: 'en', answers: { '/auth/me': { buyer } } });
    const store = createShopStore();
    const first = await store.dispatch(sessionApi.endpoints.me.initiate());
    expect(first.data).toEqual({ buyer });
    expect(fetchMock).not.toHaveBeenCalled();

    const again = await store.dispatch(sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
    expect(again.data).toEqual(fromServer);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('are not used for another language', async () => {
    pageCarries({ language: 'gr', answers: { '/auth/me': { buyer } } });
    const store = createShopStore();
    const read = await store.dispatch(sessionApi.endpoints.me.initiate());
    expect(read.data).toEqual(fromServer);

    store.dispatch(languageChanged('gr'));
    const inGreek = await store.dispatch(sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
    expect(inGreek.data).toEqual({ buyer });
  });

  it('are all dropped by the first write', async () => {
    pageCarries({ language: 'en', answers: { '/auth/me': { buyer }, '/basket': { lines: [] } } });
    const store = createShopStore();
    await store.dispatch(sessionApi.endpoints.logout.initiate());
    const me = await store.dispatch(sessionApi.endpoints.me.initiate(undefined, { forceRefetch: true }));
    expect(me.data).toEqual(fromServer);
    expect(fetchMock.mock.calls.map(([request]) => (request as Request).method)).toEqual(['POST', 'GET']);
    await store.dispatch(basketApi.endpoints.getBasket.initiate());
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('are not used once the page is older than the max age', async () => {
    pageCarries({ language: 'en', answers: { '/auth/me': { buyer } } });
    vi.spyOn(performance, 'now').mockReturnValue(INITIAL_ANSWERS_MAX_AGE_MS + 1);
    const store = createShopStore();
    const read = await store.dispatch(sessionApi.endpoints.me.initiate());
    expect(read.data).toEqual(fromServer);
  });

  it('cost only the requests they would have saved when the block is broken', async () => {
    pageCarries('{"language":"en","answers":');
    const store = createShopStore();
    const read = await store.dispatch(sessionApi.endpoints.me.initiate());
    expect(read.data).toEqual(fromServer);
  });
});
