// Where a merged entity was in the frame: its path from its tracked sightings' first and last
// centres, a stand as its spot at both ends (not two points a window), and a file written
// before paths were kept still reads.
import { describe, expect, it } from 'vitest';
import { mergeEntities } from './entity-merge.ts';
import { EntityDayFileSchema, type Observation } from './entity-schema.ts';

const S = Date.parse('2026-11-29T16:00:00Z');
const at = (s: number) => S + s * 1000;
function ob(window: number, first: number, last: number, from: { x: number; y: number }, to: { x: number; y: number }, o: Partial<Observation> = {}): Observation {
  return {
    window: `cam:${at(window)}`, index: 0, label: 'car', colour: 'red', size: 'large', first: at(first), last: at(last),
    direction: 'right-to-left', entering: false, leaving: false, tracked: true, from, to, ...o,
  };
}

describe('the path of a merged entity', () => {
  it('drives in, parks through many windows and drives off: a few points, the stand as its spot at both ends', () => {
    const spot = { x: 0.2, y: 0.2 };
    const obs = [
      ob(0, 10, 20, { x: 1, y: 0.2 }, spot, { entering: true }),
      ...Array.from({ length: 10 }, (_, i) => ob(20 + i * 30, 20 + i * 30, 50 + i * 30, spot, spot, { standing: true, direction: 'none' })),
      ob(320, 320, 330, spot, { x: 0, y: 0.2 }, { leaving: true }),
    ];
    const [e] = mergeEntities('cam', '2026-11-29', obs);
    expect(e.sightings).toBe(12);
    expect(e.path).toEqual([{ t: at(10), x: 1, y: 0.2 }, { t: at(20), ...spot }, { t: at(320), ...spot }, { t: at(330), x: 0, y: 0.2 }]);
  });

  it('has the centre of a track when it was largest as a point between its ends (it stood there on the way)', () => {
    const [e] = mergeEntities('cam', '2026-11-29', [ob(0, 0, 30, { x: 1, y: 0.8 }, { x: 1, y: 0.8 }, { via: { t: at(15), x: 0.8, y: 0.8 } })]);
    expect(e.path).toEqual([{ t: at(0), x: 1, y: 0.8 }, { t: at(15), x: 0.8, y: 0.8 }, { t: at(30), x: 1, y: 0.8 }]);
  });

  it('keeps at most 16 points of a long wander, its first and last among them', () => {
    const zig = (i: number) => ({ x: i % 2 ? 0.3 : 0.6, y: 0.5 });
    const obs = Array.from({ length: 40 }, (_, i) => ob(i * 10, i * 10, i * 10 + 9, zig(i), zig(i + 1), { direction: 'left-to-right' }));
    const [e] = mergeEntities('cam', '2026-11-29', obs, { gapMs: 600_000, nearBy: 1, spotMs: 5000 });
    expect(e.sightings).toBe(40);
    expect(e.path).toHaveLength(16);
    expect(e.path![0]).toEqual({ t: at(0), ...zig(0) });
    expect(e.path!.at(-1)).toEqual({ t: at(399), ...zig(40) });
  });

  it('keeps no path for a thing seen only in the caption tags, and reads files written without one', () => {
    const [e] = mergeEntities('cam', '2026-11-29', [{ ...ob(0, 0, 60, { x: 0, y: 0 }, { x: 0, y: 0 }), tracked: false, from: undefined, to: undefined }]);
    expect(e.path).toBeUndefined();
    const old = { version: 1, camera: 'cam', date: '2026-11-29', observations: [], entities: [{ ...e }] };
    expect(EntityDayFileSchema.parse(old).entities[0].path).toBeUndefined();
    const withPath = mergeEntities('cam', '2026-11-29', [ob(0, 0, 10, { x: 1, y: 0.5 }, { x: 0, y: 0.5 })]);
    expect(EntityDayFileSchema.parse({ ...old, entities: withPath }).entities[0].path).toHaveLength(2);
  });
});

