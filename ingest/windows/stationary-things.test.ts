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

  it('lets a trolley kept as it stalled at a window\'s end go when the next window picks it up moving on beside its pusher', () => {
    // The lobby's cleaner at 19:31: the trolley split off him stalled for its last three frames
    // (their blobs merged and held its centre back) and was kept; the next window's track of it
    // starts 0.04 from where he was last seen too (it could carry on him), and goes on.
    const k = new StationaryKeeper();
    const trolley = { colour: 'yellow', size: 0.026, objectClass: 'object' as const, box: { x: 0.487, y: 0.582, w: 0.163, h: 0.272 } };
    k.observe([
      track(0, 28, 0.42, 0.57, { ...trolley, stillFrom: 16 * S }),
      track(4, 24, 0.39, 0.49, { colour: 'blue', size: 0.012, stillFrom: 16 * S }),
    ], 32 * S);
    expect(k.during(0, 32 * S)).toMatchObject([{ colour: 'yellow', since: 16 * S }]);
    k.observe([
      track(32, 60, 0.53, 0.77, { ...trolley, direction: 'left-to-right' }),
      track(32, 60, 0.62, 0.68, { colour: 'blue', size: 0.026, direction: 'none', stillFrom: 52 * S }),
    ], 64 * S);
    expect(k.during(32 * S, 64 * S)).toMatchObject([{ colour: 'yellow', until: 32 * S }]);
    expect(k.during(64 * S, 96 * S)).toEqual([]);
  });

  it('keeps a stopped lorry while a walker passes in front of it, her walk cut by a window over its box', () => {
    const k = new StationaryKeeper();
    const lorry = { colour: 'green', size: 0.07, objectClass: 'vehicle' as const, box: { x: 0.33, y: 0.5, w: 0.34, h: 0.24 } };
    k.observe([track(0, 28, 0.05, 0.5, { ...lorry, stillFrom: 8 * S })]);
    expect(k.during(0, 32 * S)).toHaveLength(1);
    // Walking right to left past it; the window cut at 60 s picks her up inside its box.
    // Her last two steps there were short, 'still' for 4 s: a walk, not a stop.
    k.observe([track(32, 60, 0.95, 0.58, { stillFrom: 56 * S })]);
    k.observe([track(64, 92, 0.55, 0.2)]);
    expect(k.during(64 * S, 96 * S)).toMatchObject([{ colour: 'green' }]);
    expect(k.during(64 * S, 96 * S)[0].until).toBeUndefined();
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

  it('lets a kept thing go once a little of it was seen going and nothing of it is left: nothing moving there, nothing held learnt', () => {
    let held = true;
    const view = { remains: () => (held ? { bbox: { x: 0.34, y: 0.34, w: 0.02, h: 0.1 }, centroid: { x: 0.35, y: 0.39 }, size: 0.0008, colours: ['red'] } : undefined) };
    const k = new StationaryKeeper(30 * S, view);
    k.observe([track(0, 28, 0.05, 0.35)], 32 * S);
    k.observe([track(32, 60, 0.35, 0.35)], 64 * S);
    expect(k.during(32 * S, 64 * S)).toHaveLength(1);
    const blob = { bbox: { x: 0.335, y: 0.34, w: 0.03, h: 0.156 }, centroid: { x: 0.35, y: 0.41 }, size: 0.0006, colours: ['grey'] };
    k.sceneChanged(400 * S, [], [blob]); // a sliver of her seen going: far under CLEARED_SHARE
    held = false;
    k.observe([track(396, 420, 0.6, 0.36)], 424 * S); // something moves up to her spot: not judged yet
    expect(k.during(396 * S, 424 * S)[0].until).toBeUndefined();
    held = true;
    k.observe([], 454 * S); // nothing moves there, but some of her is still held learnt
    expect(k.during(424 * S, 454 * S)[0].until).toBeUndefined();
    held = false;
    k.observe([], 484 * S);
    expect(k.during(454 * S, 484 * S)).toMatchObject([{ since: 28 * S, until: 454 * S }]);
    expect(k.during(484 * S, 520 * S)).toEqual([]);
    // Nothing of it seen going: a thing the detector holds no more of (learnt as scenery) is kept.
    const k2 = new StationaryKeeper(30 * S, { remains: () => undefined });
    k2.observe([track(0, 28, 0.05, 0.35)], 32 * S);
    k2.observe([track(32, 60, 0.35, 0.35)], 64 * S);
    k2.observe([], 600 * S);
    expect(k2.during(64 * S, 600 * S)[0].until).toBeUndefined();
  });

  it('lets a parcel go once the view came back just beside its box as it was carried off, and nothing of it is left', () => {
    // The shop front's parcel: kept from 09:25, picked up at 12:48 by a walker whose blob hid it;
    // the view came back a few samples at a time, only those right of its (rough) box as one piece.
    let held = true;
    const view = { remains: () => (held ? { bbox: { x: 0.22, y: 0.44, w: 0.03, h: 0.07 }, centroid: { x: 0.235, y: 0.47 }, size: 0.004, colours: ['brown'] } : undefined) };
    const parcel = { x: 0.219, y: 0.439, w: 0.031, h: 0.072 };
    const make = () => {
      const k = new StationaryKeeper(30 * S, view);
      k.sceneChanged(100 * S, [{ bbox: parcel, centroid: { x: 0.235, y: 0.475 }, size: 0.004, colours: ['brown'] }], []);
      k.observe([], 128 * S);
      expect(k.during(100 * S, 128 * S)).toHaveLength(1);
      return k;
    };
    const beside = { bbox: { x: 0.256, y: 0.439, w: 0.0125, h: 0.056 }, centroid: { x: 0.262, y: 0.467 }, size: 0.0011, colours: ['grey'] };
    const k = make();
    k.sceneChanged(1000 * S, [], [beside]);
    held = false;
    k.observe([track(996, 1024, 0.5, 0.245, { colour: 'white' })], 1028 * S); // someone walks up to it: not judged yet
    expect(k.during(996 * S, 1028 * S)[0].until).toBeUndefined();
    k.observe([], 1056 * S);
    expect(k.during(1028 * S, 1056 * S)).toMatchObject([{ until: 1028 * S }]);
    // The view back far from it says nothing of it.
    held = false;
    const k2 = make();
    k2.sceneChanged(1000 * S, [], [{ ...beside, bbox: { ...beside.bbox, x: 0.6 } }]);
    k2.observe([], 1028 * S);
    k2.observe([], 1056 * S);
    expect(k2.during(1028 * S, 1056 * S)[0].until).toBeUndefined();
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

  it('keeps a lorry learnt front first and its back half a minute later, in its colour, as one thing; a piece of another colour beside it is its own', () => {
    const k = new StationaryKeeper(30 * S);
    const piece = (x: number, w: number, size: number, colour: string) => ({ bbox: { x, y: 0.506, w, h: 0.239 }, centroid: { x: x + w / 2, y: 0.62 }, size, colours: [colour] });
    k.sceneChanged(64 * S, [piece(0.331, 0.238, 0.02, 'green')], []);
    k.observe([], 72 * S);
    k.sceneChanged(88 * S, [piece(0.575, 0.05, 0.014, 'green')], []); // 24 s on: past SETTLING_MS, under settleMs
    k.sceneChanged(90 * S, [piece(0.64, 0.03, 0.003, 'brown')], []);
    k.observe([], 96 * S);
    const kept = k.during(72 * S, 96 * S);
    expect(kept).toHaveLength(2);
    expect(kept.find((x) => x.colour === 'green')).toMatchObject({ since: 34 * S, box: { x: 0.331, w: 0.294 } });
  });

  it('keeps a parcel put down beside a lorry that stopped long before as a thing of its own, but nothing learnt on the lorry', () => {
    const k = new StationaryKeeper(30 * S);
    const lorry = { size: 0.07, objectClass: 'vehicle' as const, colour: 'green', box: { x: 0.33, y: 0.5, w: 0.24, h: 0.24 } };
    k.observe([track(0, 28, 0.05, 0.45, { ...lorry, stillFrom: 12 * S, to: { x: 0.45, y: 0.62 } })], 32 * S);
    expect(k.during(0, 32 * S)).toMatchObject([{ since: 12 * S, objectClass: 'vehicle' }]);
    const blob = (x: number, y: number) => ({ bbox: { x, y, w: 0.03, h: 0.06 }, centroid: { x: x + 0.015, y: y + 0.03 }, size: 0.003, colours: ['brown'] });
    // Ten minutes on: one piece on the lorry (re-learnt), one a little way beside it (in the reach of its departures, off its box).
    k.sceneChanged(620 * S, [blob(0.4, 0.6), blob(0.22, 0.44)], []);
    k.observe([], 624 * S);
    const kept = k.during(620 * S, 624 * S);
    expect(kept).toHaveLength(2);
    expect(kept[1]).toMatchObject({ since: 590 * S, colour: 'brown', objectClass: 'object', box: { x: 0.22 } });
  });

  it('keeps no stop of two walkers crossing as one blob, nor of a slow walker whose last steps at 1 fps read still', () => {
    const k = new StationaryKeeper(30 * S);
    const at1fps = (start: number, end: number, fromX: number, toX: number, o: Partial<Track> = {}) => track(start, end, fromX, toX, { frames: end - start + 1, ...o });
    // Each walks in; she is 'still' for the window's last 4 s (0.01 of the frame a second).
    k.observe([at1fps(0, 29, 0.03, 0.33, { stillFrom: 25 * S }), at1fps(0, 29, 0.97, 0.66, { stillFrom: 25 * S, colour: 'purple' })], 30 * S);
    // She goes on 0.03 in three frames and is lost in the blob of the two; that blob's centre
    // stands while they pass, and as it ends each sets off from inside it.
    const blob = { box: { x: 0.39, y: 0.34, w: 0.22, h: 0.27 }, size: 0.013, objectClass: 'vehicle' as const, colour: 'purple' };
    k.observe([
      at1fps(30, 32, 0.341, 0.361),
      at1fps(30, 41, 0.657, 0.542, { ...blob, direction: 'none', stillFrom: 33 * S }),
      at1fps(41, 59, 0.458, 0.3, { colour: 'purple' }),
      at1fps(48, 59, 0.533, 0.7),
    ], 60 * S);
    expect(k.during(30 * S, 60 * S)).toEqual([]);
  });

  it('keeps nothing of a lamp\'s pool learnt as the lamp switched: its edge, not a thing (the shop front\'s street lamp at dawn)', () => {
    const k = new StationaryKeeper(30 * S);
    const edge = { bbox: { x: 0.05, y: 0.339, w: 0.191, h: 0.022 }, centroid: { x: 0.15, y: 0.35 }, size: 0.002, colours: ['grey'] };
    const bag = { bbox: { x: 0.6, y: 0.7, w: 0.04, h: 0.05 }, centroid: { x: 0.62, y: 0.72 }, size: 0.002, colours: ['black'] };
    k.lightSwitched(100 * S, { x: 0.05, y: 0.3, w: 0.4, h: 0.65 });
    k.sceneChanged(132 * S, [edge], []);
    // A thing put down away from the lamp's pool is kept, switch or not.
    k.sceneChanged(132 * S, [bag], []);
    k.observe([], 140 * S);
    expect(k.during(132 * S, 140 * S)).toMatchObject([{ colour: 'black' }]);
    // The same piece learnt long after the switch is a thing.
    k.sceneChanged(400 * S, [edge], []);
    k.observe([], 410 * S);
    expect(k.during(400 * S, 410 * S)).toHaveLength(2);
    // A line a row high (a lane marking a lorry drove over) begins none, switch or not.
    k.sceneChanged(500 * S, [{ bbox: { x: 0.378, y: 0.722, w: 0.041, h: 0.006 }, centroid: { x: 0.4, y: 0.725 }, size: 0.001, colours: ['white'] }], []);
    k.observe([], 510 * S);
    expect(k.during(500 * S, 510 * S)).toHaveLength(2);
  });

  describe('a thing that stood before the view began', () => {
    // A van standing since the first frame drives off to the left at 1 fps: the window sees the
    // ground it uncovers grow from its back (0.41) while the van's front moves out, one blob that
    // reaches the left edge and then stands still where the van was; its front's first frames
    // are a sliver of their own. The ground is learnt settleMs after it stood still.
    const vehicle = { colour: 'black', size: 0.079, objectClass: 'vehicle' as const, y: 0.6 };
    const departing = (): Track[] => [
      track(1000, 1002, 0.167, 0.155, { colour: 'black', frames: 3, box: { x: 0.134, y: 0.54, w: 0.041, h: 0.156 } }),
      track(1000, 1029, 0.411, 0.298, { ...vehicle, direction: 'none', frames: 30, stillFrom: 1023 * S, box: { x: 0.003, y: 0.54, w: 0.416, h: 0.156 }, boxAt: 1013 * S }),
    ];
    const ground = (x: number, w: number) => ({ bbox: { x, y: 0.54, w, h: 0.156 }, centroid: { x: x + w / 2, y: 0.62 }, size: w * 0.15, colours: ['black'], was: ['white'] });

    it('keeps it from the start of the view until it left, with the colour that stood there and the way it went, and neither keeps nor tracks the ground it uncovered', () => {
      const k = new StationaryKeeper(30 * S);
      k.viewStarted(0);
      k.observe([], 600 * S);
      const tracks = departing();
      const out = k.observe(tracks, 1030 * S);
      expect(out).toEqual([tracks[1]]); // the front's sliver, going nowhere on the spot, is only the hole
      expect(k.during(600 * S, 1030 * S)).toEqual([]);
      expect(k.awaiting()).toBe(true); // its colour comes when the ground settles
      // The ground followed on in the next window (still from its start where the last one stood) and settling.
      k.sceneChanged(1031 * S, [ground(0.36, 0.06)], []);
      k.sceneChanged(1040 * S, [ground(0.19, 0.17)], []);
      const ghost = track(1030, 1042, 0.287, 0.191, { ...vehicle, direction: 'none', frames: 13, box: { x: 0.18, y: 0.54, w: 0.22, h: 0.156 } });
      expect(k.observe([ghost], 1044 * S)).toEqual([]);
      expect(k.during(1030 * S, 1044 * S)).toEqual([]);
      expect(k.awaiting()).toBe(false);
      const [van] = k.takeFound();
      expect(van).toMatchObject({ since: 0, until: 1000 * S, before: true, colour: 'white', leftTowards: 'right-to-left', objectClass: 'vehicle' });
      expect(van.box.x).toBeCloseTo(0.19, 2);
      expect(van.box.w).toBeCloseTo(0.23, 2);
      // A sliver of the ground learnt later is none of a new thing either.
      k.sceneChanged(1050 * S, [ground(0.18, 0.004)], []);
      k.observe([], 1600 * S);
      expect(k.during(1044 * S, 1600 * S)).toEqual([]);
      expect(k.takeFound()).toEqual([]);
    });

    it('takes one leaving from where a thing kept there was let go as emptied for that thing: standing from when it was kept, not since the view began', () => {
      const k = new StationaryKeeper(30 * S, { remains: () => undefined });
      k.viewStarted(0);
      // The van drives in from the right and stops where it will leave from.
      const van = track(300, 329, 0.9, 0.3, { ...vehicle, direction: 'right-to-left', entering: true, frames: 30, stillFrom: 316 * S, box: { x: 0.19, y: 0.54, w: 0.22, h: 0.156 } });
      k.observe([van], 330 * S);
      expect(k.during(300 * S, 330 * S)).toMatchObject([{ since: 316 * S }]);
      // At night a sliver of it is seen going back to the view and the detector holds nothing of it: let go.
      k.sceneChanged(400 * S, [], [{ bbox: { x: 0.2, y: 0.54, w: 0.02, h: 0.156 }, centroid: { x: 0.21, y: 0.62 }, size: 0.001, colours: ['grey'] }]);
      k.observe([], 430 * S);
      expect(k.during(330 * S, 430 * S)).toMatchObject([{ since: 316 * S, until: 400 * S }]);
      k.observe([], 600 * S);
      // It was there all along, and drives off.
      k.observe(departing(), 1030 * S);
      k.sceneChanged(1031 * S, [ground(0.36, 0.06)], []);
      k.sceneChanged(1040 * S, [ground(0.19, 0.17)], []);
      k.observe([track(1030, 1042, 0.287, 0.191, { ...vehicle, direction: 'none', frames: 13, box: { x: 0.18, y: 0.54, w: 0.22, h: 0.156 } })], 1044 * S);
      const [again] = k.takeFound();
      expect(again).toMatchObject({ since: 316 * S, until: 1000 * S, resumed: true, leftTowards: 'right-to-left', objectClass: 'vehicle' });
      expect(again.before).toBeUndefined();
    });

    it('takes nothing for it where nothing went anywhere: a sign that appears in place is kept from when it was learnt, as before', () => {
      const k = new StationaryKeeper(30 * S);
      k.viewStarted(0);
      const sign = track(1000, 1029, 0.695, 0.687, { colour: 'black', direction: 'none', frames: 30, box: { x: 0.594, y: 0.139, w: 0.209, h: 0.056 } });
      expect(k.observe([sign], 1030 * S)).toEqual([sign]);
      k.sceneChanged(1030 * S, [{ bbox: { x: 0.594, y: 0.139, w: 0.209, h: 0.056 }, centroid: { x: 0.69, y: 0.16 }, size: 0.006, colours: ['black'], was: ['grey'] }], []);
      k.observe([], 1040 * S);
      expect(k.awaiting()).toBe(false);
      expect(k.takeFound()).toEqual([]);
      expect(k.during(1030 * S, 1040 * S)).toMatchObject([{ since: 1000 * S, colour: 'black' }]);
      expect(k.during(1030 * S, 1040 * S)[0].before).toBeUndefined();
    });

    it('takes a car that turned in off the road (its track touching the bottom edge as the window closed) and parked for no departure', () => {
      const k = new StationaryKeeper(30 * S);
      k.viewStarted(0);
      const road = track(1000, 1028, 0.978, 0.717, { colour: 'blue', direction: 'right-to-left', entering: true, leaving: true, size: 0.036, objectClass: 'vehicle', from: { x: 0.978, y: 0.922 }, to: { x: 0.717, y: 0.923 }, box: { x: 0.763, y: 0.856, w: 0.2, h: 0.139 } });
      const up = track(1032, 1060, 0.721, 0.721, { colour: 'blue', direction: 'bottom-to-top', size: 0.04, objectClass: 'vehicle', from: { x: 0.721, y: 0.865 }, to: { x: 0.721, y: 0.597 }, stillFrom: 1052 * S, box: { x: 0.622, y: 0.522, w: 0.2, h: 0.156 } });
      k.observe([road], 1030 * S);
      k.observe([up], 1062 * S);
      k.sceneChanged(1084 * S, [{ bbox: { x: 0.631, y: 0.572, w: 0.191, h: 0.106 }, centroid: { x: 0.727, y: 0.625 }, size: 0.023, colours: ['blue'], was: ['grey'] }], []);
      k.observe([], 1100 * S);
      k.resolvePending();
      expect(k.takeFound()).toEqual([]);
      expect(k.during(1062 * S, 1100 * S).filter((s) => s.before)).toEqual([]);
    });

    it('still keeps a car that drove in from the edge and parked, from when it stopped', () => {
      const k = new StationaryKeeper(30 * S);
      k.viewStarted(0);
      const car = track(1000, 1029, 0.964, 0.748, { colour: 'red', direction: 'right-to-left', entering: true, size: 0.026, objectClass: 'vehicle', frames: 30, stillFrom: 1016 * S, box: { x: 0.669, y: 0.722, w: 0.163, h: 0.122 } });
      expect(k.observe([car], 1030 * S)).toEqual([car]);
      k.sceneChanged(1046 * S, [{ bbox: { x: 0.67, y: 0.35, w: 0.16, h: 0.12 }, centroid: { x: 0.75, y: 0.41 }, size: 0.02, colours: ['red'], was: ['grey'] }], []);
      k.observe([], 1060 * S);
      expect(k.takeFound()).toEqual([]);
      expect(k.during(1030 * S, 1060 * S)).toMatchObject([{ since: 1016 * S, colour: 'red', objectClass: 'vehicle' }]);
      expect(k.during(1030 * S, 1060 * S)[0].before).toBeUndefined();
    });
  });

  it('keeps a person who walks up and stands in front of a parked car as her own thing, and lets her go, not the car, when she walks off', () => {
    const k = new StationaryKeeper(30 * S);
    const carBox = { x: 0.62, y: 0.52, w: 0.2, h: 0.16 };
    k.observe([track(0, 28, 0.97, 0.72, { colour: 'blue', direction: 'right-to-left', size: 0.04, objectClass: 'vehicle', stillFrom: 12 * S, box: carBox })], 32 * S);
    expect(k.during(0, 32 * S)).toMatchObject([{ colour: 'blue', objectClass: 'vehicle' }]);
    // In from the left edge, stops on the pavement in front of the car (its box over the car's).
    k.observe([track(600, 628, 0.03, 0.64, { colour: 'grey', stillFrom: 612 * S, size: 0.008, box: { x: 0.625, y: 0.5, w: 0.03, h: 0.21 } })], 632 * S);
    expect(k.during(600 * S, 632 * S)).toMatchObject([{ colour: 'blue' }, { colour: 'grey', since: 612 * S, objectClass: 'person' }]);
    // Walks off to the right from her spot (and the car's): she left; the car stands on.
    k.observe([track(2000, 2028, 0.66, 0.97, { colour: 'grey', size: 0.008 })], 2032 * S);
    const after = k.during(2000 * S, 2032 * S);
    expect(after.find((s) => s.colour === 'grey')).toMatchObject({ until: 2000 * S });
    expect(after.find((s) => s.colour === 'blue')?.until).toBeUndefined();
  });

  it('keeps her too when her stop shows only in the next window, as a still track picked up where she walked to', () => {
    const k = new StationaryKeeper(30 * S);
    k.observe([track(0, 28, 0.97, 0.72, { colour: 'blue', direction: 'right-to-left', size: 0.04, objectClass: 'vehicle', stillFrom: 12 * S, box: { x: 0.62, y: 0.52, w: 0.2, h: 0.16 } })], 32 * S);
    k.observe([track(600, 628, 0.35, 0.64, { colour: 'black', size: 0.006, box: { x: 0.63, y: 0.52, w: 0.03, h: 0.22 } })], 632 * S);
    k.observe([track(632, 656, 0.642, 0.642, { colour: 'white', size: 0.006, box: { x: 0.63, y: 0.52, w: 0.03, h: 0.22 } })], 660 * S);
    expect(k.during(632 * S, 660 * S)).toMatchObject([{ colour: 'blue' }, { since: 628 * S, objectClass: 'person' }]);
  });

  it('takes a still piece inside a kept truck\'s box, smaller than it, for that truck', () => {
    const k = new StationaryKeeper(30 * S);
    k.observe([track(0, 28, 0.97, 0.6, { colour: 'white', direction: 'right-to-left', size: 0.08, objectClass: 'vehicle', stillFrom: 12 * S, box: { x: 0.4, y: 0.4, w: 0.4, h: 0.25 } })], 32 * S);
    k.observe([track(32, 60, 0.6, 0.6, { colour: 'white', size: 0.01, box: { x: 0.55, y: 0.45, w: 0.1, h: 0.1 } })], 64 * S);
    expect(k.during(32 * S, 64 * S)).toHaveLength(1);
  });

  it('classes a van learnt into the view as it stood a vehicle, and a sign put up on a wall no vehicle', () => {
    const k = new StationaryKeeper(30 * S);
    k.viewStarted(0);
    k.sceneChanged(100 * S, [{ bbox: { x: 0.284, y: 0.789, w: 0.238, h: 0.156 }, centroid: { x: 0.4, y: 0.87 }, size: 0.048, colours: ['white'], was: ['grey'] }], []);
    k.sceneChanged(200 * S, [{ bbox: { x: 0.594, y: 0.139, w: 0.209, h: 0.072 }, centroid: { x: 0.7, y: 0.17 }, size: 0.016, colours: ['white'], was: ['grey'] }], []);
    k.observe([], 210 * S);
    expect(k.during(0, 210 * S).map((s) => s.objectClass)).toEqual(['vehicle', 'object']);
  });

  it('takes a walker passing a parked van from its spot for no van leaving', () => {
    const k = new StationaryKeeper(30 * S);
    k.observe([track(0, 28, 0.03, 0.3, { colour: 'white', direction: 'left-to-right', size: 0.05, objectClass: 'vehicle', stillFrom: 12 * S, box: { x: 0.18, y: 0.5, w: 0.24, h: 0.17 } })], 32 * S);
    k.observe([track(600, 628, 0.32, 0.6, { colour: 'red', size: 0.006 })], 632 * S);
    expect(k.during(600 * S, 632 * S)).toMatchObject([{ colour: 'white' }]);
    expect(k.during(600 * S, 632 * S)[0].until).toBeUndefined();
  });
  it('keeps a lorry that stopped on its window\'s last frame once the detector learns it there, not the strips it was learnt in, and lets it go when it drives off', () => {
    // The forecourt's tanker at 0.25 fps: it crawls up onto the forecourt and its track is still
    // only on the window's last frame; the rows of its flank are learnt strip by strip inside its box.
    const k = new StationaryKeeper(30 * S);
    const box = { x: 0.26, y: 0.44, w: 0.33, h: 0.22 };
    const lorry = track(32, 52, 0.42, 0.4, { from: { x: 0.42, y: 0.6 }, to: { x: 0.4, y: 0.55 }, size: 0.05, box, colour: 'black', objectClass: 'vehicle', stillFrom: 52 * S, frames: 6 });
    const strip = (y: number, h = 0.022) => ({ bbox: { x: 0.38, y, w: 0.2, h }, centroid: { x: 0.48, y: y + h / 2 }, size: 0.002, colours: ['black'] });
    k.sceneChanged(40 * S, [strip(0.64)], []);
    k.sceneChanged(44 * S, [strip(0.59)], []);
    k.sceneChanged(48 * S, [strip(0.47, 0.07)], []);
    k.observe([lorry], 56 * S);
    const kept = k.during(32 * S, 56 * S);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ since: 32 * S, objectClass: 'vehicle', box });
    k.observe([], 2000 * S);
    // It drives off down to the road from inside its box: it has gone, and nothing of it stays.
    k.observe([track(2004, 2032, 0.42, 0.05, { from: { x: 0.42, y: 0.6 }, to: { x: 0.05, y: 0.8 }, size: 0.1, box: { x: 0.26, y: 0.42, w: 0.33, h: 0.5 }, colour: 'grey', objectClass: 'vehicle' })], 2036 * S);
    expect(k.during(2004 * S, 2036 * S)).toMatchObject([{ since: 32 * S, until: 2004 * S }]);
    expect(k.during(2036 * S, 4000 * S)).toEqual([]);
  });
  it('lets no one who walks off from beside a parcel take it while the detector still holds it there', () => {
    // The driveway's courier: put the parcel down, stood by it, and walked off from its spot.
    let held = true;
    const parcel = { x: 0.26, y: 0.52, w: 0.04, h: 0.07 };
    const view = { remains: () => (held ? { bbox: parcel, centroid: { x: 0.28, y: 0.555 }, size: 0.005, colours: ['brown'] } : undefined) };
    const k = new StationaryKeeper(30 * S, view);
    k.observe([track(0, 28, 0.33, 0.28, { from: { x: 0.33, y: 0.57 }, to: { x: 0.28, y: 0.555 }, size: 0.005, box: parcel, colour: 'brown', objectClass: 'object', stillFrom: 16 * S })], 32 * S);
    expect(k.during(0, 32 * S)).toMatchObject([{ since: 16 * S, colour: 'brown' }]);
    const walksOff = (start: number) => track(start, start + 28, 0.27, 0.36, { from: { x: 0.273, y: 0.506 }, to: { x: 0.357, y: 0.576 }, size: 0.008, colour: 'orange' });
    k.observe([walksOff(64)], 96 * S);
    expect(k.during(64 * S, 96 * S)).toMatchObject([{ since: 16 * S }]);
    expect(k.during(64 * S, 96 * S)[0].until).toBeUndefined();
    // Carried off, its spot is the ground again: then the one who set off from it took it.
    held = false;
    k.observe([walksOff(1000)], 1032 * S);
    expect(k.during(1000 * S, 1032 * S)).toMatchObject([{ since: 16 * S, until: 1000 * S }]);
  });
  it('lets go, unkept, a lorry kept as it stalled at a window\'s end that crawls on in the next', () => {
    const k = new StationaryKeeper(30 * S);
    const passing = { x: 0.14, y: 0.49, w: 0.34, h: 0.26 };
    const lorry = track(32, 60, 0.22, 0.508, { from: { x: 0.22, y: 0.62 }, to: { x: 0.508, y: 0.62 }, size: 0.1, box: passing, colour: 'green', objectClass: 'vehicle', stillFrom: 56 * S, frames: 8 });
    k.sceneChanged(58 * S, [{ bbox: { x: 0.3, y: 0.55, w: 0.1, h: 0.1 }, centroid: { x: 0.35, y: 0.6 }, size: 0.004, colours: ['green'] }], []);
    k.observe([lorry], 64 * S);
    expect(k.during(32 * S, 64 * S)).toHaveLength(1);
    // It goes on a little to the kerb: that one was no stop.
    k.observe([track(64, 84, 0.527, 0.646, { from: { x: 0.527, y: 0.62 }, to: { x: 0.646, y: 0.615 }, size: 0.08, box: { x: 0.39, y: 0.51, w: 0.28, h: 0.24 }, colour: 'green', objectClass: 'vehicle', stillFrom: 76 * S, frames: 6 })], 88 * S);
    expect(k.during(64 * S, 88 * S).filter((x) => x.box.x === passing.x)).toEqual([]);
  });
});
