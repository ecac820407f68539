// In-process bus: per-group bounded queues. Publishing into a full queue waits (windows are
// never dropped; backpressure reaches the producer instead). Failed handlers are retried with
// jittered backoff, without blocking the messages behind them.
import { TOPICS, type Topic, type TopicMessage } from './topics.ts';
import type { Bus, SubscribeOptions, Subscription } from './bus.ts';
import { UserError } from '../errors.ts';

interface Group {
  topic: Topic;
  queue: unknown[];
  handler: (m: never) => Promise<void>;
  running: number;
  concurrency: number;
  closed: boolean;
  idle: (() => void)[];
}

export interface MemoryBusOptions {
  /** Messages queued per group before publish waits. */
  capacity?: number;
  retryDelayMs?: number;
  maxAttempts?: number;
  onError?: (err: unknown, topic: Topic, group: string) => void;
}

export class MemoryBus implements Bus {
  private readonly groups = new Map<string, Group>();
  private readonly spaceWaiters: (() => void)[] = [];
  private closed = false;

  constructor(private readonly opts: MemoryBusOptions = {}) {}

  async publish<T extends Topic>(topic: T, message: TopicMessage<T>): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    const parsed = TOPICS[topic].safeParse(message);
    if (!parsed.success) throw new UserError(`invalid ${topic} message: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    const targets = [...this.groups.values()].filter((g) => g.topic === topic && !g.closed);
    const capacity = this.opts.capacity ?? 1000;
    while (targets.some((g) => g.queue.length >= capacity)) {
      await new Promise<void>((r) => this.spaceWaiters.push(r));
    }
    for (const g of targets) {
      g.queue.push(parsed.data);
      this.pump(g);
    }
  }

  subscribe<T extends Topic>(topic: T, group: string, handler: (m: TopicMessage<T>) => Promise<void>, opts: SubscribeOptions = {}): Subscription {
    const key = `${topic}/${group}`;
    if (this.groups.has(key)) throw new Error(`group ${group} already subscribed to ${topic} in this process`);
    const g: Group = { topic, queue: [], handler: handler as (m: never) => Promise<void>, running: 0, concurrency: opts.concurrency ?? 1, closed: false, idle: [] };
    this.groups.set(key, g);
    return {
      close: async () => {
        g.closed = true;
        this.groups.delete(key);
        if (g.running > 0) await new Promise<void>((r) => g.idle.push(r));
        this.wakePublishers();
      },
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    await Promise.all([...this.groups.values()].map((g) => (g.running > 0 ? new Promise<void>((r) => g.idle.push(r)) : undefined)));
    this.groups.clear();
    this.wakePublishers();
  }

  /** Resolves once every queue is empty and no handler runs (tests, shutdown). */
  async drain(): Promise<void> {
    while ([...this.groups.values()].some((g) => g.queue.length > 0 || g.running > 0)) {
      await new Promise((r) => setTimeout(r, 5));
    }
  }

  private pump(g: Group): void {
    while (!g.closed && g.running < g.concurrency && g.queue.length > 0) {
      const msg = g.queue.shift();
      this.wakePublishers();
      g.running++;
      void this.deliver(g, msg, 1).finally(() => {
        g.running--;
        if (g.running === 0) g.idle.splice(0).forEach((r) => r());
        this.pump(g);
      });
    }
  }

  private async deliver(g: Group, msg: unknown, attempt: number): Promise<void> {
    try {
      await g.handler(msg as never);
    } catch (err) {
      this.opts.onError?.(err, g.topic, [...this.groups.entries()].find(([, v]) => v === g)?.[0] ?? '?');
      if (g.closed || attempt >= (this.opts.maxAttempts ?? 5)) return;
      const base = (this.opts.retryDelayMs ?? 500) * 2 ** (attempt - 1);
      // Retry later without holding the slot, so later messages keep flowing.
      setTimeout(() => {
        if (g.closed) return;
        g.running++;
        void this.deliver(g, msg, attempt + 1).finally(() => { g.running--; this.pump(g); });
      }, base * (0.7 + Math.random() * 0.6));
    }
  }

  private wakePublishers(): void {
    this.spaceWaiters.splice(0).forEach((r) => r());
  }
}
