// The one conformance suite every Bus backend passes (DESIGN.md "Contracts"): registered as
// vitest tests by memory-bus.test.ts and redis-bus.test.ts. A backend provides `connect()`,
// which returns a new handle onto one shared medium each time (the same MemoryBus, or a new
// RedisBus on the same server and key prefix), so that "two consumers" can be two processes'
// worth of bus. Retries must be fast in the handles it gets (tens of ms), or tests time out.
import { describe, it, expect, beforeEach, afterEach } from 'vitest';
import type { Bus } from './bus.ts';
import type { Window } from '../window.ts';
import { UserError } from '../errors.ts';

export interface ConformanceBackend {
  /** Called before each test: a fresh medium (key space) for the handles of that test. */
  reset(): Promise<void>;
  /** A handle onto the current medium. The suite closes every handle it gets. */
  connect(): Promise<Bus>;
}

/** A valid window.closed window with a deterministic id (`${camera}:${start}`). */
export function testWindow(n: number, camera = 'cam1'): Window {
  const start = 1_700_000_000_000 + n * 10_000;
  return {
    id: `${camera}:${start}`, camera, start, end: start + 10_000, kind: 'activity',
    activity: { peak: 0.5, mean: 0.2, activeFrames: 3, frames: 20 },
    regions: [0, 0.1, 0.2, 0], grid: { cols: 2, rows: 2 },
    motion: { path: [], direction: 'none', colours: [] },
    lighting: { state: 'day', level: 0.6, events: [] },
    cut: false, keyframes: [], closedBy: 'activity-end',
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function waitFor(cond: () => boolean, timeoutMs = 10_000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

export function busConformance(name: string, backend: ConformanceBackend): void {
  describe(`Bus conformance: ${name}`, () => {
    let handles: Bus[] = [];
    const connect = async () => {
      const b = await backend.connect();
      handles.push(b);
      return b;
    };
    beforeEach(async () => {
      handles = [];
      await backend.reset();
    });
    afterEach(async () => {
      await Promise.all(handles.map((h) => h.close()));
    });

    it('reports each group\'s backlog: waiting, then pending while handled, then none', async () => {
      const bus = await connect();
      let release!: () => void;
      const gate = new Promise<void>((r) => { release = r; });
      let done = 0;
      const sub = bus.subscribe('window.closed', 'slow', async () => { await gate; done++; });
      await sub.ready();
      for (let i = 0; i < 3; i++) await bus.publish('window.closed', { window: testWindow(i) });
      const of = async () => (await bus.backlog()).find((b) => b.topic === 'window.closed' && b.group === 'slow');
      let seen: Awaited<ReturnType<typeof of>>;
      const deadline = Date.now() + 5000;
      // One handler runs (pending 1), two wait; a backend may take a moment to hand out the first.
      while (Date.now() < deadline && (seen = await of())?.pending !== 1) await sleep(20);
      expect(seen).toEqual({ topic: 'window.closed', group: 'slow', waiting: 2, pending: 1 });
      release();
      await waitFor(() => done === 3, 5000, 'three handled');
      while (Date.now() < deadline + 5000 && ((seen = await of())?.pending ?? 0) + (seen?.waiting ?? 0) > 0) await sleep(20);
      expect(seen).toMatchObject({ waiting: 0, pending: 0 });
    });

    it('delivers every message to every group', async () => {
      const bus = await connect();
      const got: Record<string, string[]> = { a: [], b: [] };
      for (const g of ['a', 'b'] as const) {
        await bus.subscribe('window.closed', g, async ({ window }) => { got[g].push(window.id); }).ready();
      }
      for (let i = 0; i < 10; i++) await bus.publish('window.closed', { window: testWindow(i) });
      await waitFor(() => got.a.length === 10 && got.b.length === 10, 10_000, 'both groups');
      expect(new Set(got.a).size).toBe(10);
      expect(new Set(got.b).size).toBe(10);
    });

    it('gives each message to one consumer of a group; two consumers share the work', async () => {
      const [b1, b2, producer] = [await connect(), await connect(), await connect()];
      const seen: Record<string, string[]> = { c1: [], c2: [] };
      const handler = (who: 'c1' | 'c2') => async ({ window }: { window: Window }) => { seen[who].push(window.id); await sleep(15); };
      await b1.subscribe('window.closed', 'indexer', handler('c1')).ready();
      await b2.subscribe('window.closed', 'indexer', handler('c2')).ready();
      for (let i = 0; i < 30; i++) await producer.publish('window.closed', { window: testWindow(i) });
      await waitFor(() => seen.c1.length + seen.c2.length >= 30, 15_000, 'all messages');
      await sleep(100);
      const all = [...seen.c1, ...seen.c2];
      expect(all.length).toBe(30);
      expect(new Set(all).size).toBe(30);
      expect(seen.c1.length).toBeGreaterThan(0);
      expect(seen.c2.length).toBeGreaterThan(0);
    });

    it('keeps publish order within one consumer at concurrency 1', async () => {
      const bus = await connect();
      const order: number[] = [];
      await bus.subscribe('window.closed', 'order', async ({ window }) => { order.push(window.start); }).ready();
      const sent = Array.from({ length: 50 }, (_, i) => testWindow(i));
      for (const w of sent) await bus.publish('window.closed', { window: w });
      await waitFor(() => order.length === 50, 10_000, '50 messages');
      expect(order).toEqual(sent.map((w) => w.start));
    });

    it('redelivers a message whose handler failed, and completes it once', async () => {
      const bus = await connect();
      const attempts = new Map<string, number>();
      const done: string[] = [];
      const deliveries: number[] = [];
      await bus.subscribe('window.closed', 'flaky', async ({ window }, d) => {
        const n = (attempts.get(window.id) ?? 0) + 1;
        attempts.set(window.id, n);
        if (window.start === testWindow(2).start && n < 3) throw new Error('index write failed');
        if (window.start === testWindow(2).start) deliveries.push(d.deliveries);
        done.push(window.id);
      }).ready();
      for (let i = 0; i < 5; i++) await bus.publish('window.closed', { window: testWindow(i) });
      await waitFor(() => done.length === 5, 15_000, 'every message done');
      expect(attempts.get(testWindow(2).id)).toBe(3);
      expect(deliveries).toEqual([3]);
      expect(new Set(done).size).toBe(5);
      await sleep(150);
      expect(done.length).toBe(5);
    });

    it('never runs more handlers at once than the concurrency', async () => {
      const bus = await connect();
      let running = 0, peak = 0, done = 0;
      await bus.subscribe('window.closed', 'bounded', async () => {
        running++;
        peak = Math.max(peak, running);
        await sleep(30);
        running--;
        done++;
      }, { concurrency: 3 }).ready();
      for (let i = 0; i < 20; i++) await bus.publish('window.closed', { window: testWindow(i) });
      await waitFor(() => done === 20, 15_000, '20 handled');
      expect(peak).toBe(3);
    });

    it('close() waits for handlers in flight, and is idempotent', async () => {
      const bus = await connect();
      let started = 0, finished = 0;
      const sub = bus.subscribe('window.closed', 'slow', async () => {
        started++;
        await sleep(300);
        finished++;
      }, { concurrency: 2 });
      await sub.ready();
      await bus.publish('window.closed', { window: testWindow(1) });
      await bus.publish('window.closed', { window: testWindow(2) });
      await waitFor(() => started === 2, 10_000, 'two handlers started');
      await Promise.all([sub.close(), sub.close()]);
      expect(finished).toBe(2);
      await bus.close();
      await bus.close();
    });

    it('bus.close() waits for handlers in flight', async () => {
      const bus = await connect();
      let started = false, finished = false;
      await bus.subscribe('window.closed', 'slow', async () => { started = true; await sleep(200); finished = true; }).ready();
      await bus.publish('window.closed', { window: testWindow(1) });
      await waitFor(() => started, 10_000, 'handler started');
      await bus.close();
      expect(finished).toBe(true);
      await expect(bus.publish('window.closed', { window: testWindow(2) })).rejects.toThrow(/closed/);
    });

    it('rejects an invalid message at publish, and delivers nothing', async () => {
      const bus = await connect();
      const got: unknown[] = [];
      await bus.subscribe('window.closed', 'strict', async (m) => { got.push(m); }).ready();
      const bad = { window: { ...testWindow(1), kind: 'nonsense' } } as never;
      await expect(bus.publish('window.closed', bad)).rejects.toThrow(UserError);
      await expect(bus.publish('window.closed', { window: testWindow(1), extra: 1 } as never)).rejects.toThrow(/invalid window.closed message/);
      await bus.publish('window.closed', { window: testWindow(2) });
      await waitFor(() => got.length === 1, 10_000, 'the valid message');
      await sleep(100);
      expect(got.length).toBe(1);
    });
  });
}
