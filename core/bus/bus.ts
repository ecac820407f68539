// The bus interface shared by the in-process backend (embedded default) and Redis Streams
// (scale-out, issue 5). Delivery is at-least-once per consumer group: a handler that throws
// gets the message again (after backoff); handlers must be idempotent (window ids are).
import type { Topic, TopicMessage } from './topics.ts';

export interface Subscription {
  /** Stops delivery; resolves when the handler is no longer running. Idempotent. */
  close(): Promise<void>;
}

export interface SubscribeOptions {
  /** Handlers running at once for this subscription. */
  concurrency?: number;
}

export interface Bus {
  publish<T extends Topic>(topic: T, message: TopicMessage<T>): Promise<void>;
  /** Every consumer group sees every message; within a group, each message goes to one consumer. */
  subscribe<T extends Topic>(topic: T, group: string, handler: (message: TopicMessage<T>) => Promise<void>, opts?: SubscribeOptions): Subscription;
  close(): Promise<void>;
}
