// The wrapper every model call goes through (DESIGN.md contracts): a deadline per attempt,
// bounded concurrency with a bounded wait queue, retries with capped, jittered exponential
// backoff on faults a retry can cure (timeouts, 429 honouring Retry-After, 5xx, connection
// errors; never other 4xx), and usage accounting. Provider-neutral: a provider passes
// `classify` to turn its client's errors into the model errors of model-errors.ts.
//
// Batching note: GPU servers (vLLM, TGI, llama.cpp with parallel slots) batch the requests
// that are in flight at the same time, so `concurrency` is the batching lever; keep it at or
// below the server's batch size (vLLM --max-num-seqs) or requests only queue server-side.
//
// Observers: every logical call, when it ends, is reported to the functions registered with
// observeModelCalls() (role, duration, outcome). Process-wide on purpose: providers are built
// by each stage from config, so a process-wide hook is the one place that sees them all
// without threading a callback through every stage; `vigil serve` subscribes for /metrics.
import { backoffDelay, type Backoff } from '../core/backoff.ts';
import type { Logger } from '../core/logger.ts';
import { emptyUsage, type Usage } from './types.ts';
import { Semaphore, QueueFullError } from './semaphore.ts';
import {
  ModelTimeoutError, ModelOverloadedError, ModelRateLimitedError, isRetryable, type ModelCallLabel,
} from './model-errors.ts';


/** Who makes the call: the role of the model in vigil (verifier = the alerts stage's yes/no judge). */
export type ModelRole = 'captioner' | 'embedder' | 'chat' | 'vision' | 'verifier' | 'other';

/** One logical call, as reported to observers when it has ended (retries are inside it). */
export interface ModelCallEvent {
  role: ModelRole;
  provider: string;
  model: string;
  operation: string;
  /** Wall time of the whole call: queue wait, attempts and backoff sleeps. */
  seconds: number;
  /** Attempts made (0 when the call never got a slot). */
  attempts: number;
  outcome: 'ok' | 'error' | 'cancelled';
  /** The final error's class name (ModelTimeoutError, ...), when the outcome is not ok. */
  error?: string;
}

export type ModelCallObserver = (event: ModelCallEvent) => void;

const observers = new Set<ModelCallObserver>();

/** Calls `observer` after every model call in this process ends; returns the unsubscribe function. */
export function observeModelCalls(observer: ModelCallObserver): () => void {
  observers.add(observer);
  return () => { observers.delete(observer); };
}

/** Tells the observers how a call ended; an observer that throws cannot fail the call. */
function notifyObservers(event: ModelCallEvent, logger?: Logger): void {
  for (const o of observers) {
    try { o(event); } catch (e) { logger?.warn('model call observer failed', { error: e }); }
  }
}

function callEvent(label: ModelCallLabel, role: ModelRole, started: number, attempts: number, err: unknown, cancelled: boolean): ModelCallEvent {
  return {
    ...label, role, seconds: (performance.now() - started) / 1000, attempts,
    outcome: err === undefined ? 'ok' : cancelled ? 'cancelled' : 'error',
    ...(err === undefined ? {} : { error: err instanceof Error ? err.constructor.name : typeof err }),
  };
}

/**
 * Reports one call of a model that runs in this process (the builtin captioner, the embedded
 * embedders): no queue or retries to apply, but /metrics shows it beside the remote models.
 */
export async function observedCall<T>(label: ModelCallLabel & { role: ModelRole }, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  if (observers.size === 0) return fn();
  const { role, ...rest } = label;
  const started = performance.now();
  try {
    const value = await fn();
    notifyObservers(callEvent(rest, role, started, 1, undefined, false));
    return value;
  } catch (err) {
    notifyObservers(callEvent(rest, role, started, 1, err, signal?.aborted === true));
    throw err;
  }
}

export interface CallPolicyOptions {
  provider: string;
  /** Reported to observers (default 'other'); a call may name another (run's `role`). */
  role?: ModelRole;
  model: string;
  /** Deadline of one attempt (the queue wait does not count). */
  timeoutMs: number;
  /** Requests in flight at once. */
  concurrency: number;
  /** Callers allowed to wait for a slot; one more fails fast with ModelOverloadedError. */
  maxQueue: number;
  /** Retries after the first attempt (0 = none). */
  maxRetries: number;
  /** Retry delays (core/backoff.ts); a server's Retry-After may exceed maxMs up to maxRetryAfterMs. */
  backoff?: Partial<Backoff>;
  /** A Retry-After longer than this is not waited for: the call fails and is retried later by its owner. */
  maxRetryAfterMs?: number;
  /** Maps a provider client's error to a model error (default: leave it as is). */
  classify?: (err: unknown, label: ModelCallLabel) => unknown;
  logger?: Logger;
  /** Injectable for tests. */
  random?: () => number;
}

/** What one attempt sees: its own abort signal and a way to report what it consumed. */
export interface CallContext {
  signal: AbortSignal;
  /** 0 for the first attempt. */
  attempt: number;
  count(consumed: Partial<Pick<Usage, 'tokensIn' | 'tokensOut' | 'images'>>): void;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 500, maxMs: 10_000, factor: 2, jitter: 0.3 };

