// The delivery dispatcher: works off the outbox (alert-store), apart from evaluation, so a
// slow or dead receiver never holds up alerts. Each row is sent by its target's sender; a
// failure is retried after a jittered, capped exponential backoff (core/backoff.ts), and
// after maxAttempts the row becomes a dead letter (kept, with the last error). Events of one
// alert reach one target in order: a row waits while an earlier row of the same alert and
// target is still pending. Rows survive restarts, so delivery resumes where it stopped.
import { backoffDelay, type Backoff } from '../../core/backoff.ts';
import { errorMessage } from '../../core/errors.ts';
import { redact } from '../../core/redact.ts';
import type { Logger } from '../../core/logger.ts';
import type { AlertStore, OutboxRow } from '../store/index.ts';
import { kindOf, type Sender } from './sender.ts';

export interface DispatcherOptions {
  store: AlertStore;
  senders: Sender[];
  backoff: Backoff;
  maxAttempts: number;
  /** Sends in flight at once, all targets together. */
  concurrency?: number;
  log?: Logger;
  now?: () => number;
  random?: () => number;
}

export interface DispatcherStats {
  delivered: number;
  retried: number;
  dead: number;
}

/** Longest the loop sleeps without being woken (catches rows written by another process). */
const POLL_MS = 1000;

export class Dispatcher {
  readonly stats: DispatcherStats = { delivered: 0, retried: 0, dead: 0 };
  private readonly senders = new Map<string, Sender>();
  private readonly inFlight = new Map<number, Promise<void>>();
  private readonly abort = new AbortController();
  private timer?: NodeJS.Timeout;
  private stopped?: Promise<void>;
  private running = false;
  private idleWaiters: (() => void)[] = [];

  constructor(private readonly o: DispatcherOptions) {
    for (const s of o.senders) this.senders.set(s.kind, s);
  }

  start(): void {
    this.wake();
  }

  /** Looks at the outbox now (called after an alert event was recorded). */
  wake(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = undefined;
    queueMicrotask(() => this.pump());
  }

  /** Resolves once nothing is due or in flight (tests, shutdown). */
  whenIdle(): Promise<void> {
    if (!this.busy()) return Promise.resolve();
    return new Promise((r) => this.idleWaiters.push(r));
  }

  /** Stops sending, waits for sends in flight (aborted after a short grace). Idempotent. */
  stop(graceMs = 3000): Promise<void> {
    return (this.stopped ??= (async () => {
      clearTimeout(this.timer);
      const grace = setTimeout(() => this.abort.abort(), graceMs);
      await Promise.allSettled(this.inFlight.values());
      clearTimeout(grace);
      this.abort.abort();
      await Promise.allSettled([...this.senders.values()].map((s) => s.close?.()));
    })());
  }

  private busy(): boolean {
    return this.inFlight.size > 0 || (this.o.store.db.open && (this.o.store.nextDeliveryAt() ?? Infinity) <= this.now());
  }

  private now(): number {
    return (this.o.now ?? Date.now)();
  }

  private pump(): void {
    if (this.running || this.stopped || !this.o.store.db.open) return;
    this.running = true;
    try {
      const max = this.o.concurrency ?? 8;
      const blocked = new Set<string>();
      const now = this.now();
      for (const row of this.o.store.deliveries({ status: 'pending' })) {
        const lane = `${row.target}\u0000${row.key.slice(0, row.key.lastIndexOf('#'))}`;
        if (blocked.has(lane)) continue;
        blocked.add(lane);
        if (this.inFlight.has(row.id) || row.nextAt > now || this.inFlight.size >= max) continue;
        const p = this.deliver(row).finally(() => { this.inFlight.delete(row.id); this.wake(); });
        this.inFlight.set(row.id, p);
      }
    } catch (err) {
      this.o.log?.error('alert dispatcher failed to read the outbox', { error: errorMessage(err) });
    } finally {
      this.running = false;
    }
    this.schedule();
  }

  private schedule(): void {
    if (this.stopped) return;
    if (!this.busy()) { for (const r of this.idleWaiters.splice(0)) r(); }
    const next = this.o.store.db.open ? this.o.store.nextDeliveryAt() : undefined;
    const delay = next === undefined ? POLL_MS : Math.max(10, Math.min(POLL_MS, next - this.now()));
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.pump(), delay);
    this.timer.unref();
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const sender = this.senders.get(kindOf(row.target));
    try {
      if (!sender) throw new Error(`no ${kindOf(row.target)} delivery is configured`);
      await sender.send(row.event, row.target, this.abort.signal);
      if (!this.o.store.db.open) return;
      this.o.store.markDelivered(row.id, this.now());
      this.stats.delivered++;
    } catch (err) {
      if (!this.o.store.db.open) return;
      const error = redact(errorMessage(err));
      const attempt = row.attempts + 1;
      if (attempt >= this.o.maxAttempts) {
        this.o.store.markDead(row.id, error, this.now());
        this.stats.dead++;
        this.o.log?.error('alert delivery failed for good (dead letter)', { key: row.key, target: redact(row.target), attempts: attempt, error });
      } else {
        const delay = backoffDelay(this.o.backoff, attempt, this.o.random);
        this.o.store.markRetry(row.id, this.now() + delay, error);
        this.stats.retried++;
        this.o.log?.warn('alert delivery failed; will retry', { key: row.key, target: redact(row.target), attempt, delayMs: delay, error });
      }
    }
  }
}
