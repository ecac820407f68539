// Where the recount cuts the footage: from a margin before the first thing tracked to a margin
// after the last, in the middle of the quiet stretches between things, no piece longer than a
// rewind looks at; and not at all when the footage is longer than is worth rewinding.
import { describe, expect, it } from 'vitest';
import { RECOUNT_MAX_MS, recountPieces, stitchPieces } from './recount.ts';
import type { Sighting } from './plan-things.ts';

const s = (from: number, to: number) => ({ first: from * 1000, last: to * 1000 });
const secs = (p: { from: number; to: number }[] | undefined) => p?.map((x) => [x.from / 1000, x.to / 1000]);

describe('recountPieces', () => {
  it('cuts in the middle of the quiet stretches, with a margin either side, clipped to the range', () => {
    // Things at 3-8 (two overlapping), 10.5-12.5 and 16-18; the range starts at 0.
    expect(secs(recountPieces([s(3, 6), s(5, 8), s(10.5, 12.5), s(16, 18)], 0, 60_000))).toEqual([[0, 9.25], [9.25, 14.25], [14.25, 23]]);
  });

  it('splits a long busy stretch evenly into pieces a rewind can look at', () => {
    const p = recountPieces([s(10, 70)], 0, 120_000)!;
    expect(p.length).toBe(3);
    expect(p[0].from).toBe(5000);
    expect(p.at(-1)!.to).toBe(75_000);
    for (const x of p) expect(x.to - x.from).toBeLessThanOrEqual(24_000);
  });

  it('does not recount footage longer than it is worth rewinding, nor nothing', () => {
    expect(recountPieces([s(0, 10), s(200, 210)], 0, 3_600_000)).toBeUndefined();
    expect(RECOUNT_MAX_MS).toBeLessThan(200_000);
    expect(recountPieces([], 0, 60_000)).toBeUndefined();
  });
});

const seen = (o: Partial<Sighting> & Pick<Sighting, 'first' | 'last' | 'from' | 'to'>): Sighting => ({
  colour: 'yellow', direction: 'left-to-right', entering: false, leaving: false, presentAtStart: false, presentAtEnd: false, size: 0.01, frames: 4, ...o,
});

describe('stitchPieces', () => {
  it('joins a thing cut by a piece boundary into one crossing that came in and went out', () => {
    const a = seen({ first: 16_000, last: 19_500, from: { x: 0.05, y: 0.3 }, to: { x: 0.27, y: 0.3 }, entering: true, presentAtEnd: true });
    const b = seen({ first: 20_000, last: 30_000, from: { x: 0.3, y: 0.3 }, to: { x: 0.95, y: 0.3 }, leaving: true, presentAtStart: true });
    const [one, ...rest] = stitchPieces([[a], [b]]);
    expect(rest).toEqual([]);
    expect(one).toMatchObject({ first: 16_000, last: 30_000, entering: true, leaving: true, presentAtStart: false, presentAtEnd: false, frames: 8, direction: 'left-to-right' });
  });

  it('keeps apart what is elsewhere, of another colour, or not in view at the boundary', () => {
    const a = seen({ first: 16_000, last: 19_500, from: { x: 0.05, y: 0.3 }, to: { x: 0.27, y: 0.3 }, entering: true, presentAtEnd: true });
    const far = seen({ first: 20_000, last: 22_000, from: { x: 0.7, y: 0.3 }, to: { x: 0.95, y: 0.3 }, presentAtStart: true });
    const red = seen({ first: 20_000, last: 22_000, from: { x: 0.28, y: 0.3 }, to: { x: 0.4, y: 0.3 }, presentAtStart: true, colour: 'red' });
    const later = seen({ first: 21_000, last: 23_000, from: { x: 0.28, y: 0.3 }, to: { x: 0.4, y: 0.3 } });
    expect(stitchPieces([[a], [far, red, later]])).toHaveLength(4);
  });
});