export class CallPolicy {
  /** Live counters; read them for metrics. `calls` counts logical calls, `retries` extra attempts. */
  readonly usage: Usage = emptyUsage();
  private readonly semaphore: Semaphore;
  private readonly backoff: Backoff;

  constructor(readonly options: CallPolicyOptions) {
    this.semaphore = new Semaphore(options.concurrency, options.maxQueue);
    this.backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  }

  get inFlight(): number { return this.semaphore.inFlight; }
  get queued(): number { return this.semaphore.queued; }

  /**
   * Runs `fn` under the policy. `signal` cancels the whole call (queue wait, attempts and
   * backoff). `role` overrides the policy's role for this call (one endpoint, two callers).
   */
  async run<T>(operation: string, fn: (ctx: CallContext) => Promise<T>, signal?: AbortSignal, role?: ModelRole): Promise<T> {
    const label: ModelCallLabel = { provider: this.options.provider, model: this.options.model, operation };
    this.usage.calls++;
    const started = performance.now();
    let attempts = 0;
    try {
      for (let attempt = 0; ; attempt++) {
        const outcome = await this.guardedAttempt(label, fn, attempt, signal, () => attempts++);
        if (outcome.ok) {
          this.report(label, role, started, attempts);
          return outcome.value;
        }
        const delay = this.delayBeforeRetry(outcome.error, attempt, signal);
        if (delay === undefined) throw outcome.error;
        this.usage.retries++;
        this.options.logger?.warn('model call failed; retrying', { ...label, attempt: attempt + 1, delayMs: delay, error: outcome.error });
        await sleep(delay, signal);
      }
    } catch (err) {
      this.usage.errors++;
      this.report(label, role, started, attempts, err, signal?.aborted === true);
      throw err;
    }
  }

  private report(label: ModelCallLabel, role: ModelRole | undefined, started: number, attempts: number, err?: unknown, cancelled = false): void {
    if (observers.size === 0) return;
    notifyObservers(callEvent(label, role ?? this.options.role ?? 'other', started, attempts, err, cancelled), this.options.logger);
  }

  /** One attempt holding a concurrency slot; the slot is given back before any backoff sleep. */
  private async guardedAttempt<T>(label: ModelCallLabel, fn: (ctx: CallContext) => Promise<T>, attempt: number, signal: AbortSignal | undefined, admitted: () => void): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> {
    let release: () => void;
    try {
      // A retry was admitted already: it must not be shed by the queue bound.
      release = await this.semaphore.acquire(signal, attempt > 0);
    } catch (err) {
      if (err instanceof QueueFullError) throw new ModelOverloadedError(label, this.semaphore.queued);
      throw err;
    }
    admitted();
    try {
      return { ok: true, value: await this.attempt(label, fn, attempt, signal) };
    } catch (error) {
      return { ok: false, error };
    } finally {
      release();
    }
  }

  private async attempt<T>(label: ModelCallLabel, fn: (ctx: CallContext) => Promise<T>, attempt: number, outer?: AbortSignal): Promise<T> {
    const { timeoutMs } = this.options;
    const ctl = new AbortController();
    const timer = setTimeout(() => ctl.abort(new ModelTimeoutError(label, timeoutMs)), timeoutMs);
    const onOuter = () => ctl.abort(outer!.reason);
    if (outer?.aborted) onOuter();
    outer?.addEventListener('abort', onOuter, { once: true });
    // Race against the signal too, so a provider that ignores it still cannot overrun the deadline.
    const aborted = new Promise<never>((_, reject) => {
      ctl.signal.addEventListener('abort', () => reject(ctl.signal.reason), { once: true });
      if (ctl.signal.aborted) reject(ctl.signal.reason);
    });
    const started = performance.now();
    const ctx: CallContext = {
      signal: ctl.signal,
      attempt,
      count: (c) => {
        this.usage.tokensIn += c.tokensIn ?? 0;
        this.usage.tokensOut += c.tokensOut ?? 0;
        this.usage.images += c.images ?? 0;
      },
    };
    try {
      return await Promise.race([fn(ctx), aborted]);
    } catch (err) {
      // After our abort, the client's own abort error is noise: report the deadline or the caller's reason.
      if (ctl.signal.aborted) throw ctl.signal.reason;
      throw this.options.classify ? this.options.classify(err, label) : err;
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onOuter);
      this.usage.seconds += (performance.now() - started) / 1000;
    }
  }

  /** Milliseconds to wait before the next attempt, or undefined when the error is final. */
  private delayBeforeRetry(err: unknown, attempt: number, signal?: AbortSignal): number | undefined {
    if (signal?.aborted || !isRetryable(err) || attempt >= this.options.maxRetries) return undefined;
    const backoff = backoffDelay(this.backoff, attempt + 1, this.options.random);
    if (err instanceof ModelRateLimitedError && err.retryAfterMs !== undefined) {
      if (err.retryAfterMs > (this.options.maxRetryAfterMs ?? 60_000)) return undefined;
      return Math.max(err.retryAfterMs, backoff);
    }
    return backoff;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => { clearTimeout(timer); reject(signal!.reason); };
    const timer = setTimeout(() => { signal?.removeEventListener('abort', onAbort); resolve(); }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
