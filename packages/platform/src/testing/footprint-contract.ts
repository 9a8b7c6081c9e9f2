import {
  type AreaName,
  type DeclaredFootprint,
  FOOTPRINT_KINDS,
  footprintOf,
  footprintProblems,
  RUNTIME_KINDS,
} from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import { namesOf } from '../composition/shared-names.ts';

/** `import.meta.glob` of the area's modules: evaluating one adds what it adds to the page. */
type Modules = Record<string, () => Promise<unknown>>;
/** `import.meta.glob(…, { query: '?raw', import: 'default', eager: true })`: each source file's text. */
type Sources = Record<string, string>;

export interface AreaCode {
  /** Every module of the area but its entries and tests (what the page can load of it). */
  modules: Modules;
  /** The same files' text, for what is read from the source (style sheets, direct storage or events). */
  sources: Sources;
  /** The paths the area serves: its rows of the route table. */
  routes: readonly string[];
}

/** `import './frame.css'` or `import '@shop/ui/tokens.css'`: a style sheet for the whole page. */
const GLOBAL_CSS_IMPORT = /^import\s+['"]([^'"]+(?<!\.module)\.css)['"]/gm;
/** Storage or DOM events used directly, past the platform's area-named helpers. */
const DIRECT_SHARED_USE = [
  { what: 'storage', pattern: /\b(?:local|session)Storage\s*[.[]/ },
  { what: 'a DOM event of its own', pattern: /\bnew\s+CustomEvent\s*\(/ },
] as const;

const sorted = (names: Iterable<string>) => [...new Set(names)].sort();

/**
 * An area's footprint contract (decision 0030), runnable in its team's own CI: what `src/footprint.ts`
 * declares it adds to what the page shares is exactly what its code adds — the names it claims through the
 * platform once every module has loaded, its rows of the route table, the global style sheets it imports —
 * every name is its own, and nothing reaches storage or DOM events past the platform's area-named helpers.
 */
export function describeFootprint(area: AreaName, declared: DeclaredFootprint, code: AreaCode) {
  describe(`${area}: footprint on the shared page`, () => {
    it('declares only names of its own', () => {
      expect(footprintProblems(footprintOf(area, declared))).toEqual([]);
    });

    it.each(RUNTIME_KINDS)('declares exactly the %s its code adds', async (kind) => {
      for (const load of Object.values(code.modules)) await load();
      expect(sorted(namesOf(kind, area))).toEqual(sorted(declared[kind]));
    });

    it('declares exactly the routes it serves', () => {
      expect(sorted(declared.routes)).toEqual(sorted(code.routes));
    });

    it('declares exactly the global style sheets it imports', () => {
      const imported = Object.values(code.sources).flatMap((text) =>
        [...text.matchAll(GLOBAL_CSS_IMPORT)].map((match) => match[1] ?? ''),
      );
      expect(sorted(imported)).toEqual(sorted(declared.globalCss));
    });

    it('reaches storage and DOM events only through the platform', () => {
      const direct = Object.entries(code.sources).flatMap(([file, text]) =>
        DIRECT_SHARED_USE.filter(({ pattern }) => pattern.test(text)).map(({ what }) => `${file}: ${what}`),
      );
      expect(direct).toEqual([]);
    });

    it('declares every kind', () => {
      expect(Object.keys(declared).sort()).toEqual([...FOOTPRINT_KINDS].sort());
    });
  });
}
