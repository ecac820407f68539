// CallPolicy on its own, with scripted attempt functions: deadlines, the concurrency and queue
// bounds, what is retried and how long it waits, cancellation and usage counters.
import { describe, expect, it } from 'vitest';
import { CallPolicy, observeModelCalls, type CallPolicyOptions, type ModelCallEvent } from './call-policy.ts';
import {
  ModelOverloadedError, ModelRateLimitedError, ModelRequestError, ModelTimeoutError, ModelUnavailableError,
} from './model-errors.ts';

const label = { provider: 'test', model: 'm', operation: 'op' };
const policy = (over: Partial<CallPolicyOptions> = {}) => new CallPolicy({
  provider: 'test', model: 'm', timeoutMs: 1000, concurrency: 2, maxQueue: 100, maxRetries: 2,
  backoff: { initialMs: 10, maxMs: 40 }, ...over,
});
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('CallPolicy', () => {
  it('keeps in-flight calls at the concurrency bound with 20 callers', async () => {
    const p = policy({ concurrency: 3 });
    let now = 0, max = 0;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => p.run('op', async () => {
      max = Math.max(max, ++now);
      await wait(5);
      now--;
      return i;
    })));
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(max).toBe(3);
    expect(p.inFlight).toBe(0);
    expect(p.usage.calls).toBe(20);
  });

  it('fails fast with ModelOverloadedError when the wait queue is full', async () => {
    const p = policy({ concurrency: 1, maxQueue: 2 });
    let finished = 0;
    const slow = () => p.run('op', () => wait(50)).then(() => { finished++; });
    const admitted = [slow(), slow(), slow()];
    await expect(slow()).rejects.toBeInstanceOf(ModelOverloadedError);
    expect(finished).toBe(0); // rejected at once, not after waiting its turn
    await Promise.all(admitted);
    expect(p.usage.errors).toBe(1);
  });

  it('times out an attempt that ignores its signal, retries it, and reports ModelTimeoutError', async () => {
    const p = policy({ timeoutMs: 60, maxRetries: 1 });
    let attempts = 0;
    const t0 = Date.now();
    const err = await p.run('op', () => { attempts++; return new Promise(() => {}); }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ModelTimeoutError);
    expect((err as Error).message).toBe('test m (op) gave no answer within 60 ms');
    expect(attempts).toBe(2);
    expect(Date.now() - t0).toBeLessThan(60 * 2 + 40 + 150);
    expect(p.usage).toMatchObject({ calls: 1, errors: 1, retries: 1 });
  });

  it('aborts the attempt signal at the deadline', async () => {
    const p = policy({ timeoutMs: 30, maxRetries: 0 });
    let seen: AbortSignal | undefined;
    await expect(p.run('op', ({ signal }) => { seen = signal; return new Promise(() => {}); })).rejects.toBeInstanceOf(ModelTimeoutError);
    expect(seen?.aborted).toBe(true);
  });

  it('retries retryable errors until success and counts the retries', async () => {
    const p = policy({ maxRetries: 3 });
    let n = 0;
    const out = await p.run('op', async () => {
      if (++n < 3) throw new ModelUnavailableError(label, 503, 'busy');
      return 'ok';
    });
    expect(out).toBe('ok');
    expect(p.usage).toMatchObject({ calls: 1, retries: 2, errors: 0 });
  });

  it('never retries a refused request or an unknown error', async () => {
    for (const error of [new ModelRequestError(label, 400, 'bad'), new TypeError('bug')]) {
      const p = policy();
      let n = 0;
      await expect(p.run('op', async () => { n++; throw error; })).rejects.toBe(error);
      expect(n).toBe(1);
    }
  });

  it('waits at least Retry-After before retrying a rate-limited call, and gives up on an excessive one', async () => {
    const p = policy({ maxRetries: 1 });
    const times: number[] = [];
    await p.run('op', async () => {
      times.push(Date.now());
      if (times.length === 1) throw new ModelRateLimitedError(label, 150, 'slow down');
    });
    expect(times[1] - times[0]).toBeGreaterThanOrEqual(145);

    const q = policy({ maxRetries: 3, maxRetryAfterMs: 1000 });
    let n = 0;
    await expect(q.run('op', async () => { n++; throw new ModelRateLimitedError(label, 5000, 'come back later'); })).rejects.toBeInstanceOf(ModelRateLimitedError);
    expect(n).toBe(1);
  });

  it('gives back the slot during a backoff so others proceed', async () => {
    const p = policy({ concurrency: 1, backoff: { initialMs: 100, maxMs: 100, jitter: 0 } });
    const order: string[] = [];
    let n = 0;
    const a = p.run('op', async () => { order.push(`a${n}`); if (n++ === 0) throw new ModelUnavailableError(label, 500, 'x'); });
    await wait(5);
    const b = p.run('op', async () => { order.push('b'); });
    await Promise.all([a, b]);
    expect(order).toEqual(['a0', 'b', 'a1']);
  });

  it('stops waiting, attempting and backing off when the caller aborts', async () => {
    const p = policy({ concurrency: 1 });
    const blocker = p.run('op', () => wait(100));
    const ctl = new AbortController();
    const queued = p.run('op', async () => 'never', ctl.signal);
    ctl.abort(new Error('window dropped'));
    await expect(queued).rejects.toThrow('window dropped');
    await blocker;

    const ctl2 = new AbortController();
    const inAttempt = p.run('op', () => new Promise(() => {}), ctl2.signal);
    setTimeout(() => ctl2.abort(new Error('stop')), 10);
    await expect(inAttempt).rejects.toThrow('stop');
    expect(p.inFlight).toBe(0);
  });

  it('adds up tokens, images and seconds reported by attempts', async () => {
    const p = policy();
    await p.run('op', async ({ count }) => { count({ tokensIn: 10, tokensOut: 2, images: 3 }); await wait(20); });
    await p.run('op', async ({ count }) => { count({ tokensIn: 5 }); });
    expect(p.usage).toMatchObject({ calls: 2, tokensIn: 15, tokensOut: 2, images: 3 });
    expect(p.usage.seconds).toBeGreaterThan(0.015);
  });

  it('reports each logical call to observers: role, seconds, attempts, outcome, until unsubscribed', async () => {
    const seen: ModelCallEvent[] = [];
    const off = observeModelCalls((e) => seen.push(e));
    const p = policy({ role: 'captioner' });
    let n = 0;
    await p.run('caption', async () => { if (n++ === 0) throw new ModelUnavailableError(label, 503, 'busy'); await wait(20); });
    await expect(p.run('caption', async () => { throw new ModelRequestError(label, 400, 'bad'); }, undefined, 'verifier')).rejects.toBeInstanceOf(ModelRequestError);
    const ctl = new AbortController();
    const cancelled = p.run('caption', () => new Promise(() => {}), ctl.signal);
    setTimeout(() => ctl.abort(new Error('stop')), 5);
    await expect(cancelled).rejects.toThrow('stop');
    // An observer that throws is logged, never the call's failure.
    const offBad = observeModelCalls(() => { throw new Error('observer bug'); });
    await p.run('caption', async () => 1);
    offBad();
    off();
    await p.run('caption', async () => 2);
    expect(seen.map((e) => [e.role, e.operation, e.outcome, e.attempts, e.error])).toEqual([
      ['captioner', 'caption', 'ok', 2, undefined],
      ['verifier', 'caption', 'error', 1, 'ModelRequestError'],
      ['captioner', 'caption', 'cancelled', 1, 'Error'],
      ['captioner', 'caption', 'ok', 1, undefined],
    ]);
    // The whole call is timed, backoff included.
    expect(seen[0].seconds).toBeGreaterThan(0.02);
  });
});
