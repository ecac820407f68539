// Redis-only behaviour of the bus, on a real redis-server with a fresh key space per test:
// dead letters (a handler that keeps failing, a malformed entry), a slow handler is not taken
// over while it runs, backlog-aware publishing, start-up errors, and createBus() from config.
import { describe, it, expect, beforeAll, afterAll, beforeEach, afterEach } from 'vitest';
import { createClient } from 'redis';
import { RedisBus, type RedisBusOptions } from './redis-bus.ts';
import { MemoryBus } from './memory-bus.ts';
import { createBus } from './create-bus.ts';
import { testWindow, waitFor, sleep } from './bus-conformance.ts';
import { ConfigSchema } from '../config/schema.ts';
import { SystemError } from '../errors.ts';
import { createLogger } from '../logger.ts';
import { startRedisServer, type RedisServer } from '../../tests/helpers/redis-server.ts';

let server: RedisServer;
let prefix = '';
let buses: RedisBus[] = [];
const logLines: string[] = [];
const log = createLogger({ stage: 'bus' }, { format: 'json', write: (l) => logLines.push(l) });

beforeAll(async () => { server = await startRedisServer(); });
afterAll(async () => { await server?.stop(); });
beforeEach(async () => {
  await server.flush();
  prefix = server.freshPrefix();
  buses = [];
  logLines.length = 0;
});
afterEach(async () => { await Promise.all(buses.map((b) => b.close())); });

async function bus(opts: Partial<RedisBusOptions> = {}): Promise<RedisBus> {
  const b = await RedisBus.connect({ url: server.url, keyPrefix: prefix, retryDelayMs: 10, blockMs: 100, log, ...opts });
  buses.push(b);
  return b;
}

async function deadLetters(b: RedisBus): Promise<Record<string, string>[]> {
  const store = createClient({ url: server.url });
  await store.connect();
  const entries = await store.xRange(b.deadLetterKey('window.closed'), '-', '+');
  await store.close();
  return entries.map((e) => e.message as Record<string, string>);
}

describe('Redis bus: dead letters', () => {
  it('moves an entry that fails maxDeliveries times to the dead-letter stream, acks it, and keeps going', async () => {
    const b = await bus({ maxDeliveries: 3 });
    const poison = testWindow(1).id;
    const attempts: number[] = [];
    const done: string[] = [];
    await b.subscribe('window.closed', 'indexer', async ({ window }, d) => {
      if (window.id === poison) { attempts.push(d.deliveries); throw new Error('cannot index this'); }
      done.push(window.id);
    }).ready();
    for (let i = 0; i < 3; i++) await b.publish('window.closed', { window: testWindow(i) });
    await waitFor(() => b.stats().deadLettered === 1, 10_000, 'dead letter');
    expect(attempts).toEqual([1, 2, 3]);
    expect(done.sort()).toEqual([testWindow(0).id, testWindow(2).id].sort());
    const [dead] = await deadLetters(b);
    expect(dead).toMatchObject({ topic: 'window.closed', group: 'indexer', deliveries: '3' });
    expect(dead.reason).toMatch(/failed 3 times; last: cannot index this/);
    expect(JSON.parse(dead.m).window.id).toBe(poison);
    expect(logLines.some((l) => l.includes('dead-letter'))).toBe(true);
    await sleep(100);
    expect(attempts.length).toBe(3);
  });

  it('dead-letters malformed entries without calling the handler', async () => {
    const b = await bus();
    const got: string[] = [];
    await b.subscribe('window.closed', 'indexer', async ({ window }) => { got.push(window.id); }).ready();
    const raw = createClient({ url: server.url });
    await raw.connect();
    await raw.xAdd(b.streamKey('window.closed'), '*', { m: JSON.stringify({ window: { id: 'x' } }) });
    await raw.xAdd(b.streamKey('window.closed'), '*', { garbage: 'yes' });
    await raw.close();
    await b.publish('window.closed', { window: testWindow(5) });
    await waitFor(() => b.stats().deadLettered === 2 && got.length === 1, 10_000, 'two dead letters');
    expect(got).toEqual([testWindow(5).id]);
    const reasons = (await deadLetters(b)).map((d) => d.reason);
    expect(reasons[0]).toMatch(/invalid window.closed message: window\.camera/);
    expect(reasons[1]).toMatch(/not JSON/);
  });
});

