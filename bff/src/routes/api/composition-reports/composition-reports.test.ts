import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, caller } from '../../../../test/index.ts';
import { refusalLine } from '../../../domain/composition/refusal-report.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const report = {
  area: 'basket',
  version: '20261128-1200-abc123',
  clashes: [{ kind: 'endpoints', name: 'catalogAttachBrandLogo', owner: 'catalog' }],
  problems: [],
};
const send = (body: unknown) => caller(app, null)('POST', '/api/composition-reports', body as object);

describe('POST /api/composition-reports', () => {
  it('takes a refusal from any visitor and answers 204', async () => {
    const response = await send(report);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });

  it.each([
    ['an area the shop does not have', { ...report, area: 'payments' }, 'area'],
    [
      'a kind of name that is not shared at run time',
      { ...report, clashes: [{ ...report.clashes[0], kind: 'routes' }] },
      'clashes',
    ],
    [
      'a name with markup',
      { ...report, clashes: [{ ...report.clashes[0], name: '<img src=x>' }] },
      'clashes',
    ],
    ['an extra field', { ...report, email: 'maria@boutique.gr' }, 'email'],
    ['a version with a path', { ...report, version: '../../etc/passwd' }, 'version'],
    ['too many problems', { ...report, problems: Array.from({ length: 21 }, () => 'x') }, 'problems'],
  ])('refuses %s with a 400 naming the field', async (_label, body, field) => {
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields ?? {}).join(' ')).toContain(field);
  });

  it('refuses a body that is not JSON without a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/composition-reports',
      headers: { 'content-type': 'application/json' },
      payload: '{"area": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBeTruthy();
  });

  it('answers 429 past the limit per minute', async () => {
    const limited = await buildTestApp({ authRateLimitMax: 2 });
    try {
      const post = () => caller(limited, null)('POST', '/api/composition-reports', report);
      expect((await post()).statusCode).toBe(204);
      expect((await post()).statusCode).toBe(204);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});

describe('the log line of a refusal', () => {
  it('names the area, its release and each name another area had', () => {
    expect(refusalLine(report as Parameters<typeof refusalLine>[0])).toBe(
      'composition refused in a browser: basket 20261128-1200-abc123 was not mounted: ' +
        'endpoint catalogAttachBrandLogo already added by catalog',
    );
    expect(
      refusalLine({ area: null, clashes: [], problems: ['only the shell adds global style sheets'] }),
    ).toBe(
      'composition refused in a browser: a release without an area was not mounted: only the shell adds global style sheets',
    );
  });
});
