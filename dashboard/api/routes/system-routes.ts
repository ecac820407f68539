// Status, metrics, the live-event socket's documentation entry and the OpenAPI document.
import { z } from 'zod';
import { HttpUserError } from '../http-errors.ts';
import { route, type RouteSpec } from '../route.ts';
import type { ApiServices } from '../services.ts';
import { cameraView } from './camera-routes.ts';

export function systemRoutes(s: ApiServices, document: () => unknown): RouteSpec[] {
  return [
    route({
      method: 'get', path: '/api/status', tag: 'system', role: 'viewer', summary: 'Every camera\'s status and the indexing counters',
      response: z.object({ version: z.string(), cameras: z.array(z.record(z.string(), z.unknown())), indexing: z.unknown() }),
      handler: () => ({
        version: s.version,
        cameras: s.cameras.list().map((e) => cameraView(e, s.cameras.status(e.camera.id))),
        indexing: s.indexingStats?.() ?? null,
      }),
    }),
    route({
      method: 'get', path: '/metrics', tag: 'system', role: 'viewer', summary: 'Prometheus metrics', produces: 'text/plain',
      handler: async (c) => c.body(await s.metrics.text(), 200, { 'Content-Type': s.metrics.contentType }),
    }),
    route({
      method: 'get', path: '/api/events', tag: 'system', role: 'viewer', produces: 'application/json',
      summary: 'WebSocket of live events (upgrade with a token or the session cookie): camera.state, camera.added, camera.removed, window.closed, window.indexed, alert.new/update/end',
      statuses: { 426: 'Not a WebSocket upgrade' },
      handler: () => { throw new HttpUserError(426, 'upgrade_required', 'this is a WebSocket endpoint: connect with ws:// and a token or session cookie'); },
    }),
    route({
      method: 'get', path: '/api/openapi.json', tag: 'system', role: 'viewer', summary: 'This API as an OpenAPI 3.1 document',
      handler: () => document(),
    }),
  ];
}
