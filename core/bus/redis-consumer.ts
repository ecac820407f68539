// One subscription of the Redis Streams bus: a consumer in a consumer group, reading with
// XREADGROUP BLOCK on its own connection (a blocked read would stall every other command on
// a shared one). Backpressure as in BullMQ's worker: read only while in-flight < concurrency,
// asking for just the free slots, so a slow index never piles entries up in memory.
// An entry is XACKed only after its handler resolves. A failed handler leaves the entry
// pending; it is re-claimed by this consumer after a jittered backoff (XCLAIM, which counts
// the delivery). Entries left pending by a dead consumer are taken over with XAUTOCLAIM once
// idle for claimIdleMs; handlers still running here refresh their entries' idle time
// (XCLAIM JUSTID, like BullMQ's lock renewal) so that a slow handler is not taken over.
// Past maxDeliveries, or when malformed, an entry moves to the dead-letter stream (and is acked).
import { TOPICS, type Topic } from './topics.ts';
import type { Delivery, Subscription } from './bus.ts';
import { connectRedis, destroyQuietly, type RedisClient } from './redis-connect.ts';
import { invalidMessage } from './topics.ts';
import { errorMessage } from '../errors.ts';
import type { Logger } from '../logger.ts';
import type { RedisBusStats, ResolvedRedisBusOptions } from './redis-options.ts';
import { backoffDelay } from '../backoff.ts';

type Fields = Record<string, string>;
interface Entry { id: string; message: Fields }

export interface ConsumerSpec {
  topic: Topic;
  group: string;
  stream: string;
  deadStream: string;
  concurrency: number;
  handler: (message: unknown, delivery: Delivery) => Promise<void>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Consumers with nothing pending and idle this long are removed from the group (each process start adds one). */
const STALE_CONSUMER_MS = 3_600_000;
const STALE_CHECK_MS = 600_000;

export class StreamConsumer implements Subscription {
  /** Handlers running plus slots reserved by a read or claim in progress. */
  private inFlight = 0;
  private handlers = 0;
  private readonly running = new Set<string>();
  private readonly retryReady: { id: string; minIdle: number }[] = [];
  private readonly retryTimers = new Map<NodeJS.Timeout, string>();
  private readonly waiting: (() => void)[] = [];
  private readonly idle: (() => void)[] = [];
  private reader?: RedisClient;
  private heartbeat?: NodeJS.Timeout;
  private closed = false;
  private closing?: Promise<void>;
  private readonly setup: Promise<void>;
  private readonly loopDone: Promise<void>;
  private nextReclaimAt = 0;
  private reclaimCursor = '0-0';
  private staleCheckedAt = 0;

  constructor(
    private readonly cmd: RedisClient,
    private readonly spec: ConsumerSpec,
    private readonly o: ResolvedRedisBusOptions,
    private readonly stats: RedisBusStats,
    private readonly log: Logger,
  ) {
    this.setup = this.connect();
    this.loopDone = this.setup.then(() => this.loop(), () => undefined);
    this.heartbeat = setInterval(() => void this.refreshRunning(), Math.max(50, Math.floor(o.claimIdleMs / 3)));
    this.heartbeat.unref();
  }

