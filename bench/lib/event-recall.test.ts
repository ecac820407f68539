// Event recall scoring: non-idle windows recall what they cover, idle windows only the
// lighting changes they report; fixed clips tile the duration.
import { describe, it, expect } from 'vitest';
import type { Window } from '../../core/window.ts';
import { eventRecall, fixedClipCalls, type BenchEvent } from './event-recall.ts';

function win(kind: Window['kind'], start: number, end: number, lightTs: number[] = []): Window {
  return {
    id: `c:${start}`, camera: 'c', start, end, kind,
    activity: { peak: 0, mean: 0, activeFrames: 0, frames: 0 }, regions: [], grid: { cols: 1, rows: 1 },
    motion: { path: [], direction: 'none', colours: [] },
    lighting: { state: 'day', level: 1, events: lightTs.map((ts) => ({ ts, event: 'lights-off' as const })) },
    cut: false, keyframes: [], closedBy: 'activity-end',
  };
}
const ev = (kind: BenchEvent['kind'], atMs: number, endMs = atMs): BenchEvent => ({ kind, label: kind, atMs, endMs });

describe('eventRecall', () => {
  const windows = [win('idle', 0, 10_000, [9_000]), win('activity', 10_000, 20_000), win('idle', 20_000, 600_000, [300_000])];

  it('recalls events inside or within tolerance of a non-idle window, not inside idle ones', () => {
    const r = eventRecall([ev('appear', 15_000), ev('leave', 21_500), ev('appear', 25_000), ev('text', 8_500)], windows, 2000);
    expect(r.recalled).toBe(3);
    expect(r.missed.map((e) => e.atMs)).toEqual([25_000]);
  });

  it('recalls lighting changes that an idle window reports, gradual ones anywhere in their span', () => {
    const r = eventRecall([ev('lighting', 9_500), ev('lighting', 200_000, 400_000), ev('lighting', 500_000)], windows, 2000);
    expect(r.missed.map((e) => e.atMs)).toEqual([500_000]);
  });

  it('counts fixed clips over a duration', () => {
    expect(fixedClipCalls(3_600_000, 5000)).toBe(720);
    expect(fixedClipCalls(3_601_000, 10_000)).toBe(361);
  });
});