describe('Redis bus: reclaim and heartbeats', () => {
  it('does not hand a slow but live handler\'s entry to another consumer', async () => {
    const [b1, b2] = [await bus({ claimIdleMs: 300, reclaimIntervalMs: 50 }), await bus({ claimIdleMs: 300, reclaimIntervalMs: 50 })];
    const runs: string[] = [];
    const handler = (who: string) => async () => { runs.push(who); await sleep(1200); };
    await b1.subscribe('window.closed', 'indexer', handler('b1')).ready();
    await b1.publish('window.closed', { window: testWindow(1) });
    await waitFor(() => runs.length === 1, 5000, 'first run');
    await b2.subscribe('window.closed', 'indexer', handler('b2')).ready();
    await sleep(1500);
    expect(runs).toEqual(['b1']);
    expect(b2.stats().reclaimed).toBe(0);
  });
});

describe('Redis bus: connections', () => {
  it('releases the subscription\'s connection even when closed before it was ready', async () => {
    const b = await bus();
    const store = createClient({ url: server.url });
    await store.connect();
    const clients = async () => (await store.clientList()).length;
    const baseline = await clients();
    const sub = b.subscribe('window.closed', 'indexer', async () => {});
    await sub.close();
    await sleep(100);
    expect(await clients()).toBe(baseline);
    const sub2 = b.subscribe('window.closed', 'indexer', async () => {});
    await sub2.ready();
    expect(await clients()).toBe(baseline + 1);
    await b.close();
    await sleep(100);
    expect(await clients()).toBe(baseline - 1);
    await store.close();
  });
});

describe('Redis bus: backlog', () => {
  it('makes publish wait while a group is behind, then publishes anyway and counts it', async () => {
    const b = await bus({ maxBacklog: 5, backlogWaitMs: 200, backlogCheckMs: 0 });
    // A group whose consumer has gone: its backlog only grows.
    const sub = b.subscribe('window.closed', 'stalled', async () => {});
    await sub.ready();
    await sub.close();
    const t0 = Date.now();
    for (let i = 0; i < 7; i++) await b.publish('window.closed', { window: testWindow(i) });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(350); // the 6th and 7th waited ~200 ms each
    expect(b.stats()).toMatchObject({ published: 7, backlogWaits: 2, backlogOverflows: 2 });
    expect(await b.backlog()).toEqual([{ topic: 'window.closed', group: 'stalled', waiting: 7, pending: 0 }]);
    expect(logLines.some((l) => l.includes('backlog above maxBacklog'))).toBe(true);
  });

  it('counts a group\'s waiting entries itself when Redis cannot give its lag (entries deleted)', async () => {
    const b = await bus();
    const sub = b.subscribe('window.closed', 'stalled', async () => {});
    await sub.ready();
    await sub.close();
    for (let i = 0; i < 5; i++) await b.publish('window.closed', { window: testWindow(i) });
    const raw = createClient({ url: server.url });
    await raw.connect();
    try {
      const [, second] = await raw.xRange(b.streamKey('window.closed'), '-', '+');
      await raw.xDel(b.streamKey('window.closed'), second.id);
      const [g] = await raw.xInfoGroups(b.streamKey('window.closed'));
      expect(g.lag).toBeNull(); // what Redis 7 says after a deletion past the group's position
    } finally {
      await raw.quit();
    }
    expect(await b.backlog()).toEqual([{ topic: 'window.closed', group: 'stalled', waiting: 4, pending: 0 }]);
  });
});

describe('createBus and start-up errors', () => {
  it('fails fast with a redacted URL when Redis is unreachable', async () => {
    const url = 'redis://vigil:s3cret-pass@127.0.0.1:1';
    const err = await RedisBus.connect({ url, connectTimeoutMs: 500 }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SystemError);
    expect(String((err as Error).message)).toMatch(/cannot reach Redis at redis:\/\/vigil:\*\*\*@127\.0\.0\.1:1/);
    expect(String((err as Error).message)).not.toContain('s3cret');
    const cfg = ConfigSchema.parse({ backends: { bus: 'redis', redisUrl: url, redis: { connectTimeoutMs: 300 } } });
    await expect(createBus(cfg)).rejects.toThrow(/cannot reach Redis/);
  });

  it('returns the backend the config names, with backends.redis applied', async () => {
    const memory = await createBus(ConfigSchema.parse({}));
    expect(memory).toBeInstanceOf(MemoryBus);
    await memory.close();
    const cfg = ConfigSchema.parse({ backends: { bus: 'redis', redisUrl: server.url, redis: { keyPrefix: prefix, maxDeliveries: 7 } } });
    const redis = await createBus(cfg);
    expect(redis).toBeInstanceOf(RedisBus);
    buses.push(redis as RedisBus);
    expect((redis as RedisBus).options).toMatchObject({ keyPrefix: prefix, maxDeliveries: 7, claimIdleMs: 30_000, maxLen: 100_000 });
  });
});