  ready(): Promise<void> {
    return this.setup;
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  private async shutdown(): Promise<void> {
    this.closed = true;
    destroyQuietly(this.reader); // interrupts a blocked XREADGROUP
    this.wake();
    await this.loopDone;
    destroyQuietly(this.reader); // again: it may have connected only after close() began
    if (this.handlers > 0) await new Promise<void>((r) => this.idle.push(r));
    clearInterval(this.heartbeat);
    const waitingRetry = [...this.retryTimers.values(), ...this.retryReady.map((r) => r.id)];
    for (const t of this.retryTimers.keys()) clearTimeout(t);
    this.retryTimers.clear();
    this.retryReady.length = 0;
    await this.handBack(waitingRetry);
  }

  private async connect(): Promise<void> {
    this.reader = await connectRedis({ url: this.o.url, connectTimeoutMs: this.o.connectTimeoutMs, log: this.log, role: `consume ${this.spec.topic}/${this.spec.group}` });
    await this.ensureGroup();
  }

  private async ensureGroup(): Promise<void> {
    try {
      await this.cmd.xGroupCreate(this.spec.stream, this.spec.group, this.o.startFrom === 'latest' ? '$' : '0', { MKSTREAM: true });
    } catch (err) {
      if (!/BUSYGROUP/.test(errorMessage(err))) throw err;
    }
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (!this.closed) {
      try {
        await this.waitForSlot();
        if (this.closed) break;
        const retry = this.retryReady.shift();
        if (retry) await this.claim([retry.id], retry.minIdle);
        else if (Date.now() < this.nextReclaimAt || !(await this.reclaim())) await this.readNew();
        failures = 0;
      } catch (err) {
        if (this.closed) break;
        failures++;
        this.log.warn('bus read failed; retrying', { topic: this.spec.topic, group: this.spec.group, error: errorMessage(err) });
        // The stream or group can vanish (FLUSHALL, a Redis restart without persistence).
        if (/NOGROUP/.test(errorMessage(err))) await this.ensureGroup().catch(() => undefined);
        await sleep(Math.min(5000, 100 * 2 ** Math.min(failures, 6)));
      }
    }
  }

  private async waitForSlot(): Promise<void> {
    while (!this.closed && this.inFlight >= this.spec.concurrency) await new Promise<void>((r) => this.waiting.push(r));
  }

  private wake(): void {
    this.waiting.splice(0).forEach((r) => r());
  }

  /** Reserves every free slot for one read or claim; returns how many. */
  private reserve(): number {
    const free = Math.max(0, this.spec.concurrency - this.inFlight);
    this.inFlight += free;
    return free;
  }

  private release(n: number): void {
    this.inFlight -= n;
    this.wake();
  }

  private async readNew(): Promise<void> {
    const free = this.reserve();
    let entries: Entry[] = [];
    try {
      const block = Math.max(1, Math.min(this.o.blockMs, this.nextReclaimAt - Date.now()));
      const res = await this.reader!.xReadGroup(this.spec.group, this.o.consumer, { key: this.spec.stream, id: '>' }, { COUNT: free, BLOCK: block });
      entries = (res as { messages: Entry[] }[] | null)?.[0]?.messages ?? [];
    } finally {
      this.release(free - entries.length);
    }
    if (this.closed) {
      // Read as the connection was closing: let another consumer take them at once.
      this.release(entries.length);
      await this.handBack(entries.map((e) => e.id));
      return;
    }
    for (const e of entries) this.dispatch(e, 1);
  }

  /** Takes over entries idle for claimIdleMs (a dead consumer's); true when some were found. */
  private async reclaim(): Promise<boolean> {
    const free = this.reserve();
    let entries: Entry[] = [];
    try {
      const res = await this.cmd.xAutoClaim(this.spec.stream, this.spec.group, this.o.consumer, this.o.claimIdleMs, this.reclaimCursor, { COUNT: free });
      this.reclaimCursor = res.nextId;
      if (res.nextId === '0-0') {
        this.nextReclaimAt = Date.now() + this.o.reclaimIntervalMs;
        void this.removeStaleConsumers();
      }
      entries = (res.messages.filter(Boolean) as Entry[]).filter((e) => !this.running.has(e.id));
      if (res.deletedMessages.length) {
        this.stats.trimmedBeforeDelivery += res.deletedMessages.length;
        this.log.error('pending bus entries were trimmed before they were processed (raise backends.redis.maxLen)', { topic: this.spec.topic, group: this.spec.group, lost: res.deletedMessages.length });
      }
    } finally {
      this.release(free - entries.length);
    }
    if (entries.length) {
      this.stats.reclaimed += entries.length;
      this.log.info('reclaimed pending bus entries', { topic: this.spec.topic, group: this.spec.group, entries: entries.length });
    }
    await this.dispatchCounted(entries);
    return entries.length > 0;
  }

  private async removeStaleConsumers(): Promise<void> {
    if (Date.now() - this.staleCheckedAt < STALE_CHECK_MS) return;
    this.staleCheckedAt = Date.now();
    const { stream, group } = this.spec;
    try {
      for (const c of await this.cmd.xInfoConsumers(stream, group)) {
        // Safe even if that consumer is alive: with nothing pending, its next read re-creates it.
        if (c.name !== this.o.consumer && Number(c.pending) === 0 && Number(c.idle) > STALE_CONSUMER_MS) await this.cmd.xGroupDelConsumer(stream, group, c.name);
      }
    } catch (err) {
      this.log.debug('could not prune stale consumers', { error: errorMessage(err) });
    }
  }

  /** Re-claims this consumer's own failed entry after its backoff (counts as a delivery). */
  private async claim(ids: string[], minIdle: number): Promise<void> {
    const free = this.reserve();
    let entries: Entry[] = [];
    try {
      entries = (await this.cmd.xClaim(this.spec.stream, this.spec.group, this.o.consumer, minIdle, ids)).filter(Boolean) as Entry[];
      entries = entries.slice(0, free);
    } finally {
      this.release(free - entries.length);
    }
    this.stats.redelivered += entries.length;
    await this.dispatchCounted(entries);
  }

  /** Dispatches claimed entries with their delivery counts (from XPENDING). */
  private async dispatchCounted(entries: Entry[]): Promise<void> {
    const counts = await Promise.all(entries.map(async (e) => {
      const [p] = await this.cmd.xPendingRange(this.spec.stream, this.spec.group, e.id, e.id, 1).catch(() => []);
      return p ? Number(p.deliveriesCounter) : 1;
    }));
    entries.forEach((e, i) => this.dispatch(e, counts[i]));
  }

  /** Runs the handler for an entry that already holds a slot; releases it when done. */
  private dispatch(e: Entry, deliveries: number): void {
    this.handlers++;
    this.running.add(e.id);
    this.stats.delivered++;
    void this.process(e, deliveries)
      .catch((err: unknown) => this.log.error('bus delivery failed unexpectedly', { topic: this.spec.topic, id: e.id, error: errorMessage(err) }))
      .finally(() => {
        this.running.delete(e.id);
        this.handlers--;
        this.release(1);
        if (this.handlers === 0) this.idle.splice(0).forEach((r) => r());
      });
  }

  private async process(e: Entry, deliveries: number): Promise<void> {
    const decoded = decode(this.spec.topic, e.message);
    if (!decoded.ok) return this.deadLetter(e, deliveries, decoded.error);
    if (deliveries > this.o.maxDeliveries) return this.deadLetter(e, deliveries, `delivered ${deliveries} times (maxDeliveries ${this.o.maxDeliveries})`);
    try {
      await this.spec.handler(decoded.message, { id: e.id, deliveries });
    } catch (err) {
      this.stats.failed++;
      if (deliveries >= this.o.maxDeliveries) return this.deadLetter(e, deliveries, `handler failed ${deliveries} times; last: ${errorMessage(err)}`);
      this.log.warn('bus handler failed; will retry', { topic: this.spec.topic, group: this.spec.group, id: e.id, deliveries, error: errorMessage(err) });
      this.scheduleRetry(e.id, deliveries);
      return;
    }
    try {
      await this.cmd.xAck(this.spec.stream, this.spec.group, e.id);
      this.stats.acked++;
    } catch (err) {
      // Not acked: it is redelivered later, and the handler is idempotent.
      this.log.warn('bus ack failed; the entry will be redelivered', { topic: this.spec.topic, id: e.id, error: errorMessage(err) });
    }
  }

  private scheduleRetry(id: string, deliveries: number): void {
    if (this.closed) {
      void this.handBack([id]);
      return;
    }
    const delay = backoffDelay({ initialMs: this.o.retryDelayMs, maxMs: this.o.retryMaxMs, factor: 2, jitter: 0.3 }, deliveries);
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      // minIdle: if another consumer took the entry meanwhile, its idle time was reset and ours fails.
      this.retryReady.push({ id, minIdle: Math.floor(delay / 2) });
      this.wake();
    }, delay);
    this.retryTimers.set(timer, id);
  }

