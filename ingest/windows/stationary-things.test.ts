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

  it('takes no slow walker for a stop: two 4 s steps within STILL_TRAVEL at a window\'s end are a walk, and one seen walking off its spot without a direction has left', () => {
    const k = new StationaryKeeper();
    // 0.02 of the frame a step at 0.25 fps: 'still' for the window's last 8 s.
    k.observe([track(0, 28, 0.95, 0.77, { stillFrom: 20 * S })]);
    expect(k.during(0, 32 * S)).toEqual([]);
    // One that did stop is let go by a track from its spot that moved under MIN_TRAVEL (no direction).
    k.observe([track(32, 60, 0.6, 0.6, { stillFrom: 36 * S })]);
    expect(k.during(32 * S, 64 * S)).toHaveLength(1);
    k.observe([track(64, 92, 0.61, 0.75)]);
    expect(k.during(64 * S, 96 * S)).toMatchObject([{ until: 64 * S }]);
  });

  it('lets a kept thing go when the detector sees most of its spot back to the view from before it, whatever track took it', () => {
    const k = new StationaryKeeper();
    k.observe([track(0, 28, 0.05, 0.35)]);
    k.observe([track(32, 60, 0.35, 0.35)]);
    const [s] = k.during(32 * S, 64 * S);
    expect(s.until).toBeUndefined();
    const blob = (x: number, size: number) => ({ bbox: { x, y: 0.34, w: 0.03, h: 0.156 }, centroid: { x: x + 0.015, y: 0.41 }, size, colours: ['grey'] });
    k.sceneChanged(400 * S, [], [blob(0.335, 0.001)]); // a little: not yet
    k.observe([], 402 * S);
    expect(k.during(400 * S, 402 * S)[0].until).toBeUndefined();
    k.sceneChanged(404 * S, [], [blob(0.335, 0.001)]);
    k.observe([track(404, 430, 0.5, 0.75)], 432 * S); // left in a blob whose centre is on no spot
    expect(k.during(402 * S, 432 * S)).toMatchObject([{ until: 404 * S }]);
  });

  it('keeps what the detector learnt into the view where nothing is kept: since it stopped changing, its pieces one thing, a bag no person', () => {
    const k = new StationaryKeeper(30 * S);
    const piece = (x: number, w: number, size: number) => ({ bbox: { x, y: 0.756, w, h: 0.072 }, centroid: { x: x + w / 2, y: 0.79 }, size, colours: ['black'] });
    k.sceneChanged(64 * S, [piece(0.313, 0.022, 0.0027)], []);
    k.sceneChanged(68 * S, [piece(0.34, 0.013, 0.0016)], []);
    k.observe([], 72 * S);
    expect(k.during(64 * S, 72 * S)).toMatchObject([{ since: 34 * S, colour: 'black', objectClass: 'object', box: { x: 0.313, w: 0.04 } }]);
    // Beside a kept person, a sliver learnt later is part of her, not a new thing.
    k.observe([track(100, 128, 0.05, 0.6), track(132, 160, 0.6, 0.6)]);
    k.sceneChanged(164 * S, [{ bbox: { x: 0.62, y: 0.4, w: 0.004, h: 0.15 }, centroid: { x: 0.622, y: 0.47 }, size: 0.0015, colours: ['green'] }], []);
    k.observe([], 168 * S);
    expect(k.during(160 * S, 168 * S)).toHaveLength(2);
  });
});