describe('a thing cut by a window boundary at the edge of the view', () => {
  it('goes on as itself: last seen "leaving" in one window and "entering" from the first frame of the next, where it was heading', () => {
    const obs = [
      ob(0, 4, 32, { x: 0.5, y: 0.66 }, { x: 0.15, y: 0.66 }, { leaving: true }),
      ob(36, 36, 52, { x: 0.1, y: 0.66 }, { x: 0.0, y: 0.66 }, { entering: true, leaving: true }),
    ];
    const es = mergeEntities('cam', '2026-11-29', obs);
    expect(es).toHaveLength(1);
    expect([es[0].first, es[0].last]).toEqual([at(4), at(52)]);
  });

  it('is another thing when it comes in going the other way, later than a frame or two, or of another colour', () => {
    const gone = ob(0, 4, 32, { x: 0.5, y: 0.66 }, { x: 0.15, y: 0.66 }, { leaving: true });
    const back = ob(36, 36, 52, { x: 0.1, y: 0.66 }, { x: 0.4, y: 0.66 }, { entering: true, direction: 'left-to-right' });
    const late = ob(60, 60, 80, { x: 0.1, y: 0.66 }, { x: 0.0, y: 0.66 }, { entering: true, leaving: true });
    const blue = ob(36, 36, 52, { x: 0.1, y: 0.66 }, { x: 0.0, y: 0.66 }, { entering: true, leaving: true, colour: 'blue' });
    for (const o of [back, late, blue]) expect(mergeEntities('cam', '2026-11-29', [gone, o])).toHaveLength(2);
  });

  it('goes on as itself across a window cut when light reads its colour otherwise: black in the dark, grey in a lamp\'s pool', () => {
    // The ninth held-out set's silver car at 02:16, cut by a window in the middle of the view as it left the lamp's pool.
    const dark = ob(0, 8, 36, { x: 0.95, y: 0.8 }, { x: 0.3, y: 0.8 }, { colour: 'black' });
    const lit = ob(40, 40, 52, { x: 0.21, y: 0.8 }, { x: 0.0, y: 0.8 }, { colour: 'grey', leaving: true });
    expect(mergeEntities('cam', '2026-11-29', [dark, lit])).toHaveLength(1);
    // A hue is no trick of the light: a red car there then is another.
    expect(mergeEntities('cam', '2026-11-29', [dark, { ...lit, colour: 'red' }])).toHaveLength(2);
  });
});

describe('the size of a merged entity', () => {
  it('keeps its middling sighting by size scaled for depth: not the one merged with a passer-by, nor one cut at the edge', () => {
    const box = (y: number, h: number) => ({ x: 0.3, y, w: 0.2, h });
    const sizes = [0.005, 0.02, 0.021, 0.06]; // cut at the edge, itself twice, merged with a walker
    const obs = sizes.map((size, i) => ob(i * 10, i * 10, i * 10 + 9, { x: 0.2, y: 0.7 }, { x: 0.4, y: 0.7 }, { direction: 'left-to-right', peak: { size, box: box(0.6, 0.2) } }));
    const [e] = mergeEntities('cam', '2026-11-29', obs);
    expect(e.peak?.size).toBe(0.021);
    // A file written before sizes were kept still reads, and its entities have none.
    const [old] = mergeEntities('cam', '2026-11-29', [ob(0, 0, 9, { x: 0.2, y: 0.7 }, { x: 0.4, y: 0.7 })]);
    expect(old.peak).toBeUndefined();
  });
});


