// The Redis Streams bus (scale-out backend, issue 5): one stream per topic, one consumer
// group per subscriber group, each process a named consumer (redis-consumer.ts does the
// consuming). Messages are validated with the topic's zod schema before XADD and again on
// receipt. Streams are capped with XADD MAXLEN ~ (cheap, approximate); because trimming
// would delete entries that a slow group has not processed, publish first looks at each
// group's backlog (XINFO GROUPS: lag + pending) and waits, up to backlogWaitMs, while it is
// above maxBacklog — the same backpressure the in-process bus gives, bounded so that a dead
// indexer cannot stall ingest forever (such publishes are counted and logged).
import { TOPICS, type Topic, type TopicMessage } from './topics.ts';
import type { Bus, GroupBacklog, Handler, SubscribeOptions, Subscription } from './bus.ts';
import { connectRedis, closeQuietly, type RedisClient } from './redis-connect.ts';
import { StreamConsumer } from './redis-consumer.ts';
import { emptyStats, resolveOptions, type RedisBusOptions, type RedisBusStats, type ResolvedRedisBusOptions } from './redis-options.ts';
import { invalidMessage } from './topics.ts';
import { UserError, errorMessage } from '../errors.ts';
import { createLogger, type Logger } from '../logger.ts';

export type { RedisBusOptions, RedisBusStats } from './redis-options.ts';

const BACKLOG_POLL_MS = 50;
/** Most entries counted when Redis cannot give a group's lag. */
const LAG_COUNT_CAP = 10_000;

export class RedisBus implements Bus {
  private readonly consumers = new Set<StreamConsumer>();
  private readonly counters = emptyStats();
  private readonly backlogCheckedAt = new Map<string, number>();
  private readonly overBacklog = new Set<string>();
  private closed = false;
  private closing?: Promise<void>;

  private constructor(
    private readonly cmd: RedisClient,
    readonly options: ResolvedRedisBusOptions,
    private readonly log: Logger,
  ) {}

  /** Connects (fails fast, URL redacted, when Redis is unreachable) and returns the bus. */
  static async connect(opts: RedisBusOptions): Promise<RedisBus> {
    const options = resolveOptions(opts);
    const log = opts.log ?? createLogger({ stage: 'bus' });
    const cmd = await connectRedis({ url: options.url, connectTimeoutMs: options.connectTimeoutMs, log, role: 'commands' });
    return new RedisBus(cmd, options, log);
  }

  streamKey(topic: Topic): string {
    return `${this.options.keyPrefix}${topic}`;
  }

  deadLetterKey(topic: Topic): string {
    return `${this.options.keyPrefix}dead:${topic}`;
  }

  stats(): RedisBusStats {
    return { ...this.counters };
  }

  async publish<T extends Topic>(topic: T, message: TopicMessage<T>): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    const parsed = TOPICS[topic].safeParse(message);
    if (!parsed.success) throw new UserError(invalidMessage(topic, parsed.error));
    const stream = this.streamKey(topic);
    // Groups this process is still creating must exist before the entry, or they would miss it.
    await Promise.all([...this.consumers].map((c) => c.ready().catch(() => undefined)));
    await this.awaitBacklog(stream);
    await this.cmd.xAdd(stream, '*', { m: JSON.stringify(parsed.data) }, { TRIM: { strategy: 'MAXLEN', strategyModifier: '~', threshold: this.options.maxLen } });
    this.counters.published++;
  }

  subscribe<T extends Topic>(topic: T, group: string, handler: Handler<T>, opts: SubscribeOptions = {}): Subscription {
    if (this.closed) throw new Error('bus is closed');
    const consumer = new StreamConsumer(this.cmd, {
      topic, group,
      stream: this.streamKey(topic),
      deadStream: this.deadLetterKey(topic),
      concurrency: Math.max(1, opts.concurrency ?? 1),
      handler: handler as (m: unknown, d: Parameters<Handler<T>>[1]) => Promise<void>,
    }, this.options, this.counters, this.log.child({ topic, group }));
    this.consumers.add(consumer);
    consumer.ready().catch((err: unknown) => this.log.error('bus subscription could not start', { topic, group, error: errorMessage(err) }));
    return {
      ready: () => consumer.ready(),
      close: async () => {
        await consumer.close();
        this.consumers.delete(consumer);
      },
    };
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      this.closed = true;
      await Promise.all([...this.consumers].map((c) => c.close()));
      this.consumers.clear();
      await closeQuietly(this.cmd);
    })();
    return this.closing;
  }

  /** Every group of every topic's stream (XINFO GROUPS): its lag as waiting, its pending entries list as pending. */
  async backlog(): Promise<GroupBacklog[]> {
    const out: GroupBacklog[] = [];
    for (const topic of Object.keys(TOPICS) as Topic[]) {
      const stream = this.streamKey(topic);
      for (const g of await this.groupsOf(stream)) {
        out.push({ topic, group: String(g.name), waiting: await this.lagOf(stream, g), pending: Number(g.pending) });
      }
    }
    return out;
  }

  /** Largest undelivered + unacked count over the stream's groups (0 when it has none). */
  private async streamBacklog(stream: string): Promise<number> {
    const groups = await this.groupsOf(stream);
    return Math.max(0, ...groups.map((g) => Number(g.lag ?? 0) + Number(g.pending)));
  }

  private groupsOf(stream: string) {
    return this.cmd.xInfoGroups(stream).catch((err: unknown) => {
      if (/no such key/i.test(errorMessage(err))) return [];
      throw err;
    });
  }

  /**
   * Redis reports lag as nil when it cannot tell (entries deleted or trimmed past the group's
   * position); then the entries after its last delivered id are counted, up to a cap.
   */
  private async lagOf(stream: string, g: { lag?: unknown; 'last-delivered-id'?: unknown }): Promise<number> {
    if (g.lag !== null && g.lag !== undefined) return Number(g.lag);
    const after = await this.cmd.xRange(stream, `(${String(g['last-delivered-id'])}`, '+', { COUNT: LAG_COUNT_CAP });
    return after.length;
  }

  private async awaitBacklog(stream: string): Promise<void> {
    const now = Date.now();
    // Sampled rather than checked per message: XINFO on every publish would halve throughput.
    if (!this.overBacklog.has(stream) && now - (this.backlogCheckedAt.get(stream) ?? 0) < this.options.backlogCheckMs) return;
    this.backlogCheckedAt.set(stream, now);
    let backlog = await this.streamBacklog(stream);
    if (backlog < this.options.maxBacklog) {
      this.overBacklog.delete(stream);
      return;
    }
    this.overBacklog.add(stream);
    this.counters.backlogWaits++;
    const deadline = now + this.options.backlogWaitMs;
    while (backlog >= this.options.maxBacklog && Date.now() < deadline && !this.closed) {
      await new Promise((r) => setTimeout(r, BACKLOG_POLL_MS));
      backlog = await this.streamBacklog(stream);
    }
    if (backlog < this.options.maxBacklog) {
      this.overBacklog.delete(stream);
      return;
    }
    this.counters.backlogOverflows++;
    if (this.counters.backlogOverflows === 1 || this.counters.backlogOverflows % 1000 === 0) {
      this.log.warn('bus backlog above maxBacklog; publishing anyway (a consumer group is not keeping up)', { stream, backlog, maxBacklog: this.options.maxBacklog, overflows: this.counters.backlogOverflows });
    }
  }
}
