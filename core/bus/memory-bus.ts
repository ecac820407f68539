// In-process bus: per-group bounded queues. Publishing into a full queue waits (windows are
// never dropped; backpressure reaches the producer instead). Several subscriptions to one
// group share its queue, each within its own concurrency. Failed handlers are retried with
// jittered backoff, without blocking the messages behind them and without exceeding the
// concurrency bound; after maxAttempts the message is dropped and reported through onError.
import { TOPICS, type Topic, type TopicMessage } from './topics.ts';
import type { Bus, GroupBacklog, Handler, SubscribeOptions, Subscription } from './bus.ts';
import { UserError } from '../errors.ts';
import { invalidMessage } from './topics.ts';
import { backoffDelay } from '../backoff.ts';

/** Longest wait before a failed message is offered again. */
const MAX_RETRY_DELAY_MS = 60_000;

interface Entry { seq: number; message: unknown; deliveries: number }

interface Consumer {
  handler: (m: unknown, d: { id: string; deliveries: number }) => Promise<void>;
  concurrency: number;
  running: number;
  closed: boolean;
  idle: (() => void)[];
}

interface Group {
  topic: Topic;
  name: string;
  queue: Entry[];
  /** Failed messages whose backoff has elapsed; served before the queue. */
  retryReady: Entry[];
  retryTimers: Set<NodeJS.Timeout>;
  consumers: Consumer[];
  /** Rotates which consumer is offered work first, so that consumers share it. */
  turn: number;
}

export interface MemoryBusOptions {
  /** Messages queued per group before publish waits (default 1000). */
  capacity?: number;
  /** First retry delay; doubles per attempt up to a minute, +-30 % jitter (default 500 ms). */
  retryDelayMs?: number;
  /** Deliveries before a failing message is dropped (default 5). */
  maxAttempts?: number;
  onError?: (err: unknown, topic: Topic, group: string) => void;
}

export class MemoryBus implements Bus {
  private readonly groups = new Map<string, Group>();
  private readonly spaceWaiters: (() => void)[] = [];
  private seq = 0;
  private closed = false;

  constructor(private readonly opts: MemoryBusOptions = {}) {}

  async publish<T extends Topic>(topic: T, message: TopicMessage<T>): Promise<void> {
    if (this.closed) throw new Error('bus is closed');
    const parsed = TOPICS[topic].safeParse(message);
    if (!parsed.success) throw new UserError(invalidMessage(topic, parsed.error));
    const capacity = this.opts.capacity ?? 1000;
    const targets = () => [...this.groups.values()].filter((g) => g.topic === topic);
    while (targets().some((g) => g.queue.length >= capacity)) {
      await new Promise<void>((r) => this.spaceWaiters.push(r));
      if (this.closed) throw new Error('bus is closed');
    }
    const seq = ++this.seq;
    for (const g of targets()) {
      g.queue.push({ seq, message: parsed.data, deliveries: 0 });
      this.pump(g);
    }
  }

  subscribe<T extends Topic>(topic: T, group: string, handler: Handler<T>, opts: SubscribeOptions = {}): Subscription {
    if (this.closed) throw new Error('bus is closed');
    const key = `${topic}/${group}`;
    let g = this.groups.get(key);
    if (!g) {
      g = { topic, name: group, queue: [], retryReady: [], retryTimers: new Set(), consumers: [], turn: 0 };
      this.groups.set(key, g);
    }
    const c: Consumer = { handler: handler as Consumer['handler'], concurrency: Math.max(1, opts.concurrency ?? 1), running: 0, closed: false, idle: [] };
    g.consumers.push(c);
    const grp = g;
    return {
      ready: () => Promise.resolve(),
      close: async () => {
        if (!c.closed) {
          c.closed = true;
          grp.consumers = grp.consumers.filter((x) => x !== c);
          // The last consumer takes the group with it: nobody is left to deliver to.
          if (grp.consumers.length === 0) this.dropGroup(key, grp);
          else this.pump(grp);
        }
        await this.idleOf(c);
      },
    };
  }

  async backlog(): Promise<GroupBacklog[]> {
    return [...this.groups.values()].map((g) => ({
      topic: g.topic, group: g.name, waiting: g.queue.length,
      pending: g.consumers.reduce((n, c) => n + c.running, 0) + g.retryReady.length + g.retryTimers.size,
    }));
  }

  async close(): Promise<void> {
    this.closed = true;
    const consumers = [...this.groups.values()].flatMap((g) => g.consumers);
    for (const c of consumers) c.closed = true;
    for (const [key, g] of this.groups) this.dropGroup(key, g);
    await Promise.all(consumers.map((c) => this.idleOf(c)));
  }

  /** Resolves once every queue is empty and no handler runs or waits for a retry (tests, shutdown). */
  async drain(): Promise<void> {
    const busy = (g: Group) => g.queue.length > 0 || g.retryReady.length > 0 || g.retryTimers.size > 0 || g.consumers.some((c) => c.running > 0);
    while ([...this.groups.values()].some(busy)) await new Promise((r) => setTimeout(r, 5));
  }

  private dropGroup(key: string, g: Group): void {
    this.groups.delete(key);
    for (const t of g.retryTimers) clearTimeout(t);
    g.retryTimers.clear();
    g.queue.length = 0;
    g.retryReady.length = 0;
    this.wakePublishers();
  }

  private idleOf(c: Consumer): Promise<void> {
    return c.running > 0 ? new Promise<void>((r) => c.idle.push(r)) : Promise.resolve();
  }

  private pump(g: Group): void {
    for (;;) {
      if (g.queue.length === 0 && g.retryReady.length === 0) return;
      const n = g.consumers.length;
      let c: Consumer | undefined;
      for (let i = 0; i < n && !c; i++) {
        const cand = g.consumers[(g.turn + i) % n];
        if (!cand.closed && cand.running < cand.concurrency) c = cand;
      }
      if (!c) return;
      g.turn = (g.consumers.indexOf(c) + 1) % n;
      const entry = g.retryReady.shift() ?? g.queue.shift()!;
      this.wakePublishers();
      this.run(g, c, entry);
    }
  }

  private run(g: Group, c: Consumer, entry: Entry): void {
    c.running++;
    entry.deliveries++;
    void c.handler(entry.message, { id: String(entry.seq), deliveries: entry.deliveries })
      .catch((err: unknown) => this.failed(g, entry, err))
      .finally(() => {
        c.running--;
        if (c.running === 0) c.idle.splice(0).forEach((r) => r());
        this.pump(g);
      });
  }

  private failed(g: Group, entry: Entry, err: unknown): void {
    this.opts.onError?.(err, g.topic, g.name);
    if (entry.deliveries >= (this.opts.maxAttempts ?? 5) || g.consumers.length === 0) return;
    const delay = backoffDelay({ initialMs: this.opts.retryDelayMs ?? 500, maxMs: MAX_RETRY_DELAY_MS, factor: 2, jitter: 0.3 }, entry.deliveries);
    // Retry later without holding a slot, so later messages keep flowing meanwhile.
    const timer = setTimeout(() => {
      g.retryTimers.delete(timer);
      g.retryReady.push(entry);
      this.pump(g);
    }, delay);
    g.retryTimers.add(timer);
  }

  private wakePublishers(): void {
    this.spaceWaiters.splice(0).forEach((r) => r());
  }
}
