// The one contract every long-running part of vigil implements (camera ingest, captioning,
// indexing, retention, alert evaluation, the HTTP server), so one Supervisor can start them
// in dependency order and stop them in reverse. Modelled on BullMQ's Worker: stop() is safe
// to call twice and waits for work in flight; the signal given to start() is aborted when the
// worker is to stop, and the worker passes it on to model calls and decodes.

export interface Worker {
  /** Unique among the workers of one supervisor; used in logs and failure reports. */
  readonly name: string;
  /**
   * Starts the worker. `signal` is aborted when the supervisor stops (or the process is asked
   * to exit); long calls should take it so they end promptly. Throwing means "could not start".
   */
  start(signal: AbortSignal): void | Promise<void>;
  /** Stops taking work, waits for work in flight, releases resources. Idempotent. */
  stop(): Promise<void>;
  /** Resolves when nothing is queued or in flight (optional: not every worker has a queue). */
  whenIdle?(): Promise<void>;
}

/** Options for a worker built from functions rather than a class. */
export interface WorkerSpec {
  name: string;
  start?: (signal: AbortSignal) => void | Promise<void>;
  stop?: () => void | Promise<void>;
  whenIdle?: () => Promise<void>;
}

/**
 * Wraps functions as a Worker with the contract's guarantees: start once, stop at most once
 * (a second call returns the first call's promise), stop before start does nothing.
 */
export function defineWorker(spec: WorkerSpec): Worker {
  let started = false;
  let stopping: Promise<void> | undefined;
  return {
    name: spec.name,
    async start(signal) {
      if (started) throw new Error(`worker ${spec.name} started twice`);
      started = true;
      await spec.start?.(signal);
    },
    stop() {
      return (stopping ??= started ? Promise.resolve().then(() => spec.stop?.()) : Promise.resolve());
    },
    whenIdle: spec.whenIdle,
  };
}

/** Resolves after `ms`, or at once when `signal` aborts (never rejects). */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => { clearTimeout(timer); signal?.removeEventListener('abort', done); resolve(); };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
