// The OpenAPI 3.1 document, generated from the route specs' zod schemas (JSON Schema
// 2020-12 is what OpenAPI 3.1 uses), so it always matches what the API validates.
import { z } from 'zod';
import type { RouteSpec } from './route.ts';
import { ApiErrorSchema } from './schemas.ts';

const jsonSchema = (s: z.ZodType, io: 'input' | 'output') => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
};

function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): unknown[] {
  if (!schema) return [];
  const js = jsonSchema(schema, 'input') as { properties?: Record<string, { description?: string }>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: s, ...(s.description ? { description: s.description } : {}),
  }));
}

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: jsonSchema(ApiErrorSchema, 'output') } } });

export function openApiDocument(routes: RouteSpec[], o: { version: string; publicPaths: string[] }): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
    const ok = r.response
      ? { description: 'OK', content: { 'application/json': { schema: jsonSchema(r.response, 'output') } } }
      : { description: 'OK', content: { [r.produces ?? 'application/json']: {} } };
    (paths[path] ??= {})[r.method] = {
      summary: r.summary,
      tags: [r.tag],
      'x-vigil-role': r.role,
      parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query')],
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(r.body, 'input') } } } } : {}),
      responses: {
        200: ok,
        400: errorResponse('Invalid request (the message names each bad field)'),
        401: errorResponse('No valid token or session'),
        ...(r.method !== 'get' && r.role === 'admin' ? { 403: errorResponse('The viewer token is read-only') } : {}),
        ...Object.fromEntries(Object.entries(r.statuses ?? {}).map(([s, d]) => [s, errorResponse(d)])),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'vigil API', version: o.version, description: `Every route needs a token (Authorization: Bearer <token>) or a session cookie from POST /api/login, except ${o.publicPaths.join(', ')}.` },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, session: { type: 'apiKey', in: 'cookie', name: 'vigil_session' } } },
    security: [{ bearer: [] }, { session: [] }],
    paths,
  };
}
