// Units of the stationary keeper on tracks as the windows give them at 0.25 fps: a person who
// walks in and stops has the walk in one activity window and the standing in the next (the
// window was cut at maxActivitySeconds), and walks off a step away from where she stood.
import { describe, expect, it } from 'vitest';
import type { Track } from '../../core/window.ts';
import { StationaryKeeper } from './stationary-things.ts';

const S = 1000;
const track = (start: number, end: number, fromX: number, toX: number, o: Partial<Track> = {}): Track => ({
  start: start * S, end: end * S, colour: 'green', direction: toX - fromX > 0.15 ? 'left-to-right' : fromX - toX > 0.15 ? 'right-to-left' : 'none',
  entering: fromX < 0.06, leaving: toX < 0.06, from: { x: fromX, y: 0.41 }, to: { x: toX, y: 0.41 }, size: 0.004,
  frames: Math.round((end - start) / 4) + 1, box: { x: fromX - 0.015, y: 0.34, w: 0.031, h: 0.156 }, boxAt: start * S, objectClass: 'person', ...o,
});

describe('StationaryKeeper', () => {
  it('keeps a person whose walk in and whose standing fell in two windows, and lets her go when she walks off a step away', () => {
    const k = new StationaryKeeper();
    k.observe([track(0, 28, 0.05, 0.35)]);
    k.observe([track(32, 60, 0.39, 0.7, { stillFrom: 56 * S })]);
    expect(k.during(32 * S, 64 * S)).toEqual([]); // stood 4 s by the window's end: not yet kept
    k.observe([track(64, 88, 0.7, 0.7)]); // stood still all this window, then learnt as background
    const [s] = k.during(64 * S, 92 * S);
    expect(s).toMatchObject({ since: 56 * S, colour: 'green', objectClass: 'person', at: { x: 0.7, y: 0.41 } });
    expect(s.until).toBeUndefined();
    k.observe([]);
    expect(k.during(92 * S, 900 * S)).toHaveLength(1);
    // Walking off at 0.25 fps she is first seen 0.04 of the frame from her spot.
    k.observe([track(904, 932, 0.658, 0.353)]);
    expect(k.during(900 * S, 936 * S)).toMatchObject([{ since: 56 * S, until: 904 * S }]);
    expect(k.during(936 * S, 968 * S)).toEqual([]);
  });

  it('does not take a still track for a stop unless a moving one of the window before ended on its spot', () => {
    const k = new StationaryKeeper();
    k.observe([track(0, 28, 0.1, 0.45)]); // walked on past 0.45 ...
    k.observe([track(32, 60, 0.7, 0.7, { colour: 'grey' })]); // ... and something still elsewhere (a ghost)
    expect(k.during(32 * S, 64 * S)).toEqual([]);
    k.observe([track(64, 92, 0.3, 0.3)]);
    k.observe([track(96, 124, 0.3, 0.3)]); // still from its start, after a still one: nothing moved there
    expect(k.during(64 * S, 128 * S)).toEqual([]);
  });

  it('judges the edge by where a thing stands, not by its box when largest (as it came in)', () => {
    const k = new StationaryKeeper();
    k.observe([track(0, 40, 0.02, 0.5, { stillFrom: 20 * S, box: { x: 0.0, y: 0.34, w: 0.05, h: 0.156 } })]);
    expect(k.during(0, 44 * S)).toMatchObject([{ since: 20 * S, at: { x: 0.5 } }]);
  });
});
