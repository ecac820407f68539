// The Redis Streams bus against the shared conformance suite, on a real redis-server started
// for this file on a free port; every test gets a fresh key space (a new key prefix, after a
// FLUSHALL). Each handle is a separate RedisBus (its own connections and consumer name), as
// separate processes would be. Redis-only behaviour (crash reclaim, dead letters, backlog,
// start-up errors) is in redis-bus-crash.test.ts and redis-bus-extra.test.ts.
import { beforeAll, afterAll } from 'vitest';
import { busConformance } from './bus-conformance.ts';
import { RedisBus } from './redis-bus.ts';
import { startRedisServer, type RedisServer } from '../../tests/helpers/redis-server.ts';

let server: RedisServer;
let prefix = '';
beforeAll(async () => { server = await startRedisServer(); });
afterAll(async () => { await server?.stop(); });

busConformance('redis', {
  reset: async () => {
    await server.flush();
    prefix = server.freshPrefix();
  },
  connect: () => RedisBus.connect({ url: server.url, keyPrefix: prefix, retryDelayMs: 20, claimIdleMs: 2000, blockMs: 200 }),
});
