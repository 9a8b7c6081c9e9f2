import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

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
