import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/index.ts';

interface Operation {
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type Paths = Record<string, Record<string, Operation>>;

let app: FastifyInstance;
let paths: Paths;
beforeAll(async () => {
  app = await buildTestApp();
  paths = (await app.inject({ url: '/api/openapi.json' })).json<{ paths: Paths }>().paths;
});
afterAll(async () => {
  await app.close();
});

const operations: Array<[string, string, string | null]> = [
  ['get', '/api/basket', null],
  ['delete', '/api/basket', null],
  ['post', '/api/basket/lines', 'application/json'],
  ['patch', '/api/basket/lines/{productId}', 'application/json'],
  ['delete', '/api/basket/lines/{productId}', null],
  ['put', '/api/basket/lines/{productId}/brand-logo', 'application/json'],
  ['delete', '/api/basket/lines/{productId}/brand-logo', null],
  ['post', '/api/orders', 'application/json'],
  ['get', '/api/orders', null],
  ['get', '/api/orders/{reference}', null],
  ['post', '/api/samples', 'application/json'],
  ['get', '/api/samples', null],
  ['post', '/api/custom-requests', 'multipart/form-data'],
  ['get', '/api/custom-requests', null],
  ['get', '/api/custom-requests/{reference}', null],
  ['post', '/api/contact', 'application/json'],
  ['post', '/api/uploads', 'multipart/form-data'],
  ['get', '/api/uploads/{id}', null],
];

describe('OpenAPI of the commerce routes', () => {
  it.each(operations)('documents %s %s with request and response schemas', (method, path, bodyType) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path}`).toBeDefined();
    if (bodyType) expect(operation?.requestBody?.content[bodyType]?.schema).toBeDefined();
    const success = Object.entries(operation?.responses ?? {}).filter(([code]) => code.startsWith('2'));
    expect(success.length).toBeGreaterThan(0);
    for (const [, response] of success)
      expect(Object.values(response.content ?? {})[0]?.schema).toBeDefined();
  });

  it('describes the parts of the multipart bodies', () => {
    const custom = paths['/api/custom-requests']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(Object.keys(custom?.properties ?? {})).toEqual(
      expect.arrayContaining(['request', 'brandLabel', 'designFile.dress']),
    );
    const upload = paths['/api/uploads']?.post?.requestBody?.content['multipart/form-data']?.schema;
    expect(upload?.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
  });
});

describe('OpenAPI of the order loop and the office', () => {
  const all = () =>
    Object.entries(paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ path, method, operation })),
    );

  it('documents every office route with its summary, its answer and the 401 and 403 it gives', () => {
    const office = all().filter((op) => op.path.startsWith('/api/office/'));
    expect(office.length).toBeGreaterThanOrEqual(15);
    for (const { path, method, operation } of office) {
      const what = `${method} ${path}`;
      expect((operation as { summary?: string }).summary, what).toBeTruthy();
      expect(Object.keys(operation.responses), what).toEqual(expect.arrayContaining(['401', '403']));
      expect(
        Object.keys(operation.responses).some((code) => code.startsWith('2')),
        what,
      ).toBe(true);
    }
  });

  it('documents 400 wherever a body or a query is read, and 409 on every step of the loop', () => {
    for (const { path, method, operation } of all()) {
      if (!path.startsWith('/api/office/') && !path.endsWith('/actions') && !path.endsWith('/messages'))
        continue;
      const what = `${method} ${path}`;
      const codes = Object.keys(operation.responses);
      if (operation.requestBody) expect(codes, what).toContain('400');
      if (path.endsWith('/actions') || path.endsWith('/quotes')) expect(codes, what).toContain('409');
    }
    for (const path of ['/api/orders/{reference}/actions', '/api/custom-requests/{reference}/actions']) {
      expect(paths[path]?.post?.responses['409'], path).toBeDefined();
    }
  });
});
