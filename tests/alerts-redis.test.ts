// Redis pub/sub delivery end to end on real parts: a real redis-server (a throwaway one on a
// free loopback port), a live synthetic camera over the RTSP test server, and `vigil run` as a
// user runs it with `backends.bus: redis` (the stages talk over Redis Streams). A rule with a
// Redis delivery fires on the scripted event; a plain Redis subscriber on <keyPrefix>alerts
// receives alert.new, alert.update(s) and alert.end of that one alert, in order, and the same
// events are on the bus's alert.* streams.
//   feed 20-35 s: a red box zigzags in the driveway (right half); nothing else moves.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from 'redis';
import { startRtspTestServer, type RtspTestServer } from '../testbed/rtsp-test-server/index.ts';
import { loadConfig } from '../core/config/index.ts';
import { openAlerts, AlertEventSchema, type AlertEvent } from '../alerts/index.ts';
import { startRedisServer, redisCommand, type RedisServer } from './helpers/redis-server.ts';
import { runVigil } from './helpers/cli.ts';

const EVENT = 20, LEAVES = 35, RUN_SECONDS = 60;

let dir: string, configPath: string, prefix: string;
let redis: RedisServer, rtsp: RtspTestServer, sub: ReturnType<typeof createClient>;
let feedStartLow = 0, feedStartHigh = 0;
const received: { at: number; event: AlertEvent }[] = [];

function redBox() {
  const path = [{ t: EVENT, x: 1.12, y: 0.62 }];
  for (let t = EVENT + 2, i = 0; t <= LEAVES - 2; t += 3, i++) path.push({ t, x: i % 2 ? 0.62 : 0.85, y: 0.62 });
  path.push({ t: LEAVES, x: 1.12, y: 0.62 });
  return { id: 'red', colour: 'red', width: 0.14, height: 0.26, path };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vigil-alerts-redis-'));
  redis = await startRedisServer();
  prefix = redis.freshPrefix('alerts-e2e');
  sub = createClient({ url: redis.url });
  await sub.connect();
  await sub.subscribe(`${prefix}alerts`, (m) => { received.push({ at: Date.now(), event: AlertEventSchema.parse(JSON.parse(m)) }); });
  const scene = join(dir, 'scene.json');
  writeFileSync(scene, JSON.stringify({ name: 'alerts-redis', width: 320, height: 180, fps: 10, durationSeconds: 120, seed: 7, background: 'yard', noiseSigma: 1.5, objects: [redBox()] }));
  // The feed's time zero falls between asking the RTSP test server to start and it being ready.
  feedStartLow = Date.now();
  rtsp = await startRtspTestServer({ feeds: [{ path: '/yard', kind: 'synthetic', scene: `synthetic:${scene}` }] });
  feedStartHigh = Date.now();
  configPath = join(dir, 'vigil.yaml');
  writeFileSync(configPath, [
    `storage: { dataDir: "${join(dir, 'data')}" }`,
    'models: { builtin: { ocr: false, objects: false } }',
    `backends: { bus: redis, redisUrl: "${redis.url}", redis: { keyPrefix: "${prefix}" } }`,
    'cameras:',
    `  - { id: yard, url: "${rtsp.url('/yard')}", ingest: { connectTimeoutSeconds: 20 } }`,
  ].join('\n'));
  const alerts = openAlerts({ config: loadConfig({ file: configPath }) });
  alerts.service.addRule({
    id: 'red', template: 'is there a {thing} in the {zone}?', values: { thing: 'red object', zone: 'driveway' }, cameras: ['yard'],
    zone: { name: 'driveway', points: [[0.5, 0], [1, 0], [1, 1], [0.5, 1]] }, endAfterSeconds: 4, deliveries: [{ type: 'redis' }],
  });
  await alerts.close();
}, 60_000);

afterAll(async () => {
  await sub?.close();
  await rtsp?.stop();
  await redis?.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('Redis pub/sub delivery through vigil run on the Redis bus', () => {
  it('a subscriber receives alert.new, alert.update and alert.end of the scripted event', async () => {
    const run = await runVigil(['--config', configPath, '--log-format', 'json', 'run', '--status-every', '0', '--for', String(RUN_SECONDS)], { timeoutMs: (RUN_SECONDS + 60) * 1000 });
    expect(run.code, run.stderr.slice(-4000)).toBe(0);
    const events = received.map((r) => r.event);
    expect(events.map((e) => e.type), run.stderr.slice(-4000)).toContain('end');
    // One alert for the one event, told in order: new, update(s), end.
    expect(new Set(events.map((e) => e.after.id)).size).toBe(1);
    expect(events[0]).toMatchObject({ type: 'new', before: null, after: { rule: 'red', camera: 'yard', state: 'open', seq: 1 } });
    expect(events.at(-1)).toMatchObject({ type: 'end', after: { state: 'ended' } });
    expect(events.slice(1, -1).length).toBeGreaterThan(0);
    expect(events.slice(1, -1).every((e) => e.type === 'update')).toBe(true);
    expect(events.map((e) => e.after.seq)).toEqual(events.map((_, i) => i + 1));
    expect(new Set(events.map((e) => e.key)).size).toBe(events.length);
    // It is the scripted event: evidence starts once the box is in, within 10 s of its start.
    const a = events[0].after;
    expect(a.start).toBeGreaterThan(feedStartLow + (EVENT - 1) * 1000);
    expect(received[0].at - (feedStartLow + EVENT * 1000)).toBeLessThan(10_000);
    expect(a.evidence.length).toBeGreaterThan(0);
    expect(events.at(-1)!.after.end!).toBeLessThan(feedStartHigh + (LEAVES + 2) * 1000);
    // The bus carried the same events on its Redis streams.
    for (const [type, n] of [['new', 1], ['end', 1]] as const) expect(await redisCommand(redis.port, `XLEN ${prefix}alert.${type}`)).toBe(`:${n}`);
  }, 150_000);
});
