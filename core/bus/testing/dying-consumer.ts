// Child process for the crash test (redis-bus-crash.test.ts): an "indexer" consuming
// window.closed through a RedisBus, killed with SIGKILL by the test while it holds pending
// entries. Its handler plays three parts, by window number n (start offset / 10 s):
//   n % 3 == 0  hangs before the index write   (crash between caption and index write)
//   n % 3 == 1  writes the index, then hangs   (crash after the write, before the ack)
//   n % 3 == 2  writes the index and resolves  (acked; must never be delivered again)
// The "index" is a Redis set (SADD is an idempotent upsert keyed by window id); `started` and
// `completed` hashes count handler starts and completions per id for the test's assertions.
//   node --import tsx core/bus/testing/dying-consumer.ts   (env: REDIS_URL, BUS_PREFIX, CLAIM_IDLE_MS)
import { createClient } from 'redis';
import { RedisBus } from '../redis-bus.ts';

const url = process.env.REDIS_URL!;
const prefix = process.env.BUS_PREFIX!;
const store = createClient({ url });
await store.connect();
const bus = await RedisBus.connect({ url, keyPrefix: prefix, claimIdleMs: Number(process.env.CLAIM_IDLE_MS ?? 30_000), consumer: 'doomed' });
const sub = bus.subscribe('window.closed', 'indexer', async ({ window }) => {
  const n = Math.round((window.start - 1_700_000_000_000) / 10_000);
  await store.hIncrBy(`${prefix}test:started`, window.id, 1);
  if (n % 3 === 0) return new Promise<void>(() => {});
  await store.sAdd(`${prefix}test:indexed`, window.id);
  if (n % 3 === 1) return new Promise<void>(() => {});
  await store.hIncrBy(`${prefix}test:completed`, window.id, 1);
}, { concurrency: 64 });
await sub.ready();
process.stdout.write('ready\n');
