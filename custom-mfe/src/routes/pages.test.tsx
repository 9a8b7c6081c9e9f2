import type { Language } from '@shop/contracts';
import { createShopStore, sessionApi } from '@shop/platform';
import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { EXPOSES } from '../exposes.ts';

const exposes = Object.entries(EXPOSES);

/** A visitor's store: the `me` answer is in the cache (jsdom cannot fetch the relative /api). */
async function visitorStore(language: Language) {
  const store = createShopStore({ locale: { language } });
  await store.dispatch(sessionApi.util.upsertQueryData('me', undefined, { buyer: null }));
  return store;
}

const pages = import.meta.glob<{ default: ComponentType }>('./*Page.tsx');

describe('exposed pages', () => {
  it('exposes at least one page', () => expect(exposes.length).toBeGreaterThan(0));

  it.each(exposes)('%s renders a translated main heading in English and Greek', async (_name, file) => {
    const load = pages[`./${file.split('/').pop()}`];
    if (!load) throw new Error(`No page module for ${file}`);
    const { default: Page } = await load();
    expect(typeof Page).toBe('function');

    const english = await renderWithShop(<Page />, { language: 'en', store: await visitorStore('en') });
    const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
    expect(heading).toMatch(/\w/);
    english.unmount();

    await renderWithShop(<Page />, { language: 'gr', store: await visitorStore('gr') });
    const greek = (await screen.findByRole('heading', { level: 1 })).textContent;
    expect(greek).toMatch(/[\u0370-\u03ff]/u);
    expect(greek).not.toBe(heading);
  });
});
