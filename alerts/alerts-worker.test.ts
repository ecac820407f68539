// The alerts worker on the in-process bus, with windows published as ingest publishes them:
// an open window fires before it closes, the event goes out on the bus topics and to service
// subscribers, the closed and captioned stages of the same window update rather than re-fire,
// a rule edited in the store applies without a restart, and a restarted worker (same store)
// given the same windows again fires nothing new.
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemoryBus } from '../core/bus/index.ts';
import { parseConfig } from '../core/config/index.ts';
import type { Window, Track } from '../core/window.ts';
import type { AlertEvent } from '../core/alert.ts';
import { openAlerts, type OpenAlerts } from './index.ts';
import { until } from '../tests/helpers/until.ts';

const T = Date.parse('2026-11-30T12:00:00Z');
const track = (end: number): Track => ({ start: T, end, colour: 'red', direction: 'right-to-left', entering: true, leaving: false, from: { x: 0.9, y: 0.6 }, to: { x: 0.7, y: 0.6 }, size: 0.03, frames: Math.round((end - T) / 500) + 1 });
function window(end: number, closed = false): Window {
  return {
    id: `yard:${T}`, camera: 'yard', start: T, end, kind: 'activity', activity: { peak: 0.05, mean: 0.03, activeFrames: 8, frames: 8 },
    regions: [0, 0.2, 0, 0.3], grid: { cols: 2, rows: 2 }, motion: { path: [], direction: 'right-to-left', colours: ['red'], tracks: [track(end - 500)] },
    lighting: { state: 'day', level: 0.6, events: [] }, cut: false, keyframes: [], closedBy: closed ? 'activity-end' : 'max-length',
  };
}
const progress = (end: number) => { const { closedBy: _, ...w } = window(end); return w; };

let dir: string, bus: MemoryBus, alerts: OpenAlerts, busEvents: AlertEvent[], served: AlertEvent[];
const config = () => parseConfig({ storage: { dataDir: dir }, cameras: [{ id: 'yard', url: 'synthetic:street' }], alerts: { catchUpMinutes: 0 } });

async function start(): Promise<void> {
  alerts = openAlerts({ config: config(), bus });
  alerts.service.subscribe((e) => served.push(e));
  await alerts.worker!.start(new AbortController().signal);
}

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-alerts-worker-'));
  bus = new MemoryBus();
  busEvents = []; served = [];
  for (const t of ['alert.new', 'alert.update', 'alert.end'] as const) bus.subscribe(t, 'test', async (e) => { busEvents.push(e); });
  await start();
  alerts.service.addRule({ id: 'red', template: 'is there a {thing} in the {zone}?', values: { thing: 'red object', zone: 'driveway' }, cameras: ['yard'], zone: { points: [[0.5, 0], [1, 0], [1, 1], [0.5, 1]] }, endAfterSeconds: 3 });
});
afterEach(async () => {
  await alerts.close();
  await bus.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('AlertsWorker', () => {
  it('fires on an open window, updates from its later stages, ends on quiet, and says so on the bus', async () => {
    await bus.publish('window.progress', { window: progress(T + 2000) });
    await until('alert.new on the bus', () => busEvents.length === 1, 5000);
    expect(busEvents[0]).toMatchObject({ type: 'new', after: { rule: 'red', camera: 'yard', start: T, state: 'open' } });
    await bus.publish('window.progress', { window: progress(T + 8000) });
    await bus.publish('window.closed', { window: window(T + 10_000, true) });
    await alerts.worker!.whenIdle();
    const { closedBy: _, ...idle } = { ...window(T + 20_000), id: `yard:${T + 10_000}`, start: T + 10_000, kind: 'idle' as const, activity: { peak: 0, mean: 0, activeFrames: 0, frames: 20 }, motion: { path: [], direction: 'none' as const, colours: [], tracks: [] } };
    await bus.publish('window.progress', { window: idle });
    await until('alert.end on the bus', () => busEvents.some((e) => e.type === 'end'), 5000);
    expect(busEvents.filter((e) => e.type === 'new')).toHaveLength(1);
    expect(busEvents.map((e) => e.type)).toContain('update');
    expect(served.map((e) => e.key)).toEqual(busEvents.map((e) => e.key));
    expect(alerts.store.evaluatedRules(`yard:${T}`, 'closed')).toEqual(new Set(['red']));
  });

  it('sees a rule change without a restart and does not fire again after one', async () => {
    alerts.service.mute('red', Date.now() + 60_000);
    await bus.publish('window.progress', { window: progress(T + 2000) });
    await alerts.worker!.whenIdle();
    expect(busEvents).toHaveLength(0);
    alerts.service.unmute('red');
    await bus.publish('window.closed', { window: window(T + 4000, true) });
    await until('alert.new after the unmute', () => busEvents.length === 1, 5000);
    // Restart: a new worker on the same store gets the same window again (a redelivery).
    await alerts.close();
    await start();
    await bus.publish('window.closed', { window: window(T + 4000, true) });
    await bus.publish('window.progress', { window: progress(T + 5000) });
    await alerts.worker!.whenIdle();
    await new Promise((r) => setTimeout(r, 300));
    expect(busEvents.filter((e) => e.type === 'new')).toHaveLength(1);
  });
});
