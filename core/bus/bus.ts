// The bus interface shared by the in-process backend (embedded default) and Redis Streams
// (scale-out, issue 5). Delivery is at-least-once per consumer group: a handler that throws
// gets the message again (after backoff); handlers must be idempotent (window ids are).
// A message counts as done only when its handler resolves — the handler does the index
// write, so a crash before it resolves means redelivery, never a lost window.
import type { Topic, TopicMessage } from './topics.ts';

export interface Subscription {
  /** Resolves once this subscription receives every message published from now on. */
  ready(): Promise<void>;
  /** Stops delivery; resolves when no handler of this subscription is running. Idempotent. */
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Handlers running at once for this subscription (default 1). */
  concurrency?: number;
}

/** What a handler may want to know about a delivery (logs, tests). */
export interface Delivery {
  /** Backend message id (Redis stream entry id, or a sequence number in-process). */
  id: string;
  /** 1 on first delivery; counts redeliveries after failures and reclaims. */
  deliveries: number;
}

export type Handler<T extends Topic> = (message: TopicMessage<T>, delivery: Delivery) => Promise<void>;

/** One consumer group's backlog on one topic (what `vigil serve` exports as vigil_bus_backlog). */
export interface GroupBacklog {
  topic: Topic;
  group: string;
  /** Published and not yet handed to a consumer of the group (Redis: the group's lag). */
  waiting: number;
  /** Handed to a consumer and not yet done: running or waiting to be retried (Redis: pending entries). */
  pending: number;
}

export interface Bus {
  /** Validates with the topic's schema (UserError when invalid) and publishes. May wait under backpressure. */
  publish<T extends Topic>(topic: T, message: TopicMessage<T>): Promise<void>;
  /**
   * Every consumer group sees every message; within a group, each message goes to one
   * consumer (several subscriptions to one group, in one process or many, share the work).
   */
  subscribe<T extends Topic>(topic: T, group: string, handler: Handler<T>, opts?: SubscribeOptions): Subscription;
  /**
   * The backlog of every consumer group that exists on the medium, by topic and group (for
   * Redis, groups of other processes too). Cheap enough to call on every metrics scrape.
   */
  backlog(): Promise<GroupBacklog[]>;
  /** Stops every subscription, waits for handlers in flight, releases connections. Idempotent. */
  close(): Promise<void>;
}
