// Alert routes, mounted only when an alerts stage is running (see alerts-seam.ts): rules
// CRUD, test a rule, fired alerts, ack, mute. Bodies are handed to the alerts service, which
// owns the rule schema and validates them.
import { z } from 'zod';
import { notFound } from '../http-errors.ts';
import { route, type RouteSpec } from '../route.ts';
import { IsoTimeSchema, CameraIdSchema, intString } from '../schemas.ts';
import type { AlertsService } from '../alerts-seam.ts';

const IdParams = z.strictObject({ id: z.string().regex(/^[A-Za-z0-9_.:-]{1,128}$/) });
const AnyBody = z.record(z.string(), z.unknown());

export function alertRoutes(a: AlertsService): RouteSpec[] {
  const rule = async (id: string) => (await a.getRule(id)) ?? (() => { throw notFound(`rule ${id}`); })();
  return [
    route({ method: 'get', path: '/api/alerts/rules', tag: 'alerts', role: 'viewer', summary: 'Alert rules', handler: async () => ({ rules: await a.listRules() }) }),
    route({ method: 'post', path: '/api/alerts/rules', tag: 'alerts', role: 'admin', summary: 'Create a rule', body: AnyBody, handler: async (c, { body }) => c.json({ rule: await a.createRule(body) }, 201) }),
    route({ method: 'get', path: '/api/alerts/rules/:id', tag: 'alerts', role: 'viewer', summary: 'One rule', params: IdParams, handler: async (_c, { params }) => ({ rule: await rule(params.id) }) }),
    route({ method: 'put', path: '/api/alerts/rules/:id', tag: 'alerts', role: 'admin', summary: 'Replace a rule', params: IdParams, body: AnyBody, handler: async (_c, { params, body }) => { await rule(params.id); return { rule: await a.updateRule(params.id, body) }; } }),
    route({ method: 'delete', path: '/api/alerts/rules/:id', tag: 'alerts', role: 'admin', summary: 'Delete a rule', params: IdParams, handler: async (_c, { params }) => { await rule(params.id); await a.deleteRule(params.id); return { removed: params.id }; } }),
    route({
      method: 'post', path: '/api/alerts/rules/:id/test', tag: 'alerts', role: 'admin', summary: 'Evaluate a rule on recorded windows without firing it', params: IdParams,
      body: z.strictObject({ from: IsoTimeSchema.optional(), to: IsoTimeSchema.optional() }),
      handler: async (_c, { params, body }) => { await rule(params.id); return { result: await a.testRule(params.id, body.from !== undefined && body.to !== undefined ? { from: body.from, to: body.to } : undefined) }; },
    }),
    route({
      method: 'post', path: '/api/alerts/rules/:id/mute', tag: 'alerts', role: 'admin', summary: 'Mute a rule until a time', params: IdParams,
      body: z.strictObject({ until: IsoTimeSchema }),
      handler: async (_c, { params, body }) => { await rule(params.id); return { rule: await a.mute(params.id, body.until) }; },
    }),
    route({
      method: 'get', path: '/api/alerts', tag: 'alerts', role: 'viewer', summary: 'Fired alerts, newest first',
      query: z.strictObject({ from: IsoTimeSchema.optional(), to: IsoTimeSchema.optional(), rule: z.string().max(128).optional(), camera: CameraIdSchema.optional(), limit: intString(1, 1000, 100) }),
      handler: async (_c, { query }) => ({ alerts: await a.listFired(query) }),
    }),
    route({ method: 'post', path: '/api/alerts/:id/ack', tag: 'alerts', role: 'viewer', summary: 'Acknowledge a fired alert', params: IdParams, handler: async (_c, { params }) => ({ alert: await a.ack(params.id) }) }),
  ];
}
