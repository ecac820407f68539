// Picks the bus backend from config: the in-process bus (embedded default) or Redis Streams
// (backends.bus: redis). Connecting to Redis happens here, so an unreachable or mistyped
// backends.redisUrl stops start-up with a clear (redacted) error instead of hanging later.
import type { Bus } from './bus.ts';
import { MemoryBus, type MemoryBusOptions } from './memory-bus.ts';
import { RedisBus } from './redis-bus.ts';
import type { Config } from '../config/schema.ts';
import type { Logger } from '../logger.ts';

export interface CreateBusOptions {
  log?: Logger;
  /** Failure callback of the in-process bus (the Redis bus logs failures itself). */
  onError?: MemoryBusOptions['onError'];
  /** Overrides the Redis consumer name (default: host-pid-random). */
  consumer?: string;
}

export async function createBus(config: Pick<Config, 'backends'>, opts: CreateBusOptions = {}): Promise<Bus> {
  const b = config.backends;
  if (b.bus === 'memory') return new MemoryBus({ onError: opts.onError });
  return RedisBus.connect({
    url: b.redisUrl,
    keyPrefix: b.redis.keyPrefix,
    maxLen: b.redis.maxLen,
    maxBacklog: b.redis.maxBacklog,
    backlogWaitMs: b.redis.backlogWaitMs,
    claimIdleMs: b.redis.claimIdleMs,
    maxDeliveries: b.redis.maxDeliveries,
    retryDelayMs: b.redis.retryDelayMs,
    connectTimeoutMs: b.redis.connectTimeoutMs,
    consumer: opts.consumer,
    log: opts.log,
  });
}