describe('things perception put in different classes', () => {
  it('keeps a walker in the blue of a parked car, passing in front of it, apart from the car', () => {
    const spot = { x: 0.72, y: 0.6 };
    const obs = [
      ob(0, 0, 3000, spot, spot, { label: 'object', colour: 'blue', standing: true, direction: 'none', objectClass: 'vehicle' }),
      ob(3000, 3000, 3030, { x: 0.81, y: 0.67 }, { x: 0.97, y: 0.63 }, { label: 'object', colour: 'blue', direction: 'left-to-right', objectClass: 'person', leaving: true }),
    ];
    const es = mergeEntities('cam', '2026-11-29', obs);
    expect(es).toHaveLength(2);
    expect(es.map((e) => e.objectClass).sort()).toEqual(['person', 'vehicle']);
  });

  it('still joins a sighting no class was given beyond "object"', () => {
    const spot = { x: 0.72, y: 0.6 };
    const obs = [
      ob(0, 0, 30, spot, spot, { label: 'object', colour: 'blue', standing: true, direction: 'none', objectClass: 'vehicle' }),
      ob(30, 30, 60, spot, { x: 0.75, y: 0.62 }, { label: 'object', colour: 'blue', direction: 'none', objectClass: 'object' }),
    ];
    expect(mergeEntities('cam', '2026-11-29', obs)).toHaveLength(1);
  });

  it('keeps a parked car\'s stand its own when a walker who stood beside it walks off across its spot', () => {
    // As on the driveway at 0.25 fps: the car parked since the start, a person stood in front of
    // it and walked on; her track off her spot (coloured as the car behind her) ends within a
    // sixth of nearBy of the car's spot, in the window the car's stand goes on in.
    const carBox = { size: 0.038, box: { x: 0.631, y: 0.522, w: 0.191, h: 0.156 } };
    const car = { label: 'object', colour: 'blue', objectClass: 'vehicle' as const, direction: 'none' as const, standing: true as const, since: at(-100), peak: carBox };
    const spot = { x: 0.7265, y: 0.6 }, hers = { x: 0.642, y: 0.641 };
    const obs = [
      ob(0, 0, 1500, spot, spot, car),
      ob(0, 4, 32, { x: 0.03, y: 0.64 }, { x: 0.64, y: 0.64 }, { label: 'object', colour: 'black', objectClass: 'person', direction: 'left-to-right', entering: true, index: 1 }),
      ob(32, 32, 1500, hers, hers, { label: 'object', colour: 'white', objectClass: 'person', direction: 'none', standing: true, since: at(30), index: 2 }),
      ob(1500, 1500, 1528, { x: 0.659, y: 0.626 }, { x: 0.76, y: 0.616 }, { label: 'object', colour: 'blue', objectClass: 'person', direction: 'left-to-right', departsFrom: hers, peak: { size: 0.017, box: { x: 0.631, y: 0.522, w: 0.191, h: 0.222 } } }),
      ob(1500, 1500, 1532, spot, spot, { ...car, index: 1 }),
      ob(1532, 1532, 1544, { x: 0.798, y: 0.623 }, { x: 0.79, y: 0.618 }, { label: 'object', colour: 'blue', objectClass: 'object', direction: 'none', peak: { size: 0.015, box: { x: 0.697, y: 0.522, w: 0.284, h: 0.222 } } }),
      ob(1532, 1532, 1548, spot, spot, { ...car, index: 1 }),
      ob(1548, 1548, 2148, spot, spot, car),
    ];
    const es = mergeEntities('cam', '2026-11-29', obs);
    const parked = es.find((e) => e.objectClass === 'vehicle')!;
    expect(parked).toMatchObject({ first: at(0), last: at(2148), standing: [{ from: at(0), to: at(2148) }] });
    const her = es.find((e) => e.objectClass === 'person')!;
    expect(her.last).toBeLessThan(at(1550));
  });

  it('is one lorry while it pulls in and stands: its track and its stand in one window, the stand\'s centre off the track\'s ends but they in its box', () => {
    // As the shop front's lorry was seen at 0.25 fps: its stand's centre 0.054 from where the
    // track that stopped began (more than a sixth of nearBy), that start inside the stand's box.
    const lorry = { label: 'object', colour: 'green', objectClass: 'vehicle' as const, direction: 'none' as const };
    const big = (x: number, w: number) => ({ size: 0.05, box: { x, y: 0.5, w, h: 0.24 } });
    const obs = [
      ob(0, 0, 28, { x: 0.22, y: 0.62 }, { x: 0.508, y: 0.62 }, { ...lorry, direction: 'left-to-right', entering: true, peak: big(0.1, 0.3) }),
      ob(32, 32, 52, { x: 0.527, y: 0.62 }, { x: 0.646, y: 0.62 }, { ...lorry, peak: big(0.45, 0.3) }),
      ob(32, 32, 56, { x: 0.473, y: 0.62 }, { x: 0.473, y: 0.62 }, { ...lorry, standing: true, since: at(-2), peak: big(0.33, 0.29), index: 1 }),
      ob(56, 56, 2300, { x: 0.498, y: 0.62 }, { x: 0.498, y: 0.62 }, { ...lorry, standing: true, since: at(-2), peak: big(0.33, 0.29) }),
      // The window it stopped in listed the first piece learnt of it: a person-sized sliver, the same kept thing (standing since the same moment).
      ob(0, 0, 32, { x: 0.336, y: 0.62 }, { x: 0.336, y: 0.62 }, { ...lorry, objectClass: 'person', standing: true, since: at(-2), index: 1, peak: { size: 0.005, box: { x: 0.331, y: 0.506, w: 0.013, h: 0.239 } } }),
    ];
    const es = mergeEntities('cam', '2026-11-29', obs);
    expect(es).toHaveLength(1);
    // Standing since 2 s before the first window listed it (the keeper's since): in view from then.
    expect(es[0]).toMatchObject({ first: at(-2), last: at(2300), objectClass: 'vehicle', standing: [{ from: at(-2), to: at(2300) }] });
    // A walker of the parked lorry's colour whose track ends in its box, in the same window, is not it.
    const walker = ob(2000, 2000, 2030, { x: 0.97, y: 0.62 }, { x: 0.5, y: 0.62 }, { label: 'object', colour: 'green', direction: 'right-to-left', entering: true, objectClass: 'object', peak: { size: 0.004, box: { x: 0.49, y: 0.5, w: 0.02, h: 0.2 } } });
    const stand = ob(2000, 2000, 2030, { x: 0.498, y: 0.62 }, { x: 0.498, y: 0.62 }, { ...lorry, standing: true, peak: big(0.33, 0.29) });
    expect(mergeEntities('cam', '2026-11-29', [obs[3], { ...walker, index: 1 }, stand])).toHaveLength(2);
  });
});

