// A change of the light made before the range asked and not undone by its start answers a
// "when did it ... in the evening?" that finds none inside it (plan-light.ts alreadySo).
import { describe, it, expect } from 'vitest';
import { alreadySo } from './plan-light.ts';
import type { PlanRun } from './plan-run.ts';

const H = 3_600_000, DAY = Date.parse('2026-11-21T00:00:00Z');

/** A run whose browse has these lighting events on one camera. */
function runWith(events: { ts: number; event: string }[], from: number, to: number): PlanRun {
  const call = async (_tool: unknown, a: { from: string; to: string }) => {
    const f = Date.parse(a.from), t = Date.parse(a.to);
    return { data: { rollups: [{ camera: 'shop', granularity: 'hour', start: f, end: t, summary: '', activityWindows: 0, coveredMs: t - f, events: [], text: [], gaps: [], lighting: events.filter((e) => e.ts >= f && e.ts < t) }], entities: [] }, citations: [] };
  };
  return { call, scope: { from, to }, cameraIds: ['shop'] } as unknown as PlanRun;
}

describe('alreadySo', () => {
  it('is the last switch of the kind asked before the range when nothing undid it by its start', async () => {
    const on = { ts: DAY + 16.4 * H, event: 'lights-on' };
    expect(await alreadySo(runWith([{ ts: DAY + 7.6 * H, event: 'lights-off' }, on], DAY + 18 * H, DAY + 24 * H), 'lights-on')).toEqual({ camera: 'shop', ...on });
  });

  it('is none when the light was switched back before the range began', async () => {
    const events = [{ ts: DAY + 16.4 * H, event: 'lights-on' }, { ts: DAY + 17 * H, event: 'lights-off' }];
    expect(await alreadySo(runWith(events, DAY + 18 * H, DAY + 24 * H), 'lights-on')).toBeUndefined();
  });
});
