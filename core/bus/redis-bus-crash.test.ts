// Crash safety of the Redis bus (issue 5): an indexer process is killed with SIGKILL while it
// holds pending entries — some before their index write, some after the write but before the
// ack. A restarted indexer reclaims them (XAUTOCLAIM) and every window is completed exactly
// once; the index (an idempotent upsert by window id) holds each window once; entries that
// were acked are never delivered again, and a later replay indexes nothing.
import { describe, it, expect, beforeAll, afterAll } from 'vitest';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { RedisBus } from './redis-bus.ts';
import { testWindow, waitFor, sleep } from './bus-conformance.ts';
import { startRedisServer, type RedisServer } from '../../tests/helpers/redis-server.ts';

const CHILD = fileURLToPath(new URL('./testing/dying-consumer.ts', import.meta.url));
const TOTAL = 30;
const CLAIM_IDLE_MS = 400;

let server: RedisServer;
beforeAll(async () => { server = await startRedisServer(); });
afterAll(async () => { await server?.stop(); });

function startDoomedIndexer(prefix: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, REDIS_URL: server.url, BUS_PREFIX: prefix, CLAIM_IDLE_MS: String(CLAIM_IDLE_MS) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const ready = waitFor(() => out.includes('ready') || child.exitCode !== null, 20_000, 'child ready')
    .then(() => { if (!out.includes('ready')) throw new Error(`dying consumer failed to start:\n${out}`); });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  return { child, ready, exited };
}

describe('Redis bus: a consumer killed with SIGKILL', () => {
  it('leaves nothing lost and nothing indexed twice after another consumer reclaims', async () => {
    await server.flush();
    const prefix = server.freshPrefix('crash');
    const store = createClient({ url: server.url });
    await store.connect();
    const doomed = startDoomedIndexer(prefix);
    await doomed.ready;

    const producer = await RedisBus.connect({ url: server.url, keyPrefix: prefix });
    for (let i = 0; i < TOTAL; i++) await producer.publish('window.closed', { window: testWindow(i) });
    const stream = producer.streamKey('window.closed');
    const pendingCount = async () => Number((await store.xPending(stream, 'indexer')).pending);
    // Wait until the child has started every handler and acked the third that complete.
    const completedByChild = Math.floor(TOTAL / 3);
    const settled = async () => (await store.hLen(`${prefix}test:started`)) === TOTAL && (await pendingCount()) === TOTAL - completedByChild;
    for (let t = Date.now(); !(await settled()); await sleep(20)) if (Date.now() - t > 20_000) throw new Error('child never settled');

    doomed.child.kill('SIGKILL');
    await doomed.exited;

    // The restarted indexer: the same idempotent handler, now healthy.
    const seenByRestart: string[] = [];
    const newWrites = new Map<string, number>();
    const indexer = await RedisBus.connect({ url: server.url, keyPrefix: prefix, claimIdleMs: CLAIM_IDLE_MS, reclaimIntervalMs: 100, blockMs: 100 });
    await indexer.subscribe('window.closed', 'indexer', async ({ window }) => {
      seenByRestart.push(window.id);
      newWrites.set(window.id, await store.sAdd(`${prefix}test:indexed`, window.id));
      await store.hIncrBy(`${prefix}test:completed`, window.id, 1);
    }, { concurrency: 4 }).ready();
    await waitFor(() => seenByRestart.length >= TOTAL - completedByChild, 20_000, 'reclaimed entries');
    for (let t = Date.now(); (await pendingCount()) > 0; await sleep(20)) if (Date.now() - t > 10_000) throw new Error('entries still pending');

    const completed = await store.hGetAll(`${prefix}test:completed`);
    expect(Object.keys(completed).length).toBe(TOTAL);
    expect(Object.values(completed).every((v) => v === '1')).toBe(true); // each window acked exactly once
    expect(await store.sCard(`${prefix}test:indexed`)).toBe(TOTAL);
    expect(new Set(seenByRestart).size).toBe(seenByRestart.length);
    for (let i = 0; i < TOTAL; i++) {
      const id = testWindow(i).id;
      if (i % 3 === 2) expect(seenByRestart).not.toContain(id); // acked by the dead consumer: never again
      if (i % 3 === 1) expect(newWrites.get(id)).toBe(0);       // written before the crash: the upsert adds nothing
      if (i % 3 === 0) expect(newWrites.get(id)).toBe(1);       // never written: indexed now
    }
    expect(indexer.stats().reclaimed).toBe(TOTAL - completedByChild);
    expect(await store.xLen(indexer.deadLetterKey('window.closed'))).toBe(0);
    await indexer.close();

    // Replay after another restart: nothing is pending, so nothing is delivered or indexed again.
    const replayed: string[] = [];
    const again = await RedisBus.connect({ url: server.url, keyPrefix: prefix, claimIdleMs: CLAIM_IDLE_MS, reclaimIntervalMs: 100, blockMs: 100 });
    await again.subscribe('window.closed', 'indexer', async ({ window }) => { replayed.push(window.id); }).ready();
    await sleep(CLAIM_IDLE_MS * 3);
    expect(replayed).toEqual([]);
    await producer.publish('window.closed', { window: testWindow(TOTAL) });
    await waitFor(() => replayed.length === 1, 5000, 'the new window');
    expect(replayed).toEqual([testWindow(TOTAL).id]);
    await Promise.all([again.close(), producer.close(), store.close()]);
  });
});
