import { type Footprint, footprintOf } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { injectAreaSlice } from '../store/area-slice.ts';
import { createSlice } from '../store/redux.ts';
import { areaStorageKey } from './area-storage.ts';
import { admitFootprint, CompositionRefused, claimNames, namesOf } from './shared-names.ts';

const empty = {
  endpoints: [],
  tags: [],
  slices: [],
  namespaces: [],
  routes: [],
  storageKeys: [],
  events: [],
  globalCss: [],
};

/** Issue 46: what an area adds to the page's shared objects is its own, and the second of two is refused. */
describe('names on the page', () => {
  it("admits a footprint whose names are its own and nobody else's, and holds them for it", () => {
    const catalog = footprintOf('catalog', {
      ...empty,
      endpoints: ['catalogHeldA'],
      namespaces: ['catalog'],
    });
    admitFootprint(catalog);
    // The catalogue's code may then add them; another area may not, even before the catalogue's code ran.
    expect(() => claimNames('endpoints', 'catalog', ['catalogHeldA'])).not.toThrow();
    expect(() => claimNames('endpoints', null, ['catalogHeldA'])).toThrow(CompositionRefused);
  });

  it('refuses, before any code runs, a footprint holding a name another area has added', () => {
    claimNames('storageKeys', 'shell', ['shell.heldKey']);
    // A build whose names break the rules (a release made by hand, say) is refused with each reason.
    const odd: Footprint = {
      ...footprintOf('basket', { ...empty, endpoints: ['attachBrandLogo'], globalCss: ['reset.css'] }),
    };
    let refusal: unknown;
    try {
      admitFootprint(odd);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(CompositionRefused);
    expect((refusal as CompositionRefused).problems).toEqual([
      'endpoint names must start with "basket": attachBrandLogo',
      'only the shell adds global style sheets; use CSS modules: reset.css',
    ]);

    const taking = { ...footprintOf('custom', empty), storageKeys: ['shell.heldKey'] };
    expect(() => admitFootprint(taking)).toThrow(
      'custom cannot join the page: storage key shell.heldKey already added by shell; storage key names must start with "custom.": shell.heldKey',
    );
  });

  it("lets an area replace its own footprint (another release of it), and keeps others' names apart", () => {
    admitFootprint(footprintOf('account', { ...empty, events: ['accountOld'] }));
    admitFootprint(footprintOf('account', { ...empty, events: ['accountNew'] }));
    expect(() => claimNames('events', null, ['accountOld'])).not.toThrow();
    expect(() => claimNames('events', null, ['accountNew'])).toThrow(CompositionRefused);
  });

  it('names storage keys after their area, and moves a value from the key it had before', () => {
    window.localStorage.setItem('old.key', 'kept');
    const key = areaStorageKey('office', 'testKey', 'local', 'old.key');
    expect(key.key).toBe('office.testKey');
    expect(namesOf('storageKeys', 'office')).toContain('office.testKey');
    expect(key.read()).toBe('kept');
    expect(window.localStorage.getItem('office.testKey')).toBe('kept');
    expect(window.localStorage.getItem('old.key')).toBeNull();
    key.remove();
    expect(key.read()).toBeNull();
  });

  it('adds a slice named after its area only', () => {
    const slice = createSlice({ name: 'officeTestState', initialState: { n: 0 }, reducers: {} });
    injectAreaSlice('office', slice);
    expect(namesOf('slices', 'office')).toEqual(['officeTestState']);
    const foreign = createSlice({ name: 'drafts', initialState: {}, reducers: {} });
    expect(() => injectAreaSlice('office', foreign)).toThrow(
      'office\'s store slice names must start with "office": drafts',
    );
    // A refusal like a clash: the shell shows "being updated" for the remote and reports it.
    expect(() => injectAreaSlice('office', foreign)).toThrow(CompositionRefused);
  });
});
