import { describe, expect, it } from 'vitest';
import { CompositionRefused, namesOf } from '../composition/shared-names.ts';
import { api } from './api.ts';
import { areaApi } from './area-api.ts';

/** Issue 46: what a remote adds to the one shared api is its own by construction. */
describe('areaApi', () => {
  const query = (url: string) => ({ query: () => url });

  it('takes endpoints named after the area, and refuses any other name', () => {
    const catalog = areaApi('catalog');
    catalog.injectEndpoints({
      endpoints: (build) => ({ catalogTestA: build.query<string, void>(query('/a')) }),
    });
    expect(namesOf('endpoints', 'catalog')).toContain('catalogTestA');
    expect(() =>
      catalog.injectEndpoints({
        endpoints: (build) => ({ attachBrandLogoTest: build.query<string, void>(query('/b')) }),
      }),
    ).toThrow('catalog\'s endpoint names must start with "catalog": attachBrandLogoTest');
    // "catalogue…" is not catalog's own prefix followed by a word.
    expect(() =>
      catalog.injectEndpoints({
        endpoints: (build) => ({ catalogueTest: build.query<string, void>(query('/c')) }),
      }),
    ).toThrow(/must start with "catalog"/);
  });

  it('refuses a name another area or a release without an area has added, instead of keeping the first', () => {
    areaApi('basket').injectEndpoints({
      endpoints: (build) => ({ basketTestShared: build.query<string, void>(query('/basket-one')) }),
    });
    const second = () =>
      api.injectEndpoints({
        endpoints: (build) => ({ basketTestShared: build.query<string, void>(query('/other')) }),
      });
    expect(second).toThrow(CompositionRefused);
    expect(second).toThrow(
      'a release without an area cannot join the page: endpoint basketTestShared already added by basket',
    );

    api.injectEndpoints({
      endpoints: (build) => ({ oldReleaseName: build.query<string, void>(query('/old')) }),
    });
    expect(() =>
      api.injectEndpoints({
        endpoints: (build) => ({ oldReleaseName: build.query<string, void>(query('/older')) }),
      }),
    ).toThrow(CompositionRefused);
  });

  it('lets an area inject its own name again (its code evaluated again in development)', () => {
    const account = areaApi('account');
    const inject = () =>
      account.injectEndpoints({
        endpoints: (build) => ({ accountTestThread: build.query<string, void>(query('/t')) }),
      });
    inject();
    expect(inject).not.toThrow();
    expect(namesOf('endpoints', 'account')).toEqual(['accountTestThread']);
  });

  it('takes cache tags named after the area only', () => {
    expect(() => areaApi('office', ['officeTestLists'])).not.toThrow();
    expect(() => areaApi('office', ['Lists' as never])).toThrow(
      'office\'s cache tag names must start with "office": Lists',
    );
  });
});
