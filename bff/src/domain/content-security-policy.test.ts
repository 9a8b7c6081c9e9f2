import { describe, expect, it } from 'vitest';
import { absoluteOrigin, cspDirectives, cspHeader } from './content-security-policy.ts';

describe('content security policy', () => {
  it('allows only this origin and the remotes’ origins to run code', () => {
    const header = cspHeader(cspDirectives(['https://cdn.example.gr', 'https://cdn.example.gr'], false));
    expect(header).toContain("script-src 'self' https://cdn.example.gr;");
    expect(header).toContain("connect-src 'self' https://cdn.example.gr");
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).toContain("object-src 'none'");
    expect(header).not.toContain('upgrade-insecure-requests');
  });

  it('upgrades insecure requests only when the shop is served over https', () => {
    expect(cspHeader(cspDirectives([], true))).toContain('upgrade-insecure-requests');
  });

  it('takes origins from absolute http(s) URLs only', () => {
    expect(absoluteOrigin('https://cdn.example.gr/catalog/1.2.0/mf-manifest.json')).toBe(
      'https://cdn.example.gr',
    );
    expect(absoluteOrigin('/remotes/catalog/mf-manifest.json')).toBeNull();
    expect(absoluteOrigin('javascript:alert(1)')).toBeNull();
  });
});
