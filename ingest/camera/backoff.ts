// Jittered, capped exponential backoff for reconnects (and later model calls).
import type { BackoffConfig } from '../../core/config/index.ts';

/** Delay before attempt `attempt` (1 = first retry). `random` is injectable for tests. */
export function backoffDelay(cfg: BackoffConfig, attempt: number, random: () => number = Math.random): number {
  const base = Math.min(cfg.maxMs, cfg.initialMs * cfg.factor ** Math.max(0, attempt - 1));
  const jittered = base * (1 + cfg.jitter * (2 * random() - 1));
  return Math.round(Math.min(cfg.maxMs, Math.max(0, jittered)));
}
