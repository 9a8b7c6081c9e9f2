import { renderWithShop } from '@shop/platform/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { EXPOSES } from '../exposes.ts';
import { basketOf, ORDER, shopStore, withOrder } from '../testing/fixtures.ts';

const exposes = Object.entries(EXPOSES);

const pages = import.meta.glob<{ default: ComponentType }>('./*Page.tsx');

/** A logged-in buyer with an empty basket and one order: every page has what it needs to render. */
async function storeFor(language: 'en' | 'gr') {
  return withOrder(await shopStore({ language, basket: basketOf([]) }));
}

describe('exposed pages', () => {
  it('exposes at least one page', () => expect(exposes.length).toBeGreaterThan(0));

  it.each(exposes)('%s renders a translated main heading in English and Greek', async (_name, file) => {
    const load = pages[`./${file.split('/').pop()}`];
    if (!load) throw new Error(`No page module for ${file}`);
    const { default: Page } = await load();
    expect(typeof Page).toBe('function');
    const path = `/checkout-success?reference=${ORDER.reference}`;

    const english = await renderWithShop(<Page />, { language: 'en', path, store: await storeFor('en') });
    const heading = (await screen.findByRole('heading', { level: 1 })).textContent;
    expect(heading).toMatch(/\w/);
    english.unmount();

    await renderWithShop(<Page />, { language: 'gr', path, store: await storeFor('gr') });
    const greek = (await screen.findByRole('heading', { level: 1 })).textContent;
    expect(greek).toMatch(/[\u0370-\u03ff]/u);
    expect(greek).not.toBe(heading);
  });
});
