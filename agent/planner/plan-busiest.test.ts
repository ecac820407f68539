// The busiest (or quietest) time: equal spans over the recorded part of the range, things
// counted where they came into view.
import { describe, expect, it } from 'vitest';
import { buckets, recordedExtent } from './plan-busiest.ts';
import type { Thing } from './plan-things.ts';

const D = Date.parse('2026-11-27T00:00:00Z'), H = 3_600_000;
const thing = (first: number): Thing => ({
  camera: 'yard', colour: 'red', label: 'object', size: 'medium', first, last: first + 60_000,
  direction: 'left-to-right', entered: true, left: true, moving: true, windows: [],
});

describe('the busiest time', () => {
  it('cuts a day into hours and counts each thing in the hour it came', () => {
    const bs = buckets([thing(D + 7.25 * H), thing(D + 10.1 * H), thing(D + 10.5 * H)], D, D + 24 * H);
    expect(bs).toHaveLength(24);
    expect(bs.map((b) => b.things.length).indexOf(2)).toBe(10);
  });

  it('cuts a short clip into seconds, not one hour', () => {
    const S = D + 16 * H;
    const bs = buckets([thing(S + 3000), thing(S + 4000), thing(S + 27_000)], S, S + 36_000);
    expect(bs.length).toBeGreaterThan(2);
    expect(bs[0].things).toHaveLength(2);
  });

  it('looks only where there is footage: a 36 s clip in a day-long range is the clip', () => {
    const S = D + 16 * H, things = [thing(S + 3000), thing(S + 33_000)];
    expect(recordedExtent([{ start: S, end: S + H, coveredMs: 36_000 }], things, D, D + 24 * H)).toEqual({ from: S + 3000, to: S + 33_000 + 60_000 + 1 });
    expect(recordedExtent([{ start: D, end: D + 24 * H, coveredMs: 24 * H }], things, D, D + 24 * H)).toEqual({ from: D, to: D + 24 * H });
  });
});
