// Counting semaphore with a bounded FIFO wait queue. Bounds concurrent model requests: a GPU
// server (vLLM) batches the requests in flight, so the permit count is the batching lever;
// the queue bound keeps a flood of windows from piling up unbounded promises in memory.

export class QueueFullError extends Error {}

interface Waiter {
  resolve: (release: () => void) => void;
  reject: (err: unknown) => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

export class Semaphore {
  private active = 0;
  private readonly waiters: Waiter[] = [];

  constructor(readonly permits: number, readonly maxQueue: number) {
    if (!(permits >= 1)) throw new RangeError(`permits must be >= 1 (got ${permits})`);
  }

  get inFlight(): number { return this.active; }
  get queued(): number { return this.waiters.length; }

  /**
   * Resolves with a release function once a permit is free. Rejects with QueueFullError when
   * `maxQueue` callers already wait (unless `force`: a retry of an admitted call), and with the
   * signal's reason when it aborts while waiting.
   */
  acquire(signal?: AbortSignal, force = false): Promise<() => void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    if (this.active < this.permits) {
      this.active++;
      return Promise.resolve(this.releaser());
    }
    if (!force && this.waiters.length >= this.maxQueue) return Promise.reject(new QueueFullError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { resolve, reject, signal };
      if (signal) {
        waiter.onAbort = () => {
          const i = this.waiters.indexOf(waiter);
          if (i >= 0) this.waiters.splice(i, 1);
          reject(signal.reason);
        };
        signal.addEventListener('abort', waiter.onAbort, { once: true });
      }
      this.waiters.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return; // release twice must not free a second permit
      released = true;
      const next = this.waiters.shift();
      if (!next) { this.active--; return; }
      // Hand the permit straight to the next waiter: active stays the same.
      if (next.onAbort) next.signal?.removeEventListener('abort', next.onAbort);
      next.resolve(this.releaser());
    };
  }
}