describe('the stands of a merged entity', () => {
  it('begin when the keeper had it standing, not when the first window that listed it began', () => {
    // A bag put down at 6 s is kept only once it stood a while: the window from 32 s lists it first, standing since 6 s.
    const spot = { x: 0.5, y: 0.7 };
    const bag = { label: 'object', colour: 'black', objectClass: 'object' as const, direction: 'none' as const, standing: true as const, since: at(6) };
    const obs = [ob(0, 4, 28, { x: 0.3, y: 0.7 }, spot, { label: 'object', colour: 'black', objectClass: 'object' }), ob(32, 32, 63, spot, spot, bag), ob(64, 64, 92, spot, spot, bag)];
    const [e] = mergeEntities('cam', '2026-11-29', obs);
    expect(e.standing).toEqual([{ from: at(6), to: at(92) }]);
    // Listed first standing, hidden in its carrier's blob until then: in view from when it stood.
    expect(mergeEntities('cam', '2026-11-29', obs.slice(1))[0]).toMatchObject({ first: at(6), standing: [{ from: at(6), to: at(92) }] });
  });
});

describe('the direction of a merged entity', () => {
  it('is its whole path\'s when it went too slowly for any one window to say (a trolley pushed across the lobby)', () => {
    // Six 32 s windows, 0.15 of the frame each: under the travel a window needs to name a way.
    const obs = Array.from({ length: 6 }, (_, i) => ob(i * 32, i * 32, i * 32 + 28, { x: 0.08 + i * 0.15, y: 0.72 }, { x: 0.08 + i * 0.14 + 0.14, y: 0.72 }, { direction: 'none', colour: 'yellow', label: 'object' }));
    const [e] = mergeEntities('cam', '2026-11-29', obs);
    expect(e.sightings).toBe(6);
    expect(e.directions).toEqual(['left-to-right']);
  });

  it('is none for a thing that stood, and the windows\' own where any saw it go', () => {
    const spot = { x: 0.4, y: 0.5 };
    const [parked] = mergeEntities('cam', '2026-11-29', [0, 30, 60].map((w) => ob(w, w, w + 28, spot, spot, { standing: true, direction: 'none' })));
    expect(parked.directions).toEqual([]);
    // Drove in from the right and back out to the right: the windows say both ways, the path nothing.
    const [back] = mergeEntities('cam', '2026-11-29', [
      ob(0, 0, 28, { x: 1, y: 0.5 }, spot), ob(30, 30, 58, spot, spot, { direction: 'none' }), ob(60, 60, 88, spot, { x: 1, y: 0.5 }, { direction: 'left-to-right' }),
    ]);
    expect(back.directions).toEqual(['right-to-left', 'left-to-right']);
  });

  it('is none for a thing that stood most of its time and was carried off at the end (a parcel at the door)', () => {
    const door = { x: 0.3, y: 0.56 };
    // Stood three windows, then was carried off to the left in the last one (inside the carrier's blob: the window named no way of its own).
    const obs = [0, 30, 60].map((w) => ob(w, w, w + 28, door, door, { standing: true, direction: 'none', colour: 'brown' }))
      .concat(ob(90, 90, 118, door, { x: 0.05, y: 0.6 }, { direction: 'none', colour: 'brown' }));
    const [parcel] = mergeEntities('cam', '2026-11-29', obs);
    expect(parcel.standing?.length).toBeGreaterThan(0);
    expect(parcel.directions).toEqual([]);
  });
});

