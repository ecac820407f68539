// Where the recount cuts the footage: from a margin before the first thing tracked to a margin
// after the last, in the middle of the quiet stretches between things, no piece longer than a
// rewind looks at; and not at all when the footage is longer than is worth rewinding.
import { describe, expect, it } from 'vitest';
import { RECOUNT_MAX_MS, recountPieces } from './recount.ts';

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
