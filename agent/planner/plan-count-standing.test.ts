// Joining tracked standing things with what the detector found standing: one count, no thing twice.
import { describe, it, expect } from 'vitest';
import { joinSameStands, joinStanding, STAND_GAP_MS } from './plan-count-standing.ts';
import type { Thing } from './plan-things.ts';
import type { StandingDetection } from './standing-detections.ts';

const stood = (x: number, y: number, camera = 'hall'): Thing => ({
  camera, colour: 'grey', label: 'person', size: 'person', first: 0, last: 60_000, direction: 'none', entered: false, left: false, moving: false,
  windows: [], standing: [{ from: 0, to: 60_000 }], path: [{ t: 0, x, y }, { t: 60_000, x, y }],
});
const det = (cx: number, cy: number, camera = 'hall'): StandingDetection => ({ camera, label: 'person', box: { x: cx - 0.03, y: cy - 0.08, w: 0.06, h: 0.16 }, frames: [0, 30_000, 60_000] });

describe('joinStanding', () => {
  it('counts a group motion saw as one blob by the people the detector finds there', () => {
    const r = joinStanding([stood(0.2, 0.5)], [det(0.15, 0.5), det(0.22, 0.48), det(0.26, 0.55)]);
    expect(r.n).toBe(3);
    expect(r.untracked).toEqual([]);
  });

  it('adds what stood where nothing was tracked, and keeps a tracked thing the detector missed', () => {
    const r = joinStanding([stood(0.2, 0.5), stood(0.8, 0.8)], [det(0.21, 0.5), det(0.7, 0.1)]);
    expect(r.n).toBe(3);
    expect(r.untracked).toHaveLength(1);
  });

  it('never joins a detection to a thing on another camera', () => {
    expect(joinStanding([stood(0.2, 0.5, 'a')], [det(0.2, 0.5, 'b')]).n).toBe(2);
  });
});

describe('joinSameStands', () => {
  const at = (x: number, y: number, from: number, to: number, colour = 'green', camera = 'stop'): Thing => ({
    camera, colour, label: 'object', size: 'vehicle', first: from, last: to, direction: 'none', entered: false, left: false, moving: false,
    windows: [], standing: [{ from, to }], path: [{ t: from, x, y }, { t: to, x, y }],
  });

  it('keeps one thing the tracker kept as two: a stand inside another at its place, or one broken for a moment', () => {
    const bus = at(0.34, 0.6, 0, 76_000), inside = at(0.4, 0.55, 32_000, 64_000);
    expect(joinSameStands([bus, inside])).toHaveLength(1);
    const van = at(0.8, 0.66, 0, 3_600_000, 'white'), again = at(0.81, 0.66, 3_600_000 + 30_000, 5_900_000, 'white');
    const joined = joinSameStands([van, again]);
    expect(joined).toHaveLength(1);
    expect(joined[0].standing).toEqual([{ from: 0, to: 3_600_000 }, { from: 3_630_000, to: 5_900_000 }]);
  });

  it('keeps apart stands of another colour, another place, another camera, or far apart in time', () => {
    const bus = at(0.34, 0.6, 0, 76_000);
    expect(joinSameStands([bus, at(0.34, 0.6, 10_000, 50_000, 'red')])).toHaveLength(2);
    expect(joinSameStands([bus, at(0.8, 0.6, 10_000, 50_000)])).toHaveLength(2);
    expect(joinSameStands([bus, at(0.34, 0.6, 10_000, 50_000, 'green', 'other')])).toHaveLength(2);
    expect(joinSameStands([bus, at(0.34, 0.6, 76_000 + STAND_GAP_MS + 1, 200_000)])).toHaveLength(2);
  });
});
