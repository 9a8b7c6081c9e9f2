import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, startupProblem } from './config.ts';

describe('loadConfig', () => {
  it('has safe defaults: localhost only, embedded SQLite under bff/data, demo buyer', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, env: 'development', seedDemoUser: true });
    expect(config.database).toEqual({
      kind: 'sqlite',
      file: path.resolve(import.meta.dirname, '../data/shop.db'),
    });
    expect(config.frontends.shellDist).toBe(path.resolve(import.meta.dirname, '../../shell/dist'));
    expect(config.frontends.remotes.catalog.distDir).toBe(
      path.resolve(import.meta.dirname, '../../catalog-mfe/dist'),
    );
    expect(config.cookieSecure).toBe(false);
  });

  it('switches to PostgreSQL, production cookies and remote overrides from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/shop',
      PORT: '8080',
      REMOTE_CATALOG_URL: 'https://cdn.example/catalog/mf-manifest.json',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://db/shop' });
    expect(config.seedDemoUser).toBe(false);
    expect(config.cookieSecure).toBe(true);
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://shop.example');
    expect(config.frontends.remotes.catalog.manifestUrl).toBe('https://cdn.example/catalog/mf-manifest.json');
    expect(config.frontends.remotes.basket.manifestUrl).toBeNull();
    expect(loadConfig({ DATABASE_URL: 'postgres://db/shop', SEED_DEMO_USER: '1' }).seedDemoUser).toBe(true);
  });

  it('logs at warn in production and info in development unless LOG_LEVEL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).logLevel).toBe('warn');
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'info' }).logLevel).toBe('info');
  });

  it('ignores a nonsensical port', () => {
    expect(loadConfig({ PORT: 'abc' }).port).toBe(3000);
    expect(loadConfig({ PORT: '70000' }).port).toBe(3000);
  });
});

describe('links in mails and startupProblem', () => {
  it('builds links from PUBLIC_URL, else http://localhost:<port>', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.gr/' }).linkOrigin).toBe('https://shop.example.gr');
    expect(loadConfig({ PORT: '3100' }).linkOrigin).toBe('http://localhost:3100');
  });

  it('refuses production without PUBLIC_URL unless the shop listens on loopback only', () => {
    const problem = startupProblem(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }));
    expect(problem).toBe(
      'PUBLIC_URL is not set: in production the links the shop mails need its public address, e.g. ' +
        'PUBLIC_URL=https://shop.example.gr (or HOST=127.0.0.1 to serve this machine only).',
    );
    expect(startupProblem(loadConfig({ NODE_ENV: 'production', HOST: '10.0.0.5' }))).toMatch(/^PUBLIC_URL/);
    for (const HOST of ['127.0.0.1', '::1', 'localhost', '127.0.1.1']) {
      expect(startupProblem(loadConfig({ NODE_ENV: 'production', HOST }))).toBeNull();
    }
    expect(
      startupProblem(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0', PUBLIC_URL: 'https://a.gr' })),
    ).toBeNull();
    expect(startupProblem(loadConfig({ HOST: '0.0.0.0' }))).toBeNull();
  });

  it.each([
    'shop.example.gr',
    'ftp://shop.example.gr',
    'https://shop.example.gr/shop',
    'https://user:pass@shop.example.gr',
    'https://shop.example.gr/?next=x',
  ])('refuses PUBLIC_URL=%s: links need the shop’s address alone', (PUBLIC_URL) => {
    expect(startupProblem(loadConfig({ PUBLIC_URL }))).toBe(
      `PUBLIC_URL must be the shop's address alone, as https://shop.example.gr (it is "${PUBLIC_URL.replace(/\/+$/, '')}").`,
    );
  });
});
