import type { FastifyInstance } from 'fastify';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One operation of the API as its OpenAPI document describes it. */
export interface ApiOperation {
  method: HttpMethod;
  /** The OpenAPI path, e.g. `/api/orders/{reference}`. */
  path: string;
  /** How its body is sent: JSON, multipart (uploads) or none. */
  body: 'json' | 'multipart' | 'none';
  /** The JSON schema of the body (JSON routes), of the querystring and of the path parameters. */
  bodySchema: Record<string, unknown> | null;
  query: Array<{ name: string; schema: Record<string, unknown> }>;
  pathParams: Array<{ name: string; schema: Record<string, unknown> }>;
  headers: Array<{ name: string; schema: Record<string, unknown> }>;
}

interface OpenApiOperation {
  requestBody?: { content?: Record<string, { schema?: Record<string, unknown> }> };
  parameters?: Array<{ in: string; name: string; schema?: Record<string, unknown> }>;
}

/**
 * Every operation the BFF publishes (`/api/openapi.json`, generated from the route schemas), so tests
 * that must cover "every route" follow the routes as they are added.
 */
export async function apiOperations(app: FastifyInstance): Promise<ApiOperation[]> {
  const response = await app.inject({ url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`no OpenAPI document: ${response.statusCode}`);
  const doc = response.json<{ paths: Record<string, Record<string, OpenApiOperation>> }>();
  const operations: ApiOperation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    if (!path.startsWith('/api/')) continue;
    for (const [method, op] of Object.entries(byMethod)) {
      const content = op.requestBody?.content ?? {};
      const params = op.parameters ?? [];
      const of = (where: string) =>
        params.filter((p) => p.in === where).map((p) => ({ name: p.name, schema: p.schema ?? {} }));
      operations.push({
        method: method.toUpperCase() as HttpMethod,
        path,
        body: content['application/json'] ? 'json' : content['multipart/form-data'] ? 'multipart' : 'none',
        bodySchema: content['application/json']?.schema ?? null,
        query: of('query'),
        pathParams: of('path'),
        headers: of('header'),
      });
    }
  }
  return operations;
}

/** Plausible values for the path parameters of the shop's routes (existing or not). */
const SAMPLE_PATH_VALUES: Record<string, string> = {
  productId: '1',
  id: '1',
  reference: 'WS-2026-000001',
};

/** The operation's path with its parameters filled in (`/api/orders/WS-2026-000001`). */
export function sampleUrl(operation: ApiOperation, values: Record<string, string> = {}): string {
  return operation.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(values[name] ?? SAMPLE_PATH_VALUES[name] ?? 'x'),
  );
}

export const STATE_CHANGING: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
