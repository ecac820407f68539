import { describe, it, expect } from 'vitest';
import { backoffDelay } from './backoff.ts';
import { BackoffSchema } from './config/index.ts';

const cfg = BackoffSchema.parse({ initialMs: 1000, maxMs: 30_000, factor: 2, jitter: 0.3 });

describe('backoffDelay', () => {
  it('grows exponentially from the initial delay', () => {
    const mid = () => 0.5; // no jitter
    expect([1, 2, 3, 4, 5].map((a) => backoffDelay(cfg, a, mid))).toEqual([1000, 2000, 4000, 8000, 16000]);
  });
  it('is capped, jitter included', () => {
    expect(backoffDelay(cfg, 50, () => 0.5)).toBe(30_000);
    expect(backoffDelay(cfg, 50, () => 1)).toBe(30_000);
  });
  it('spreads retries by ±jitter so cameras do not reconnect in lockstep', () => {
    expect(backoffDelay(cfg, 1, () => 0)).toBe(700);
    expect(backoffDelay(cfg, 1, () => 1)).toBe(1300);
    const seen = new Set(Array.from({ length: 50 }, () => backoffDelay(cfg, 3)));
    expect(seen.size).toBeGreaterThan(10);
    for (const d of seen) expect(d).toBeGreaterThanOrEqual(2800), expect(d).toBeLessThanOrEqual(5200);
  });
});