describe('two walkers crossing, merged for a while into one blob a car\'s size', () => {
  // The car park's crossing (as its windows were written): green left to right, purple right to
  // left, one blob (classed a vehicle by its size) while they pass, each going on after.
  const walk = (w: number, first: number, last: number, colour: string, from: { x: number; y: number }, to: { x: number; y: number }, objectClass: 'person' | 'vehicle', box: { x: number; y: number; w: number; h: number }, o: Partial<Observation> = {}) =>
    ob(w, first, last, from, to, { label: 'object', colour, objectClass, direction: 'none', peak: { size: box.w * box.h, box }, ...o });
  const merged = { x: 0.388, y: 0.339, w: 0.219, h: 0.272 }, one = { x: 0.33, y: 0.34, w: 0.022, h: 0.156 };
  const obs = [
    walk(0, 0, 29, 'green', { x: 0.027, y: 0.41 }, { x: 0.331, y: 0.404 }, 'person', one, { direction: 'left-to-right', entering: true }),
    walk(0, 0, 29, 'purple', { x: 0.966, y: 0.473 }, { x: 0.665, y: 0.485 }, 'person', one, { direction: 'right-to-left', entering: true }),
    walk(30, 30, 32, 'green', { x: 0.341, y: 0.407 }, { x: 0.361, y: 0.41 }, 'person', one),
    walk(30, 30, 41, 'purple', { x: 0.657, y: 0.492 }, { x: 0.542, y: 0.471 }, 'vehicle', merged),
    walk(30, 41, 55, 'purple', { x: 0.458, y: 0.408 }, { x: 0.395, y: 0.446 }, 'person', { x: 0.463, y: 0.339, w: 0.069, h: 0.272 }),
    walk(30, 48, 59, 'green', { x: 0.533, y: 0.398 }, { x: 0.645, y: 0.408 }, 'vehicle', merged),
    walk(30, 58, 59, 'purple', { x: 0.362, y: 0.489 }, { x: 0.353, y: 0.475 }, 'person', one),
    walk(60, 60, 89, 'purple', { x: 0.342, y: 0.479 }, { x: 0.04, y: 0.484 }, 'person', one, { direction: 'right-to-left', leaving: true }),
    walk(60, 60, 89, 'green', { x: 0.658, y: 0.41 }, { x: 0.959, y: 0.407 }, 'person', one, { direction: 'left-to-right', leaving: true }),
  ];

  it('is two people, each crossing the whole way', () => {
    const es = mergeEntities('cam', '2026-11-29', obs);
    expect(es.map((e) => [e.colour, (e.first - S) / 1000, (e.last - S) / 1000, e.directions])).toEqual([
      ['green', 0, 89, ['left-to-right']], ['purple', 0, 89, ['right-to-left']],
    ]);
  });

  it('takes no sighting of another class up on a way it does not go: one going back, or one far from where it was heading', () => {
    const back = walk(30, 48, 59, 'green', { x: 0.533, y: 0.398 }, { x: 0.42, y: 0.408 }, 'vehicle', merged);
    const far = walk(30, 48, 59, 'green', { x: 0.9, y: 0.8 }, { x: 0.95, y: 0.8 }, 'vehicle', merged);
    for (const other of [back, far]) expect(mergeEntities('cam', '2026-11-29', [obs[0], obs[2], other]), JSON.stringify(other.to)).toHaveLength(2);
  });
});

