// The part of the frame a question names, as thirds, and whether a path was there: a thing
// that crossed the whole frame was on the left too; of things asked about one at a time, the
// one that stood there is kept over one that only drove through; where a thing stood counts
// over the stretch it stood through.
import { describe, expect, it } from 'vitest';
import { inPlace, mostlyAt, placeFit, placeFitOver, placeWords, regionOf, sightingPath, type PathPoint } from './frame-place.ts';

const p = (t: number, x: number, y: number): PathPoint => ({ t: t * 1000, x, y });
const TOP_LEFT = { words: 'the top left', x: 'left', y: 'top' } as const;
const LEFT = { words: 'the left', x: 'left' } as const;
const BOTTOM = { words: 'the bottom', y: 'bottom' } as const;

describe('regions of the frame', () => {
  it('reads left/centre/right and top/middle/bottom as thirds, an axis not named spanning the frame', () => {
    expect(regionOf(TOP_LEFT)).toEqual({ x0: 0, x1: 1 / 3, y0: 0, y1: 1 / 3 });
    expect(regionOf({ words: 'the right', x: 'right' })).toEqual({ x0: 2 / 3, x1: 1, y0: -Infinity, y1: Infinity });
    expect(regionOf({ words: 'the middle', x: 'centre', y: 'middle' })).toEqual({ x0: 1 / 3, x1: 2 / 3, y0: 1 / 3, y1: 2 / 3 });
    expect(regionOf(BOTTOM)).toEqual({ x0: -Infinity, x1: Infinity, y0: 2 / 3, y1: 1 });
    // Words only: no part of the frame, no filter.
    expect(regionOf({ words: 'the gate' })).toBeUndefined();
    expect(regionOf(undefined)).toBeUndefined();
  });

  it('says the part of the frame in words', () => {
    expect(placeWords(TOP_LEFT)).toBe('at the top left of the view');
    expect(placeWords(LEFT)).toBe('on the left of the view');
    expect(placeWords(BOTTOM)).toBe('at the bottom of the view');
    expect(placeWords({ words: 'the middle', x: 'centre', y: 'middle' })).toBe('in the middle of the view');
  });
});

describe('whether a path was in a region', () => {
  const left = regionOf(LEFT)!, topLeft = regionOf(TOP_LEFT)!;

  it('counts a thing that crossed the whole frame as on the left, for the third of its time it was there', () => {
    const across = [p(0, 0, 0.5), p(30, 1, 0.5)];
    const fit = placeFit(across, left);
    expect(fit.there).toBe(true);
    expect(fit.share).toBeCloseTo(1 / 3, 5);
    expect(placeFit(across, regionOf({ words: 'the right', x: 'right' })!).there).toBe(true);
    // It crossed at mid-height: never at the top.
    expect(placeFit(across, topLeft).there).toBe(false);
  });

  it('places a standing thing at its spot, a walker on the right never on the left', () => {
    const parked = [p(0, 0.2, 0.2), p(600, 0.2, 0.2)];
    expect(placeFit(parked, topLeft)).toEqual({ there: true, share: 1 });
    expect(placeFit(parked, regionOf({ words: 'the bottom right', x: 'right', y: 'bottom' })!)).toEqual({ there: false, share: 0 });
    expect(placeFit([p(0, 0.9, 0.5), p(20, 0.7, 0.5)], left).there).toBe(false);
    // A single moment: there or not.
    expect(placeFit([p(0, 0.1, 0.1)], topLeft)).toEqual({ there: true, share: 1 });
    expect(placeFit(undefined, topLeft)).toEqual({ there: false, share: 0 });
  });

  it('looks only at the range asked: where a thing was then, interpolated between its points', () => {
    // Walks from the right edge to the left edge over 60 s: on the left only in its last 20 s.
    const walk = [p(0, 1, 0.5), p(60, 0, 0.5)];
    expect(placeFit(walk, left, 0, 30_000).there).toBe(false);
    expect(placeFit(walk, left, 30_000, 60_000)).toMatchObject({ there: true });
    expect(placeFit(walk, left, 30_000, 60_000).share).toBeCloseTo(2 / 3, 5);
    // Where a thing stood, over its stands only (not the drive between them).
    const droveAndParked = [p(0, 0.9, 0.9), p(10, 0.2, 0.2), p(100, 0.2, 0.2)];
    expect(placeFitOver(droveAndParked, topLeft, [{ from: 10_000, to: 100_000 }])).toEqual({ there: true, share: 1 });
    expect(placeFitOver(droveAndParked, regionOf(BOTTOM)!, [{ from: 10_000, to: 100_000 }]).there).toBe(false);
  });

  it('knows the ninth of the frame a path spent most of its time in', () => {
    expect(mostlyAt([p(0, 0.9, 0.9), p(5, 0.8, 0.8), p(100, 0.8, 0.8)])).toMatchObject({ x: 'right', y: 'bottom' });
    expect(mostlyAt(undefined)).toBeUndefined();
  });
});

describe('things in a place', () => {
  const parkedTopLeft = { id: 'parked', path: [p(0, 0.2, 0.2), p(300, 0.2, 0.2)] };
  const droveThrough = { id: 'through', path: [p(0, 0, 0.1), p(30, 1, 0.1)] };
  const bottomRight = { id: 'bottom right', path: [p(0, 0.8, 0.8), p(300, 0.8, 0.8)] };
  const unknown = { id: 'unknown', path: undefined };
  const things = [parkedTopLeft, droveThrough, bottomRight, unknown];
  const ids = (xs: { id: string }[]) => xs.map((x) => x.id);

  it('keeps every thing there at some moment when asked about any, only the one mostly there when asked about one', () => {
    expect(ids(inPlace(things, TOP_LEFT, (t) => t.path))).toEqual(['parked', 'through']);
    expect(ids(inPlace(things, TOP_LEFT, (t) => t.path, { one: true }))).toEqual(['parked']);
    // Nothing stood there: the one that passed is the one.
    expect(ids(inPlace([droveThrough, bottomRight], TOP_LEFT, (t) => t.path, { one: true }))).toEqual(['through']);
    expect(ids(inPlace(things, { words: 'the bottom right', x: 'right', y: 'bottom' }, (t) => t.path, { one: true }))).toEqual(['bottom right']);
  });

  it('filters nothing for a place that names no part of the frame', () => {
    expect(inPlace(things, { words: 'the gate' }, (t) => t.path)).toEqual(things);
    expect(inPlace(things, undefined, (t) => t.path)).toEqual(things);
  });

  it('reads a sighting on rewound frames as its first and last centre', () => {
    const s = { first: 1000, last: 9000, from: { x: 0.9, y: 0.8 }, to: { x: 0.7, y: 0.8 } };
    expect(sightingPath(s)).toEqual([{ t: 1000, x: 0.9, y: 0.8 }, { t: 9000, x: 0.7, y: 0.8 }]);
    expect(inPlace([s], LEFT, sightingPath)).toEqual([]);
  });
});
