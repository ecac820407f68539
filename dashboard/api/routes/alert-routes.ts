// Alert routes, mounted when `vigil serve` runs the alerts stage: rules CRUD, test (a saved
// rule or an unsaved one) over recorded windows, mute/unmute, fired alerts (newest first),
// one alert with its events and deliveries, ack, delete, dead letters. Bodies go to the
// alerts service, which owns the rule schema: a malformed rule is a 400 naming every bad
// field and changes nothing.
import { z } from 'zod';
import { toIso } from '../../../core/time.ts';
import { route, type RouteSpec } from '../route.ts';
import { IsoTimeSchema, CameraIdSchema, intString } from '../schemas.ts';
import type { ApiServices } from '../services.ts';
import { alertView, type AlertsService } from '../alerts-seam.ts';
import { keyframeUrl } from './window-routes.ts';

const RuleParams = z.strictObject({ id: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'a rule id') });
const AlertParams = z.strictObject({ id: z.string().max(200).regex(/^[a-z0-9][a-z0-9_-]{0,63}:[a-z0-9][a-z0-9_-]{0,63}:\d{1,16}$/, 'an alert id <rule>:<camera>:<startMs>') });
const RuleBody = z.record(z.string(), z.unknown()).describe('A rule: {id, template, values, cameras, zone?, schedule?, minConfidence?, cooldownSeconds?, endAfterSeconds?, severity?, deliveries?, enabled?} (see vigil alerts)');
const Range = { from: IsoTimeSchema, to: IsoTimeSchema };

function ruleView(r: { mutedUntil: number | null }): Record<string, unknown> {
  return { ...r, mutedUntil: r.mutedUntil === null ? null : toIso(r.mutedUntil) };
}

export function alertRoutes(s: ApiServices, a: AlertsService): RouteSpec[] {
  const view = (x: Parameters<typeof alertView>[0]) => alertView(x, (p) => keyframeUrl(s.dataDir, p));
  const report = (r: unknown) => JSON.parse(JSON.stringify(r, (_k, v) => (typeof v === 'string' && v.startsWith(s.dataDir) ? keyframeUrl(s.dataDir, v) : v)));
  return [
    route({ method: 'get', path: '/api/alerts/rules', tag: 'alerts', role: 'viewer', summary: 'Alert rules', handler: () => ({ rules: a.listRules().map(ruleView) }) }),
    route({ method: 'post', path: '/api/alerts/rules', tag: 'alerts', role: 'admin', summary: 'Add a rule (validated; nothing stored when invalid)', body: RuleBody, statuses: { 409: 'The id is taken' },
      handler: (c, { body }) => c.json({ rule: ruleView(a.addRule(body)) }, 201) }),
    route({ method: 'post', path: '/api/alerts/test', tag: 'alerts', role: 'admin', summary: 'What an unsaved rule would have fired over recorded windows of [from, to)',
      body: z.strictObject({ rule: RuleBody, ...Range }), handler: async (_c, { body, signal }) => ({ report: report(await a.test(body.rule, { from: body.from, to: body.to }, signal)) }) }),
    route({ method: 'get', path: '/api/alerts/dead-letters', tag: 'alerts', role: 'viewer', summary: 'Deliveries that failed for good', handler: () => ({ deliveries: a.deadLetters() }) }),
    route({ method: 'get', path: '/api/alerts/rules/:id', tag: 'alerts', role: 'viewer', summary: 'One rule', params: RuleParams, statuses: { 404: 'No such rule' }, handler: (_c, { params }) => ({ rule: ruleView(a.getRule(params.id)) }) }),
    route({ method: 'patch', path: '/api/alerts/rules/:id', tag: 'alerts', role: 'admin', summary: 'Change fields of a rule', params: RuleParams, body: RuleBody, statuses: { 404: 'No such rule' },
      handler: (_c, { params, body }) => ({ rule: ruleView(a.updateRule(params.id, body)) }) }),
    route({ method: 'delete', path: '/api/alerts/rules/:id', tag: 'alerts', role: 'admin', summary: 'Remove a rule', params: RuleParams, statuses: { 404: 'No such rule' },
      handler: (_c, { params }) => { a.removeRule(params.id); return { removed: params.id }; } }),
    route({ method: 'post', path: '/api/alerts/rules/:id/test', tag: 'alerts', role: 'admin', summary: 'What a rule would have fired over recorded windows of [from, to)', params: RuleParams,
      body: z.strictObject(Range), statuses: { 404: 'No such rule' }, handler: async (_c, { params, body, signal }) => ({ report: report(await a.test(params.id, body, signal)) }) }),
    route({ method: 'post', path: '/api/alerts/rules/:id/mute', tag: 'alerts', role: 'admin', summary: 'Mute a rule until a time', params: RuleParams, body: z.strictObject({ until: IsoTimeSchema }),
      statuses: { 404: 'No such rule' }, handler: (_c, { params, body }) => ({ rule: ruleView(a.mute(params.id, body.until)) }) }),
    route({ method: 'post', path: '/api/alerts/rules/:id/unmute', tag: 'alerts', role: 'admin', summary: 'Unmute a rule', params: RuleParams, statuses: { 404: 'No such rule' },
      handler: (_c, { params }) => ({ rule: ruleView(a.unmute(params.id)) }) }),
    route({
      method: 'get', path: '/api/alerts', tag: 'alerts', role: 'viewer', summary: 'Fired alerts overlapping [from, to), newest first',
      query: z.strictObject({ from: IsoTimeSchema.optional(), to: IsoTimeSchema.optional(), rule: RuleParams.shape.id.optional(), camera: CameraIdSchema.optional(), state: z.enum(['open', 'ended']).optional(), limit: intString(1, 1000, 100) }),
      handler: (_c, { query }) => ({ alerts: a.listAlerts(query).map(view) }),
    }),
    route({ method: 'get', path: '/api/alerts/:id', tag: 'alerts', role: 'viewer', summary: 'One fired alert with its events and deliveries', params: AlertParams, statuses: { 404: 'No such alert' },
      handler: (_c, { params }) => {
        const r = a.getAlert(params.id);
        return { alert: view(r.alert), events: r.events.map((e) => ({ ...e, before: e.before ? view(e.before) : null, after: view(e.after) })), deliveries: r.deliveries };
      } }),
    route({ method: 'post', path: '/api/alerts/:id/ack', tag: 'alerts', role: 'viewer', summary: 'Acknowledge a fired alert', params: AlertParams, statuses: { 404: 'No such alert' },
      handler: (_c, { params, role }) => ({ alert: view(a.ack(params.id, role ?? 'user')) }) }),
    route({ method: 'delete', path: '/api/alerts/:id', tag: 'alerts', role: 'admin', summary: 'Delete a fired alert (its footage is no longer pinned)', params: AlertParams, statuses: { 404: 'No such alert' },
      handler: (_c, { params }) => { a.deleteAlert(params.id); return { removed: params.id }; } }),
  ];
}
