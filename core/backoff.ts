// Jittered, capped exponential backoff: one formula for camera reconnects, model-call retries
// and caption retries, so every retry in vigil spreads out the same way.

export interface Backoff {
  /** Delay before the first retry. */
  initialMs: number;
  /** Cap on any single delay, jitter included. */
  maxMs: number;
  /** Growth per failed attempt. */
  factor: number;
  /** Random fraction added to or taken from each delay, so callers do not retry in lockstep. */
  jitter: number;
}

/** Delay before attempt `attempt` (1 = first retry). `random` is injectable for tests. */
export function backoffDelay(b: Backoff, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(b.maxMs, b.initialMs * b.factor ** Math.max(0, attempt - 1));
  const jittered = base * (1 + b.jitter * (2 * random() - 1));
  return Math.round(Math.min(b.maxMs, Math.max(0, jittered)));
}
