// A later visit is a thing like the first (its colour, where both are known) that came after
// the first had gone: overlapping things are two at once, and someone in another colour is
// someone else.
import { describe, expect, it } from 'vitest';
import { laterVisits } from './plan-again.ts';
import type { Thing } from './plan-things.ts';

const S = Date.parse('2026-11-27T00:00:00Z'), H = 3_600_000;
const thing = (first: number, last: number, colour: string | null): Thing => ({
  camera: 'yard', colour, label: 'object', size: 'medium', first: S + first * H, last: S + last * H,
  direction: 'left-to-right', entered: true, left: true, moving: true, windows: [], objectClass: 'vehicle',
});

describe('later visits', () => {
  it('is the later thing like the first that came after it had gone', () => {
    const v = laterVisits([thing(16.6, 16.62, 'white'), thing(7.25, 7.27, 'white')])!;
    expect([v.first.first, v.later.map((t) => t.first)]).toEqual([S + 7.25 * H, [S + 16.6 * H]]);
  });

  it('is none for one visit, for two at once, and for another colour', () => {
    expect(laterVisits([thing(12.75, 12.77, 'yellow')])!.later).toEqual([]);
    expect(laterVisits([thing(10, 11, 'red'), thing(10.5, 10.6, 'red')])!.later).toEqual([]);
    expect(laterVisits([thing(8.5, 8.53, 'blue'), thing(14.2, 14.23, 'red')])!.later).toEqual([]);
    expect(laterVisits([])).toBeUndefined();
  });

  it('takes "back the other way" as a return going against the first visit\'s way', () => {
    const way = (t: Thing, direction: string): Thing => ({ ...t, direction });
    // The guard's first round left to right, a walker the same way later, then the guard back right to left.
    const things = [way(thing(19.75, 19.78, 'blue'), 'left-to-right'), way(thing(19.8, 19.82, 'blue'), 'left-to-right'), way(thing(19.87, 19.9, 'blue'), 'right-to-left')];
    expect(laterVisits(things)!.later[0].first).toBe(S + 19.8 * H);
    expect(laterVisits(things, true)!.later.map((t) => t.first)).toEqual([S + 19.87 * H]);
  });

  it('finds the return of the second thing seen when the first never came back', () => {
    const v = laterVisits([thing(8, 8.1, 'blue'), thing(9, 9.1, 'red'), thing(15, 15.1, 'red')])!;
    expect([v.first.colour, v.later.length, v.later[0].first]).toEqual(['red', 1, S + 15 * H]);
  });
});
