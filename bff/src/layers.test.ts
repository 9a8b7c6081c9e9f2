import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The BFF's layers point one way: routes → domain → repositories → db, plugins for infrastructure
 * (decision 0032). These checks read the sources, so a change that turns an arrow around fails here.
 */

const src = dirname(fileURLToPath(import.meta.url));

function sources(folder: string): string[] {
  return readdirSync(join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(folder, file));
}

/** The top folders of `src` a file imports from (relative imports only). */
function importedLayers(file: string): string[] {
  const text = readFileSync(join(src, file), 'utf8');
  return [...text.matchAll(/from '(\.[^']+)'/g)].map((match) => {
    const target = relative(src, resolve(dirname(join(src, file)), match[1] ?? ''));
    return target.split(/[\\/]/)[0] ?? '';
  });
}

const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom|transaction)\(|\bsql`/;

describe("the BFF's layers", () => {
  it('repositories import neither the domain, plugins nor routes', () => {
    expect(
      sources('repositories').filter((file) =>
        importedLayers(file).some((layer) => ['domain', 'plugins', 'routes', 'route-kits'].includes(layer)),
      ),
    ).toEqual([]);
  });

  it('the domain imports no plugin, route or route kit (types of plugins neither)', () => {
    expect(
      sources('domain').filter((file) =>
        importedLayers(file).some((layer) => ['plugins', 'routes', 'route-kits'].includes(layer)),
      ),
    ).toEqual([]);
  });

  it('routes and route kits run no SQL: they call the domain', () => {
    expect(
      [...sources('routes'), ...sources('route-kits')].filter((file) =>
        SQL.test(readFileSync(join(src, file), 'utf8')),
      ),
    ).toEqual([]);
  });

  it("the order loop's domain decides and leaves the SQL to repositories", () => {
    expect(
      sources('domain/requests').filter((file) =>
        /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql`/.test(
          readFileSync(join(src, file), 'utf8'),
        ),
      ),
    ).toEqual([]);
  });

  it('mail is queued one way: by the domain, in the transaction of what it announces', () => {
    const everything = sources('.').filter((file) => !file.startsWith('repositories'));
    expect(
      everything.filter((file) => /mailOutbox\.enqueue\(/.test(readFileSync(join(src, file), 'utf8'))),
    ).toEqual([]);
  });
});