  private async deadLetter(e: Entry, deliveries: number, reason: string): Promise<void> {
    const { topic, group, stream, deadStream } = this.spec;
    await this.cmd.multi()
      .xAdd(deadStream, '*', { topic, group, id: e.id, m: e.message.m ?? JSON.stringify(e.message), reason, deliveries: String(deliveries), at: new Date().toISOString() },
        { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: this.o.maxLen } })
      .xAck(stream, group, e.id)
      .exec();
    this.stats.deadLettered++;
    this.log.error('bus entry moved to the dead-letter stream', { topic, group, id: e.id, deliveries, reason, deadStream });
  }

  /** Keeps entries whose handlers still run from looking abandoned to other consumers. */
  private async refreshRunning(): Promise<void> {
    if (!this.running.size || !this.cmd.isOpen) return;
    await this.cmd.xClaimJustId(this.spec.stream, this.spec.group, this.o.consumer, 0, [...this.running]).catch(() => undefined);
  }

  /** Marks entries we will not process as long idle, so that any consumer reclaims them now. */
  private async handBack(ids: string[]): Promise<void> {
    if (!ids.length || !this.cmd.isOpen) return;
    await this.cmd.xClaimJustId(this.spec.stream, this.spec.group, this.o.consumer, 0, ids, { IDLE: this.o.claimIdleMs }).catch(() => undefined);
  }
}

type Decoded = { ok: true; message: unknown } | { ok: false; error: string };

function decode(topic: Topic, fields: Fields): Decoded {
  let raw: unknown;
  try {
    raw = JSON.parse(fields.m ?? '');
  } catch {
    return { ok: false, error: 'not JSON in field m' };
  }
  const parsed = TOPICS[topic].safeParse(raw);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, error: invalidMessage(topic, parsed.error) };
}
