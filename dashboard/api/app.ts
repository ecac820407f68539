// The HTTP API as a Hono app: routes registered from their specs (auth by role, zod-parsed
// params, query and body), one onError that renders every error as {error: {code, message}},
// body size limits, the OpenAPI document from the same specs, /healthz open, and the web UI
// (dashboard/web/dist when built) or a small login page at /.
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, type Logger } from '../../core/logger.ts';
import { allows, authenticate } from '../auth/authenticate.ts';
import { forbidden, HttpUserError, renderError, tooLarge, unauthorized } from './http-errors.ts';
import { openApiDocument } from './openapi.ts';
import { parseInput, queryObject, type RouteSpec } from './route.ts';
import type { ApiServices } from './services.ts';
import { cameraRoutes } from './routes/camera-routes.ts';
import { windowRoutes } from './routes/window-routes.ts';
import { recordingRoutes } from './routes/recording-routes.ts';
import { askRoutes } from './routes/ask-routes.ts';
import { authRoutes } from './routes/auth-routes.ts';
import { systemRoutes } from './routes/system-routes.ts';
import { alertRoutes } from './routes/alert-routes.ts';
import { probeSnapshotRoutes } from './routes/probe-snapshot-routes.ts';
import { serveWeb } from './web-seam.ts';

export const MAX_BODY_BYTES = 64 * 1024;
const DRAIN_MAX_BYTES = 4 * 1024 * 1024;
export const PUBLIC_PATHS = ['/healthz', '/login', '/api/login', '/ (the web UI shell)'];

export interface ApiApp {
  app: Hono;
  routes: RouteSpec[];
  document: Record<string, unknown>;
}

async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpUserError(415, 'unsupported_media_type', 'send the body as application/json');
  const text = await c.req.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpUserError(400, 'invalid_json', 'the body is not valid JSON');
  }
}

function register(app: Hono, spec: RouteSpec, s: ApiServices): void {
  app.on(spec.method.toUpperCase(), spec.path, async (c) => {
    const role = authenticate(s.auth, { authorization: c.req.header('authorization'), cookie: c.req.header('cookie') });
    if (spec.role !== 'public') {
      if (!role) throw unauthorized();
      if (!allows(role, spec.role)) throw forbidden();
    }
    const params = parseInput(spec.params, c.req.param(), 'path');
    const query = parseInput(spec.query ?? (undefined as never), queryObject(c.req.url), 'query');
    const body = spec.body ? parseInput(spec.body, await readJsonBody(c), 'body') : undefined;
    const out = await spec.handler(c, { params, query, body, role, signal: c.req.raw.signal });
    return out instanceof Response ? out : c.json(out as object);
  });
}

export function createApiApp(s: ApiServices, o: { log?: Logger } = {}): ApiApp {
  const log = o.log ?? createLogger({ stage: 'http' });
  const app = new Hono();
  let document: Record<string, unknown> = {};
  const routes: RouteSpec[] = [
    ...authRoutes(s), ...systemRoutes(s, () => document), ...cameraRoutes(s), ...windowRoutes(s),
    ...recordingRoutes(s), ...askRoutes(s), ...probeSnapshotRoutes(s), ...(s.alerts ? alertRoutes(s, s.alerts) : []),
  ];
  document = openApiDocument(routes, { version: s.version, publicPaths: PUBLIC_PATHS });

  app.use('*', async (c, next) => {
    const t0 = performance.now();
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'no-referrer');
    const routePath = c.req.routePath ?? 'unmatched';
    s.metrics.httpRequests.observe({ method: c.req.method, route: routePath, status: String(c.res.status) }, (performance.now() - t0) / 1000);
  });
  app.use('*', async (c, next) => {
    // A declared length over the limit: read (and drop) a moderately larger body before the
    // 413, so the client, still sending, gets the answer instead of a reset connection.
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > MAX_BODY_BYTES) {
      if (declared <= DRAIN_MAX_BYTES) await c.req.raw.arrayBuffer().catch(() => undefined);
      throw tooLarge(MAX_BODY_BYTES);
    }
    await next();
  });
  // Bodies without a declared length (chunked) are counted as they stream.
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: () => { throw tooLarge(MAX_BODY_BYTES); } }));
  app.get('/healthz', (c) => c.json({ ok: true, version: s.version }));
  for (const spec of routes) register(app, spec, s);
  serveWeb(app, s.webDir && existsSync(join(s.webDir, 'index.html')) ? s.webDir : undefined);

  app.notFound((c) => c.json({ error: { code: 'not_found', message: `no route ${c.req.method} ${new URL(c.req.url).pathname}` } }, 404));
  app.onError((err, c) => {
    const r = renderError(err);
    if (r.status >= 500) log.error('request failed', { method: c.req.method, path: new URL(c.req.url).pathname, error: err });
    return c.json(r.body, r.status as 500, r.headers);
  });
  return { app, routes, document };
}
