import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './login-path.ts';

describe('login return paths', () => {
  it('carries the whole way back, query included', () => {
    expect(loginPath('/product/3?page=2')).toBe('/login?returnTo=%2Fproduct%2F3%3Fpage%3D2');
  });

  it('accepts only paths on this site', () => {
    expect(safeReturnPath('/basket')).toBe('/basket');
    expect(safeReturnPath('https://evil.example/')).toBe('/');
    expect(safeReturnPath('//evil.example/')).toBe('/');
    expect(safeReturnPath('/\\evil.example')).toBe('/');
    expect(safeReturnPath(null)).toBe('/');
  });
});
