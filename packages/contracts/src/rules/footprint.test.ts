import { describe, expect, it } from 'vitest';
import {
  type DeclaredFootprint,
  describeClash,
  footprintClashes,
  footprintOf,
  footprintProblems,
  isOwnName,
  manifestFootprint,
} from './footprint.ts';

const none: DeclaredFootprint = {
  endpoints: [],
  tags: [],
  slices: [],
  namespaces: [],
  routes: [],
  storageKeys: [],
  events: [],
  globalCss: [],
};

describe('footprints (decision 0030)', () => {
  it("knows an area's own names from another's", () => {
    expect(isOwnName('catalog', 'endpoints', 'catalogGetProduct')).toBe(true);
    expect(isOwnName('catalog', 'namespaces', 'catalog')).toBe(true);
    expect(isOwnName('catalog', 'endpoints', 'catalogue')).toBe(false);
    expect(isOwnName('catalog', 'endpoints', 'getProduct')).toBe(false);
    expect(isOwnName('custom', 'storageKeys', 'custom.draft')).toBe(true);
    expect(isOwnName('custom', 'storageKeys', 'custom.')).toBe(false);
    expect(isOwnName('custom', 'storageKeys', 'customDraft')).toBe(false);
  });

  it('sorts and de-duplicates what is declared, and records the singletons', () => {
    const footprint = footprintOf(
      'basket',
      { ...none, endpoints: ['basketB', 'basketA', 'basketB'] },
      {
        react: '19.3.1',
      },
    );
    expect(footprint.endpoints).toEqual(['basketA', 'basketB']);
    expect(footprint.singletons).toEqual({ react: '19.3.1' });
  });

  it("finds names not the area's, and global style sheets from a remote", () => {
    expect(footprintProblems(footprintOf('shell', { ...none, globalCss: ['frame.css'] }))).toEqual([]);
    expect(
      footprintProblems(
        footprintOf('office', { ...none, tags: ['Lists'], storageKeys: ['shop.x'], globalCss: ['a.css'] }),
      ),
    ).toEqual([
      'cache tag names must start with "office": Lists',
      'storage key names must start with "office.": shop.x',
      'only the shell adds global style sheets; use CSS modules: a.css',
    ]);
  });

  it('finds every name two areas add, routes by their pattern, and singletons at another major', () => {
    const catalog = footprintOf(
      'catalog',
      { ...none, endpoints: ['attachBrandLogo'], routes: ['/product/:id'] },
      {
        react: '19.3.1',
        i18next: '27.1.2',
      },
    );
    const basket = footprintOf(
      'basket',
      { ...none, endpoints: ['attachBrandLogo', 'basketGet'], routes: ['/Product/:slug/'] },
      { react: '20.0.0', i18next: '27.4.0' },
    );
    const clashes = footprintClashes(basket, [catalog, basket]);
    expect(clashes).toEqual([
      { kind: 'endpoints', name: 'attachBrandLogo', areas: ['basket', 'catalog'] },
      { kind: 'routes', name: '/Product/:slug/', areas: ['basket', 'catalog'] },
      { kind: 'singletons', name: 'react', areas: ['basket', 'catalog'], versions: ['20.0.0', '19.3.1'] },
    ]);
    expect(clashes.map(describeClash)).toEqual([
      "endpoint attachBrandLogo (also catalog's)",
      "route /Product/:slug/ (also catalog's)",
      'react 20.0.0 (catalog has 19.3.1: another major)',
    ]);
  });

  it('finds nothing between areas that keep to their own names', () => {
    const catalog = footprintOf('catalog', {
      ...none,
      endpoints: ['catalogGetProduct'],
      namespaces: ['catalog'],
    });
    const basket = footprintOf('basket', { ...none, endpoints: ['basketGet'], namespaces: ['basket'] });
    expect(footprintClashes(catalog, [basket])).toEqual([]);
  });

  it('reads the footprint a build recorded in its manifest, and nothing from one that recorded none', () => {
    const recorded = {
      metaData: {
        shopFootprint: {
          area: 'basket',
          endpoints: ['basketGetBasket', 'basketAddLine'],
          tags: ['basketLines'],
          singletons: { react: '19.3.1', odd: 3 },
        },
      },
    };
    const footprint = manifestFootprint(recorded);
    expect(footprint?.area).toBe('basket');
    expect(footprint?.endpoints).toEqual(['basketAddLine', 'basketGetBasket']);
    expect(footprint?.slices).toEqual([]);
    expect(footprint?.singletons).toEqual({ react: '19.3.1' });
    expect(manifestFootprint({ metaData: {} })).toBeNull();
    expect(manifestFootprint(null)).toBeNull();
    expect(manifestFootprint({ metaData: { shopFootprint: { area: 'elsewhere' } } })).toBeNull();
    expect(
      manifestFootprint({ metaData: { shopFootprint: { area: 'basket', endpoints: 'all' } } }),
    ).toBeNull();
  });
});
