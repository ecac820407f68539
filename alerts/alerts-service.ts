// AlertsService: what the CLI and the HTTP server call (see the API shape in index.ts).
// Rules are validated (parseRule) before anything is stored, so a malformed rule changes
// nothing; deliveries that cannot work with this config (MQTT without a broker, Redis without
// the Redis bus, webhooks without a signing secret) are refused with a clear error.
import { EventEmitter } from 'node:events';
import type { Alert, AlertEvent } from '../core/alert.ts';
import { UserError } from '../core/errors.ts';
import type { Rule } from './rules/index.ts';
import { applyRulePatch, parseRule, RulePatchSchema, RuleError, type KnownCamera } from './rules/index.ts';
import type { AlertStore, AlertQuery, OutboxRow } from './store/index.ts';
import type { Verifier } from './evaluate/index.ts';
import { testRule, type RuleTestReport, type RuleTestSource } from './rule-test.ts';
import type { AlertPins } from './alert-pins.ts';

export class AlertNotFoundError extends UserError {
  readonly status = 404;
}

export interface AlertsServiceOptions {
  store: AlertStore;
  cameras: () => KnownCamera[];
  /** Which delivery kinds this config can carry out. */
  deliveries: { webhook: boolean; mqtt: boolean; redis: boolean };
  /** The second stage (made on first use: a VLM comes from the models registry). */
  verifier: () => Verifier | Promise<Verifier>;
  source: RuleTestSource;
  pins?: AlertPins;
  /** Where live alert events come from (the worker in this process, or the bus). */
  events?: EventEmitter;
  now?: () => number;
}

export type AlertListener = (e: AlertEvent) => void;

export class AlertsService {
  constructor(private readonly o: AlertsServiceOptions) {}

  listRules(): Rule[] {
    return this.o.store.listRules();
  }

  getRule(id: string): Rule {
    const r = this.o.store.getRule(id);
    if (!r) throw new AlertNotFoundError(`no alert rule "${id}" (vigil alerts list shows the rules)`);
    return r;
  }

  addRule(input: unknown): Rule {
    const rule = this.validate(input);
    if (this.o.store.getRule(rule.id)) throw new UserError(`alert rule "${rule.id}" exists already (use vigil alerts update)`);
    this.o.store.putRule(rule, this.now());
    return rule;
  }

  /** Changes the fields the patch names (RulePatchSchema); every other field stays as stored. */
  updateRule(id: string, patch: unknown): Rule {
    const current = this.getRule(id);
    if (!patch || typeof patch !== 'object' || Array.isArray(patch)) throw new RuleError('rule update is invalid', ['(update): expected an object of fields to change']);
    const { id: patchId, ...fields } = patch as Record<string, unknown>;
    if (patchId !== undefined && patchId !== id) throw new RuleError('rule update is invalid', ['id: a rule id cannot change (remove and add instead)']);
    // JSON says "remove the zone" with null; a JS caller (the CLI's --no-zone) may say it with undefined.
    if ('zone' in fields && fields.zone === undefined) fields.zone = null;
    const p = RulePatchSchema.safeParse(fields);
    if (!p.success) throw new RuleError(`update of rule ${id} is invalid`, p.error.issues.map((i) => `${i.path.length ? i.path.map(String).join('.') : '(update)'}: ${i.message}`));
    const rule = this.validate(applyRulePatch(current, p.data));
    this.o.store.putRule(rule, this.now());
    return rule;
  }

  removeRule(id: string): void {
    if (!this.o.store.deleteRule(id)) throw new AlertNotFoundError(`no alert rule "${id}"`);
  }

  /** Mutes until `until` (epoch ms, in the future). */
  mute(id: string, until: number): Rule {
    if (!(until > this.now())) throw new UserError('mute: the end of the mute must be in the future');
    return this.updateRule(id, { mutedUntil: until });
  }

  unmute(id: string): Rule {
    return this.updateRule(id, { mutedUntil: null });
  }

  async test(idOrRule: string | unknown, range: { from: number; to: number }, signal?: AbortSignal): Promise<RuleTestReport> {
    if (!(range.to > range.from)) throw new UserError('alerts test: --to must be after --from');
    const rule = typeof idOrRule === 'string' ? this.getRule(idOrRule) : this.validate(idOrRule);
    const zones = new Map(this.o.cameras().map((c) => [c.id, c.timezone]));
    return testRule(rule, range, { source: this.o.source, verifier: this.o.verifier(), timezones: (c) => zones.get(c) ?? 'UTC', signal });
  }

  listAlerts(q: AlertQuery = {}): Alert[] {
    return this.o.store.listAlerts(q);
  }

  getAlert(id: string): { alert: Alert; events: AlertEvent[]; deliveries: OutboxRow[] } {
    const alert = this.o.store.getAlert(id);
    if (!alert) throw new AlertNotFoundError(`no alert "${id}" (vigil alerts list --fired shows them)`);
    const deliveries = this.o.store.deliveries({ alert: id });
    return { alert, events: this.o.store.events(id), deliveries };
  }

  ack(id: string, by = 'user'): Alert {
    const { alert } = this.getAlert(id);
    const acked = { ...alert, acked: { at: this.now(), by } };
    this.o.store.saveAlert(acked);
    return acked;
  }

  /** Deletes a fired alert and lets retention have its footage again. */
  deleteAlert(id: string): void {
    const { alert } = this.getAlert(id);
    this.o.store.deleteAlert(id);
    this.o.pins?.release(alert);
  }

  deadLetters(): OutboxRow[] {
    return this.o.store.deliveries({ status: 'dead' });
  }

  /** Live alert.new / alert.update / alert.end; returns the unsubscribe function. */
  subscribe(listener: AlertListener): () => void {
    const ev = this.o.events;
    if (!ev) throw new UserError('no alerts worker runs in this process: live alert events need vigil run or vigil serve');
    const types = ['alert.new', 'alert.update', 'alert.end'];
    for (const t of types) ev.on(t, listener);
    return () => { for (const t of types) ev.off(t, listener); };
  }

  private validate(input: unknown): Rule {
    const rule = parseRule(input, this.o.cameras());
    const d = this.o.deliveries;
    const issues: string[] = [];
    for (const [i, x] of rule.deliveries.entries()) {
      if (x.type === 'webhook' && !d.webhook) issues.push(`deliveries.${i}: webhooks are signed, and no secret is set (set the environment variable named by alerts.webhook.secretEnv)`);
      if (x.type === 'mqtt' && !d.mqtt) issues.push(`deliveries.${i}: no MQTT broker is configured (alerts.mqtt.url)`);
      if (x.type === 'redis' && !d.redis) issues.push(`deliveries.${i}: Redis pub/sub needs backends.bus: redis`);
    }
    if (issues.length) throw new RuleError(`rule ${rule.id} is invalid`, issues);
    return rule;
  }

  private now(): number {
    return (this.o.now ?? Date.now)();
  }
}
