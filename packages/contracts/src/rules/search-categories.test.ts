import { describe, expect, it } from 'vitest';
import { categoriesNamed } from './search-categories.ts';

describe('categoriesNamed', () => {
  it.each([
    ['φορεμ', ['dresses']],
    ['ΦΟΡΕΜΑΤΑ', ['dresses']],
    ['forema', ['dresses']],
    ['dres', ['dresses']],
    ['fousta', ['skirts']],
    ['pantelonia', ['trousers']],
    ['pants', ['trousers']],
    ['mplouza', ['tops']],
    ['sorts', ['shorts']],
    ['skirst', ['skirts']],
  ])('%s names %j', (q, expected) => {
    expect(categoriesNamed(q)).toEqual(expected);
  });

  it('names none for words of no category, or a blank search', () => {
    expect(categoriesNamed('maxi')).toEqual([]);
    expect(categoriesNamed('red dress')).toEqual([]);
    expect(categoriesNamed('   ')).toEqual([]);
  });
});
