import { describe, expect, it } from 'vitest';
import { Supervisor } from './supervisor.ts';
import { defineWorker, sleep, type Worker } from './worker.ts';

function recorder() {
  const events: string[] = [];
  const make = (name: string, o: { failStop?: boolean; failStart?: boolean; hangStop?: boolean } = {}): Worker => defineWorker({
    name,
    start: () => { if (o.failStart) throw new Error(`${name} cannot start`); events.push(`start ${name}`); },
    stop: async () => {
      events.push(`stop ${name}`);
      if (o.hangStop) await new Promise(() => {});
      if (o.failStop) throw new Error(`${name} broke on stop`);
    },
  });
  return { events, make };
}

describe('Supervisor', () => {
  it('starts in dependency order and stops in reverse', async () => {
    const { events, make } = recorder();
    const s = new Supervisor();
    s.add(make('http'), { after: ['ingest', 'index'] });
    s.add(make('ingest'), { after: ['bus'] });
    s.add(make('index'), { after: ['bus'] });
    s.add(make('bus'));
    await s.start();
    expect(events).toEqual(['start bus', 'start ingest', 'start index', 'start http']);
    await s.stop();
    expect(events.slice(4)).toEqual(['stop http', 'stop index', 'stop ingest', 'stop bus']);
  });

  it('runs every stop when one throws, and reports the failure', async () => {
    const { events, make } = recorder();
    const s = new Supervisor();
    s.add(make('a'));
    s.add(make('b', { failStop: true }), { after: ['a'] });
    s.add(make('c'), { after: ['b'] });
    await s.start();
    const failures = await s.stop();
    expect(events.filter((e) => e.startsWith('stop'))).toEqual(['stop c', 'stop b', 'stop a']);
    expect(failures).toHaveLength(1);
    expect(failures[0].worker).toBe('b');
    expect(String(failures[0].error)).toContain('broke on stop');
  });

  it('gives up on a stop that hangs and still stops the rest', async () => {
    const { events, make } = recorder();
    const s = new Supervisor({ stopTimeoutMs: 100 });
    s.add(make('a'));
    s.add(make('b', { hangStop: true }), { after: ['a'] });
    await s.start();
    const failures = await s.stop();
    expect(events).toContain('stop a');
    expect(failures.map((f) => f.worker)).toEqual(['b']);
  });

  it('a start failure stops what had started and rethrows', async () => {
    const { events, make } = recorder();
    const s = new Supervisor();
    s.add(make('a'));
    s.add(make('b', { failStart: true }), { after: ['a'] });
    s.add(make('c'), { after: ['b'] });
    await expect(s.start()).rejects.toThrow('b cannot start');
    expect(events).toEqual(['start a', 'stop a']);
  });

  it('aborts the signal it started workers with, and stop() twice is one stop', async () => {
    let seen: AbortSignal | undefined;
    let stops = 0;
    const s = new Supervisor();
    s.add(defineWorker({ name: 'w', start: (sig) => { seen = sig; }, stop: () => { stops++; } }));
    await s.start();
    expect(seen?.aborted).toBe(false);
    await Promise.all([s.stop(), s.stop()]);
    expect(seen?.aborted).toBe(true);
    expect(stops).toBe(1);
  });

  it('a graceful stop lets work finish; a forced stop cancels it through the signal', async () => {
    const run = (force: boolean) => {
      let sig: AbortSignal | undefined;
      let abortedDuringStop: boolean | undefined;
      const s = new Supervisor();
      s.add(defineWorker({
        name: 'captions',
        start: (x) => { sig = x; },
        // Work in flight that ends early only when cancelled.
        stop: async () => { abortedDuringStop = sig!.aborted; await sleep(force ? 10_000 : 50, sig); },
      }));
      return { s, get aborted() { return abortedDuringStop; } };
    };
    const graceful = run(false);
    await graceful.s.start();
    await graceful.s.stop();
    expect(graceful.aborted).toBe(false);
    const forced = run(true);
    await forced.s.start();
    const t0 = Date.now();
    await forced.s.stop({ force: true });
    expect(forced.aborted).toBe(true);
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('aborts the signal of a worker that overruns its stop timeout', async () => {
    const s = new Supervisor({ stopTimeoutMs: 50 });
    let sig: AbortSignal | undefined;
    s.add(defineWorker({ name: 'slow', start: (x) => { sig = x; }, stop: () => new Promise<void>((r) => sig!.addEventListener('abort', () => r())) }));
    await s.start();
    expect(await s.stop()).toEqual([]);
    expect(sig!.aborted).toBe(true);
  });

  it('rejects cycles, unknown dependencies and duplicate names', () => {
    const { make } = recorder();
    const s = new Supervisor();
    s.add(make('a'), { after: ['b'] });
    s.add(make('b'), { after: ['a'] });
    expect(() => s.order()).toThrow(/cycle/);
    const t = new Supervisor();
    t.add(make('a'), { after: ['nope'] });
    expect(() => t.order()).toThrow(/unknown worker nope/);
    expect(() => t.add(make('a'))).toThrow(/two workers/);
  });

  it('sleep ends early on abort', async () => {
    const c = new AbortController();
    const t0 = Date.now();
    setTimeout(() => c.abort(), 20);
    await sleep(5000, c.signal);
    expect(Date.now() - t0).toBeLessThan(1000);
  });
});
