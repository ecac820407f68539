// `vigil alerts` as a user runs it, over a recorded synthetic day (24 h rendered at 0.2 fps and
// ingested through `vigil ingest`): `alerts test` lists the scripted events a rule asks about
// and nothing on the quiet stretches (the wrong colour, outside the zone, dusk and dawn); the
// schedule is read in the camera's time zone; malformed rules get every problem at once and
// change nothing stored; update, mute, list, remove and show work on the stored rule.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToFile } from '../testbed/synthetic/index.ts';
import { runVigil } from './helpers/cli.ts';
import { ALERT_DAY_SCENE } from './helpers/alert-day-scene.ts';

const DAY = Date.parse('2026-11-27T00:00:00Z');
const H = 3600;
const SCENE = ALERT_DAY_SCENE;
const RED_IN_ZONE = [[2 * H, 2 * H + 150], [22.5 * H, 22.5 * H + 120]].map(([a, b]) => [DAY + a * 1000, DAY + b * 1000]);

let dir: string;
let vigil: (args: string[]) => ReturnType<typeof runVigil>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-alerts-cli-'));
  const file = join(dir, 'day.mp4');
  await renderToFile(SCENE, { out: file, startMs: DAY });
  const config = join(dir, 'vigil.yaml');
  writeFileSync(config, `cameras:\n  - { id: yard, url: "synthetic:street", timezone: Europe/Berlin, enabled: false }\n`);
  vigil = (args) => runVigil(['--config', config, '--data-dir', join(dir, 'data'), ...args], { timeoutMs: 120_000 });
  const ingest = await vigil(['ingest', file, '--camera', 'yard', '--start', new Date(DAY).toISOString(), '--no-caption', '--no-progress', '--json']);
  expect(ingest.code, ingest.stderr).toBe(0);
}, 240_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ZONE = ['--zone', '0.5,0 1,0 1,1 0.5,1', '--zone-name', 'driveway'];
const RED = ['--template', 'is there a {thing} in the {zone}?', '--value', 'thing=red object', '--value', 'zone=driveway', '--camera', 'yard'];
const DAY_RANGE = ['--from', '2026-11-27T00:00:00Z', '--to', '2026-11-28T00:00:00Z'];

describe('vigil alerts over a recorded day', () => {
  it('refuses malformed rules with every problem named, storing nothing', async () => {
    const bad = await vigil(['alerts', 'add', 'bad', '--template', 'is there a {thing} in the {zone}?', '--value', 'thing=car', '--value', 'colour=red',
      '--camera', 'gate', '--zone', '0.5,0 1.4,0 1,1', '--time', '25:00-06:00']);
    expect(bad.code).toBe(2);
    for (const msg of ['values.zone: the template uses {zone}', 'values.colour: the template has no placeholder', 'cameras: unknown camera "gate"', 'zone.points.1: [1.4, 0] is outside the frame', 'schedule.times.0.from: use HH:MM']) {
      expect(bad.stderr).toContain(msg);
    }
    const hook = await vigil(['alerts', 'add', 'hook', ...RED, '--webhook', 'http://127.0.0.1:9/x']);
    expect(hook.code).toBe(2);
    expect(hook.stderr).toMatch(/webhooks are signed, and no secret is set/);
    const list = await vigil(['alerts', 'list', '--json']);
    expect(JSON.parse(list.stdout)).toEqual([]);
  }, 60_000);

  it('alerts test lists the scripted events and nothing on the quiet stretches', async () => {
    expect((await vigil(['alerts', 'add', 'red-zone', ...RED, ...ZONE])).code).toBe(0);
    const r = await vigil(['alerts', 'test', 'red-zone', ...DAY_RANGE, '--json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { windows: number; alerts: { start: string; end: string | null; confidence: number }[]; outcomes: Record<string, number> };
    expect(report.alerts).toHaveLength(2);
    report.alerts.forEach((a, i) => {
      const [from, to] = RED_IN_ZONE[i];
      expect(Date.parse(a.start)).toBeGreaterThanOrEqual(from - 10_000);
      expect(Date.parse(a.start)).toBeLessThan(from + 60_000);
      expect(Date.parse(a.end!)).toBeLessThanOrEqual(to + 10_000);
      expect(Date.parse(a.end!)).toBeGreaterThan(Date.parse(a.start));
    });
    expect(report.windows).toBeGreaterThan(100);
    // Most windows never reach the verifier.
    expect(report.outcomes.prefiltered).toBeGreaterThan(report.windows * 0.8);
    // Nothing was stored or fired by a test.
    expect(JSON.parse((await vigil(['alerts', 'list', '--fired', '--json'])).stdout)).toEqual([]);
  }, 90_000);

  it('reads the schedule in the camera time zone; update, mute, list, remove, show', async () => {
    // 00:00-06:00 in Berlin is 23:00-05:00 UTC: the 02:00 UTC event only, not the one at 22:30 UTC.
    expect((await vigil(['alerts', 'add', 'night', ...RED, ...ZONE, '--time', '00:00-06:00'])).code).toBe(0);
    const night = JSON.parse((await vigil(['alerts', 'test', 'night', ...DAY_RANGE, '--json'])).stdout) as { alerts: { start: string }[] };
    expect(night.alerts.map((a) => a.start.slice(0, 13))).toEqual(['2026-11-27T02']);
    const up = await vigil(['alerts', 'update', 'night', '--min-confidence', '0.99', '--json']);
    expect(JSON.parse(up.stdout)).toMatchObject({ id: 'night', minConfidence: 0.99, schedule: { times: [{ from: '00:00', to: '06:00' }] } });
    expect((await vigil(['alerts', 'mute', 'night', '--for', '2h'])).stdout).toMatch(/muted night until/);
    expect((await vigil(['alerts', 'list'])).stdout).toMatch(/night .* muted until/);
    expect((await vigil(['alerts', 'remove', 'night'])).code).toBe(0);
    const gone = await vigil(['alerts', 'show', 'night']);
    expect(gone.code).toBe(2);
    expect(gone.stderr).toMatch(/no alert rule "night"/);
  }, 120_000);
});
