// Joining tracked standing things with what the detector found standing: one count, no thing twice.
import { describe, it, expect } from 'vitest';
import { joinStanding } from './plan-count-standing.ts';
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
