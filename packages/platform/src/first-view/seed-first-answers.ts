import type { Dispatch } from '@reduxjs/toolkit';
import type { Basket, Language, MeResponse } from '@shop/contracts';
import { takeInitialAnswer } from '../api/initial-answers.ts';
import { basketApi } from '../basket/basket-api.ts';
import { sessionApi } from '../session/session-api.ts';

/** The reads every page's frame renders from (the user menu, the basket badge), by their API path. */
const FRAME_READS = { me: '/auth/me', basket: '/basket' } as const;

/**
 * Puts the answers to the frame's first reads into the cache before anything renders, so that the first
 * render shows the session as it is instead of "loading". Used on both sides of a server-rendered first
 * view: the BFF renders with the answers it put in the page, and the browser, before hydrating, with the
 * same answers read from the page. Both stores then hold the same entries, so both renders match.
 */
export function seedFirstAnswers(dispatch: Dispatch, answerOf: (path: string) => unknown): void {
  const me = answerOf(FRAME_READS.me) as MeResponse | undefined;
  const basket = answerOf(FRAME_READS.basket) as Basket | undefined;
  if (me !== undefined) {
    dispatch(sessionApi.util.upsertQueryEntries([{ endpointName: 'me', arg: undefined, value: me }]));
  }
  if (basket !== undefined) {
    dispatch(
      basketApi.util.upsertQueryEntries([{ endpointName: 'getBasket', arg: undefined, value: basket }]),
    );
  }
}

/** The answers the BFF put in the page, by API path, each taken once as a request would take it. */
export function pageAnswerOf(language: Language): (path: string) => unknown {
  return (path) => takeInitialAnswer(path, language)?.data;
}

/** The browser's side: the answers the BFF put in the page (each taken once, as a request would). */
export function seedFromPageAnswers(dispatch: Dispatch, language: Language): void {
  seedFirstAnswers(dispatch, pageAnswerOf(language));
}