describe('a parcel carried off by the person who came for it', () => {
  // The driveway at 15:34-15:37 (as its windows were written): the parcel stands at the door;
  // a person in red walks up from the left, stands beside it, and carries it off (the keeper saw
  // the parcel go, so the track leaving its spot continues the parcel). Her stand, listed in two
  // windows, is one kept thing: it joins her, not the parcel her way out was joined to.
  const door = { x: 0.289, y: 0.556 }, beside = { x: 0.258, y: 0.51 };
  const parcelBox = { x: 0.27, y: 0.52, w: 0.05, h: 0.08 }, herBox = { x: 0.24, y: 0.4, w: 0.04, h: 0.22 };
  const parcel = (w: number, last = w + 30) => ob(w, w, last, door, door, { label: 'object', colour: 'brown', size: 'small', direction: 'none', standing: true, since: at(-3600), objectClass: 'object', peak: { size: 0.004, box: parcelBox } });
  const her = (w: number, first: number, last: number, from: { x: number; y: number }, to: { x: number; y: number }, o: Partial<Observation> = {}) =>
    ob(w, first, last, from, to, { label: 'object', colour: 'red', size: 'small', direction: 'none', objectClass: 'person', peak: { size: 0.008, box: herBox }, index: 1, ...o });
  const obs = [
    parcel(0), her(0, 0, 28, { x: 0.028, y: 0.632 }, { x: 0.147, y: 0.637 }),
    parcel(32), her(32, 32, 60, { x: 0.165, y: 0.632 }, { x: 0.23, y: 0.548 }),
    parcel(64, 95), her(64, 64, 76, { x: 0.235, y: 0.552 }, beside), her(64, 78, 95, beside, beside, { standing: true, since: at(78), index: 2 }),
    her(96, 96, 124, { x: 0.261, y: 0.534 }, { x: 0.214, y: 0.616 }, { departsFrom: door }), her(96, 96, 100, beside, beside, { standing: true, since: at(78), index: 2 }),
    her(128, 128, 156, { x: 0.203, y: 0.617 }, { x: 0.03, y: 0.64 }, { leaving: true }),
  ];

  it('keeps her coming for it as hers, and the parcel as the parcel until it went', () => {
    const es = mergeEntities('cam', '2026-11-29', obs);
    const red = es.find((e) => e.colour === 'red');
    expect(red, JSON.stringify(es.map((e) => [e.colour, e.first - S, e.last - S]))).toBeDefined();
    expect(red!.first).toBe(at(0));
    const brown = es.find((e) => e.colour === 'brown')!;
    expect(brown.first).toBe(at(0));
    expect(brown.standing?.[0]).toMatchObject({ from: at(0) });
  });
});
