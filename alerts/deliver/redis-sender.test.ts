// Redis pub/sub delivery on a real redis-server: a subscriber on <prefix>alerts receives the
// event; with Redis down the send throws (so the outbox retries) instead of hanging.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { createClient } from 'redis';
import { startRedisServer, type RedisServer } from '../../tests/helpers/redis-server.ts';
import { RedisSender } from './redis-sender.ts';
import type { AlertEvent } from '../../core/alert.ts';

let redis: RedisServer;
beforeAll(async () => { redis = await startRedisServer(); });
afterAll(async () => { await redis?.stop(); });

const event = { type: 'new', key: 'r:c:1#1', before: null, after: { id: 'r:c:1', rule: 'r', camera: 'c', question: 'q?', severity: 'info', state: 'open', start: 1, updated: 1, end: null, answer: 'a', confidence: 0.9, verifier: 'builtin', evidence: [], windows: [], recording: { from: 0, to: 2 }, seq: 1, firedAt: 1, acked: null } } satisfies AlertEvent;

describe('RedisSender', () => {
  it('publishes alert events on the alerts channel', async () => {
    const prefix = redis.freshPrefix('alerts');
    const sub = createClient({ url: redis.url });
    await sub.connect();
    const got: string[] = [];
    await sub.subscribe(`${prefix}alerts`, (m) => { got.push(m); });
    const sender = new RedisSender({ url: redis.url, channel: `${prefix}alerts` });
    await sender.send(event);
    await new Promise((r) => setTimeout(r, 200));
    expect(got.map((m) => JSON.parse(m).key)).toEqual(['r:c:1#1']);
    await sender.close();
    await sub.close();
  });

  it('throws when Redis cannot be reached', async () => {
    const sender = new RedisSender({ url: 'redis://127.0.0.1:9' });
    await expect(sender.send(event)).rejects.toThrow(/cannot reach Redis/);
    await sender.close();
  });
});
