// Rule updates through the service (what PATCH /api/alerts/rules/:id and `vigil alerts update`
// call) on the real SQLite store: an update changes only the fields it names — nothing falls
// back to its default — the schedule's days and times change one at a time, null removes the
// zone, and a bad update names its field and changes nothing stored.
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseConfig } from '../core/config/index.ts';
import { openAlerts, RuleInputSchema, RulePatchSchema, RuleError, type OpenAlerts, type Rule } from './index.ts';

const SECRET_ENV = 'VIGIL_TEST_SERVICE_SECRET';
let dir: string, alerts: OpenAlerts, stored: Rule;

const open = () => openAlerts({
  config: parseConfig({ storage: { dataDir: dir }, cameras: [{ id: 'yard', url: 'synthetic:street' }, { id: 'dock', url: 'synthetic:street' }], alerts: { webhook: { secretEnv: SECRET_ENV }, mqtt: { url: 'mqtt://127.0.0.1:1883' } } }),
  env: { [SECRET_ENV]: 'x' },
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-alerts-service-'));
  alerts = open();
  // Every field away from its default, so a field reset to its default shows.
  stored = alerts.service.addRule({
    id: 'gate', template: 'is there a {thing} at the {zone}?', values: { thing: 'person', zone: 'gate' }, cameras: ['yard', 'dock'],
    zone: { name: 'gate', points: [[0.1, 0.1], [0.4, 0.1], [0.4, 0.5]] }, schedule: { days: ['mon', 'fri'], times: [{ from: '22:00', to: '06:00' }] },
    minConfidence: 0.85, cooldownSeconds: 300, endAfterSeconds: 45, severity: 'info',
    deliveries: [{ type: 'webhook', url: 'https://hooks.example/vigil' }, { type: 'mqtt' }], enabled: false, mutedUntil: Date.now() + 3_600_000,
  });
});
afterEach(async () => {
  await alerts.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('rule updates', () => {
  it('an update of the severity changes the severity and nothing else, in the store too', async () => {
    const updated = alerts.service.updateRule('gate', { severity: 'critical' });
    expect(updated).toEqual({ ...stored, severity: 'critical' });
    await alerts.close();
    alerts = open();
    expect(alerts.service.getRule('gate')).toEqual({ ...stored, severity: 'critical' });
  });

  it('the patch schema fills in no defaults and covers every field but the id', () => {
    expect(RulePatchSchema.parse({ severity: 'critical' })).toEqual({ severity: 'critical' });
    expect(RulePatchSchema.parse({ schedule: { days: ['sat'] } })).toEqual({ schedule: { days: ['sat'] } });
    expect(Object.keys(RulePatchSchema.shape).sort()).toEqual(Object.keys(RuleInputSchema.shape).filter((k) => k !== 'id').sort());
  });

  it('schedule days and times change one at a time; null (or the CLI\'s undefined) removes the zone', () => {
    expect(alerts.service.updateRule('gate', { schedule: { days: ['sat'] } }).schedule).toEqual({ days: ['sat'], times: [{ from: '22:00', to: '06:00' }] });
    expect(alerts.service.updateRule('gate', { schedule: { times: [{ from: '08:00', to: '09:00' }] } }).schedule).toEqual({ days: ['sat'], times: [{ from: '08:00', to: '09:00' }] });
    const { zone: _, ...withoutZone } = stored;
    expect(alerts.service.updateRule('gate', { zone: null, id: 'gate' })).toEqual({ ...withoutZone, schedule: { days: ['sat'], times: [{ from: '08:00', to: '09:00' }] } });
    alerts.service.updateRule('gate', { zone: stored.zone });
    expect(alerts.service.updateRule('gate', { zone: undefined }).zone).toBeUndefined();
  });

  it('a bad update names the field and changes nothing stored', () => {
    const before = alerts.service.getRule('gate');
    const bad = (patch: unknown) => { try { alerts.service.updateRule('gate', patch); } catch (e) { return e; } throw new Error('the update was accepted'); };
    const unknown = bad({ severity: 'critical', colour: 'red' }) as RuleError;
    expect(unknown).toBeInstanceOf(RuleError);
    expect(unknown.issues.join('\n')).toMatch(/colour/);
    expect((bad({ cooldownSeconds: -1 }) as RuleError).issues.join('\n')).toMatch(/^cooldownSeconds: /m);
    expect((bad({ schedule: { days: [] } }) as RuleError).issues.join('\n')).toMatch(/^schedule\.days: /m);
    expect((bad({ values: { thing: 'person' } }) as RuleError).issues.join('\n')).toMatch(/values\.zone/);
    expect((bad({ id: 'other' }) as RuleError).issues.join('\n')).toMatch(/cannot change/);
    expect(alerts.service.getRule('gate')).toEqual(before);
  });
});
