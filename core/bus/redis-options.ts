// Options of the Redis Streams bus, with their defaults in one place (the config schema's
// backends.redis section maps onto them), and the counters the bus keeps.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Logger } from '../logger.ts';

export interface RedisBusOptions {
  /** redis://[user:password@]host:port[/db] */
  url: string;
  /** Prepended to every key: one stream per topic at `${keyPrefix}${topic}` (default "vigil:"). */
  keyPrefix?: string;
  /** This process's consumer name in every group (default host-pid-random: unique per process). */
  consumer?: string;
  /** Approximate cap on each stream (XADD MAXLEN ~); entries beyond it are trimmed oldest first (default 100000). */
  maxLen?: number;
  /** Undelivered + unacked entries of a group above which publish waits (default 50000). */
  maxBacklog?: number;
  /** Longest a publish waits for the backlog to fall; then it publishes anyway and counts it (default 10000 ms; 0 = never wait). */
  backlogWaitMs?: number;
  /** How often publish samples a stream's group backlogs (XINFO GROUPS) while under maxBacklog (default 250 ms). */
  backlogCheckMs?: number;
  /** An entry pending this long without progress is taken over by another consumer (default 30000 ms). */
  claimIdleMs?: number;
  /** How often each subscription looks for such entries (default min(claimIdleMs, 10000) ms). */
  reclaimIntervalMs?: number;
  /** Deliveries after which an entry goes to the dead-letter stream `${keyPrefix}dead:${topic}` (default 5). */
  maxDeliveries?: number;
  /** First retry delay after a handler failure; doubles per delivery, +-30 % jitter (default 1000 ms). */
  retryDelayMs?: number;
  /** Cap on the retry delay (default 30000 ms). */
  retryMaxMs?: number;
  /** XREADGROUP BLOCK time; bounds how late a retry or reclaim can start (default 1000 ms). */
  blockMs?: number;
  /** Where a new consumer group starts: every retained entry (default, loses nothing) or only new ones. */
  startFrom?: 'earliest' | 'latest';
  /** Give up connecting at start after this long (default 5000 ms). */
  connectTimeoutMs?: number;
  log?: Logger;
}

export type ResolvedRedisBusOptions = Required<Omit<RedisBusOptions, 'log'>>;

export function resolveOptions(o: RedisBusOptions): ResolvedRedisBusOptions {
  const claimIdleMs = o.claimIdleMs ?? 30_000;
  return {
    url: o.url,
    keyPrefix: o.keyPrefix ?? 'vigil:',
    consumer: o.consumer ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`,
    maxLen: o.maxLen ?? 100_000,
    maxBacklog: o.maxBacklog ?? 50_000,
    backlogWaitMs: o.backlogWaitMs ?? 10_000,
    backlogCheckMs: o.backlogCheckMs ?? 250,
    claimIdleMs,
    reclaimIntervalMs: o.reclaimIntervalMs ?? Math.min(claimIdleMs, 10_000),
    maxDeliveries: o.maxDeliveries ?? 5,
    retryDelayMs: o.retryDelayMs ?? 1000,
    retryMaxMs: o.retryMaxMs ?? 30_000,
    blockMs: o.blockMs ?? 1000,
    startFrom: o.startFrom ?? 'earliest',
    connectTimeoutMs: o.connectTimeoutMs ?? 5000,
  };
}

export interface RedisBusStats {
  published: number;
  /** Handler runs started (first deliveries, retries and reclaims). */
  delivered: number;
  acked: number;
  /** Handler runs that threw. */
  failed: number;
  /** Own failed entries re-claimed for another attempt. */
  redelivered: number;
  /** Entries taken over from consumers that stopped making progress. */
  reclaimed: number;
  deadLettered: number;
  /** Pending entries trimmed (MAXLEN) before anyone processed them: lost windows. */
  trimmedBeforeDelivery: number;
  /** Publishes that waited for a group's backlog to fall. */
  backlogWaits: number;
  /** Publishes that went ahead with the backlog still above maxBacklog. */
  backlogOverflows: number;
}

export function emptyStats(): RedisBusStats {
  return { published: 0, delivered: 0, acked: 0, failed: 0, redelivered: 0, reclaimed: 0, deadLettered: 0, trimmedBeforeDelivery: 0, backlogWaits: 0, backlogOverflows: 0 };
}
