// Units of the tracker on hand-made blobs: a thing missed for a frame or two is still one
// thing, a thing's pieces are not new things, two things crossing keep their identities, a
// thing seen once is predicted by the lane it is in (where it came into view, learnt from the
// window's own later things and from the camera's earlier windows), and the class by size and place.
import { describe, expect, it } from 'vitest';
import { LaneMemory, TrackBuilder, classBySize, type BlobLike } from './track-builder.ts';

const blob = (x: number, y: number, w = 0.1, h = 0.08, colours = ['red']): BlobLike => ({
  bbox: { x: x - w / 2, y: y - h / 2, w, h }, centroid: { x, y }, size: w * h * 0.7, colours,
});

describe('TrackBuilder', () => {
  it('keeps one thing through two missed frames, and ends it after three', () => {
    const t = new TrackBuilder();
    const xs = [0.05, 0.15, 0.25, null, null, 0.55, 0.65, 0.75, null, null, null, null];
    xs.forEach((x, i) => t.add(i * 500, x === null ? [] : [blob(x, 0.5)]));
    const tracks = t.tracks();
    expect(tracks).toHaveLength(1);
    expect([tracks[0].start, tracks[0].end, tracks[0].frames, tracks[0].direction]).toEqual([0, 3500, 6, 'left-to-right']);
    // After three misses it has ended: a thing where it would be now is a new one.
    t.add(6000, [blob(0.2, 0.5)]);
    t.add(6500, [blob(0.3, 0.5)]);
    expect(t.tracks()).toHaveLength(2);
  });

  it('takes a blob inside a followed thing for a piece of it, not a new thing', () => {
    const t = new TrackBuilder();
    for (let i = 0; i < 5; i++) {
      const x = 0.2 + i * 0.1;
      t.add(i * 500, [blob(x, 0.5, 0.2, 0.15), blob(x + 0.03, 0.47, 0.05, 0.04, ['grey'])]);
    }
    expect(t.tracks()).toHaveLength(1);
  });

  it('keeps two things crossing each other apart by their predicted motion and colours', () => {
    const t = new TrackBuilder();
    for (let i = 0; i <= 8; i++) {
      t.add(i * 500, [blob(0.1 + i * 0.1, 0.5, 0.08, 0.1, ['red']), blob(0.9 - i * 0.1, 0.52, 0.08, 0.1, ['blue'])]);
    }
    const tracks = t.tracks().map((k) => [k.colour, k.direction, k.frames]);
    expect(tracks).toEqual(expect.arrayContaining([['red', 'left-to-right', 9], ['blue', 'right-to-left', 9]]));
    expect(tracks).toHaveLength(2);
  });

  it('predicts a thing seen once from those that crossed its lane before it (fast cars at 2 fps)', () => {
    const t = new TrackBuilder();
    // A car crossing the lane at 0.6 of the frame a second, then a second one, then one the other way.
    for (let i = 0; i < 4; i++) t.add(i * 500, [blob(0.1 + 0.3 * i, 0.6)]);
    for (let i = 0; i < 4; i++) t.add(4000 + i * 500, [blob(0.1 + 0.3 * i, 0.6), ...(i === 1 ? [blob(0.7, 0.6, 0.1, 0.08, ['red'])] : [])]);
    const lane = t.tracks().filter((k) => k.direction === 'left-to-right');
    expect(lane).toHaveLength(2);
    expect(lane.every((k) => k.frames === 4 && k.entering && k.leaving)).toBe(true);
  });

  it('is of the class most of its frames were: a walker who merged with what they carried for a frame is a person', () => {
    const t = new TrackBuilder();
    for (let i = 0; i < 8; i++) {
      const x = 0.2 + i * 0.05;
      t.add(i * 4000, [i === 4 ? blob(x, 0.6, 0.16, 0.3, ['yellow']) : blob(x, 0.6, 0.04, 0.3, ['yellow'])]);
    }
    const [k] = t.tracks();
    expect(classBySize({ x: 0, y: 0.45, w: 0.16, h: 0.3 }, 0.16 * 0.3 * 0.7)).toBe('vehicle');
    expect(k.objectClass).toBe('person');
    expect(k.box!.w).toBeCloseTo(0.16); // the largest box is still what it reports
  });

  it('takes a blob split off as carried for a thing, whatever its size', () => {
    const t = new TrackBuilder();
    for (let i = 0; i < 6; i++) t.add(i * 4000, [{ ...blob(0.2 + i * 0.05, 0.7, 0.2, 0.12, ['brown']), carried: true }]);
    expect(t.tracks()[0].objectClass).toBe('object');
  });

  it('stands still: a thing that stopped says since when', () => {
    const t = new TrackBuilder();
    for (let i = 0; i < 20; i++) t.add(i * 500, [blob(Math.min(0.5, 0.1 + i * 0.1), 0.5)]);
    const [k] = t.tracks();
    expect(k.stillFrom).toBe(2000);
    expect(k.leaving).toBe(false);
  });
});

describe('classBySize', () => {
  it('takes a small squat thing for a thing, not a far-off person: a parcel on a doorstep, a bag on the floor', () => {
    expect(classBySize({ x: 0.219, y: 0.439, w: 0.05, h: 0.056 }, 0.0025)).toBe('object');
    expect(classBySize({ x: 0.3, y: 0.2, w: 0.04, h: 0.02 }, 0.0004)).toBe('object');
    // a far walker, taller than wide, is still someone
    expect(classBySize({ x: 0.5, y: 0.2, w: 0.012, h: 0.03 }, 0.0003)).toBe('person');
  });

  it('judges size against how low in the frame a thing stands, and tall shapes as people', () => {
    // A person close to the camera: big, low in the frame.
    expect(classBySize({ x: 0.4, y: 0.5, w: 0.08, h: 0.45 }, 0.025)).toBe('person');
    // A far car: small, high up.
    expect(classBySize({ x: 0.4, y: 0.15, w: 0.1, h: 0.06 }, 0.005)).toBe('vehicle');
    // A near car and a far walker.
    expect(classBySize({ x: 0.3, y: 0.55, w: 0.3, h: 0.2 }, 0.05)).toBe('vehicle');
    expect(classBySize({ x: 0.5, y: 0.2, w: 0.012, h: 0.03 }, 0.0003)).toBe('person');
    // Between the two sizes: two children side by side and a walker with a dog (taller than wide)
    // are people; a car going by on the far side of the road and a bin are not.
    expect(classBySize({ x: 0.425, y: 0.522, w: 0.088, h: 0.222 }, 0.016)).toBe('person');
    expect(classBySize({ x: 0.425, y: 0.539, w: 0.097, h: 0.206 }, 0.012)).toBe('person');
    expect(classBySize({ x: 0.191, y: 0.6, w: 0.153, h: 0.122 }, 0.015)).toBe('object');
    expect(classBySize({ x: 0.5, y: 0.6, w: 0.06, h: 0.08 }, 0.009)).toBe('object');
  });

  // At 2 fps a near car moves a third of the view between frames. The first car of a window is
  // first seen at 0.28 while the car ahead of it is at 0.78, about to go behind a wall: one frame
  // on, the first car (at 0.62) is nearer the car ahead than where it was itself.
  const ambiguousStart = (t: TrackBuilder, at = 0) => {
    t.add(at, [blob(0.28, 0.45, 0.18, 0.25), blob(0.78, 0.45, 0.16, 0.25)]);
    t.add(at + 500, [blob(0.62, 0.45, 0.18, 0.25)]);
    t.add(at + 1000, [blob(0.93, 0.45, 0.12, 0.25)]);
  };
  const crossing = (t: TrackBuilder, at: number) => { for (let i = 0; i < 4; i++) t.add(at + i * 500, [blob(0.05 + 0.31 * i, 0.45, 0.12, 0.25)]); };
  const ways = (t: TrackBuilder) => t.tracks().map((k) => `${k.start}-${k.end} ${k.direction}`);

  it('follows the first car of a window again with what the cars after it showed of the lane', () => {
    const t = new TrackBuilder();
    ambiguousStart(t);
    crossing(t, 3000);
    crossing(t, 6000);
    expect(ways(t)).toEqual(['0-1000 left-to-right', '3000-4500 left-to-right', '6000-7500 left-to-right']);
    // One pass alone takes the first car's second frame for the car ahead of it.
    const once = new TrackBuilder({ secondPass: false });
    ambiguousStart(once);
    crossing(once, 3000);
    crossing(once, 6000);
    expect(ways(once)).not.toContain('0-1000 left-to-right');
  });

  it('remembers the lanes across windows: the first car of the next window is predicted by the cars before it', () => {
    const lanes = new LaneMemory();
    const before = new TrackBuilder({ lanes });
    crossing(before, 0);
    crossing(before, 3000);
    before.tracks();
    // A progress snapshot is not remembered; the closed window is.
    expect(lanes.list()).toHaveLength(0);
    before.remember();
    expect(lanes.list()).toHaveLength(2);
    const next = new TrackBuilder({ lanes });
    ambiguousStart(next, 60_000);
    expect(ways(next)).toEqual(['60000-61000 left-to-right']);
    const alone = new TrackBuilder();
    ambiguousStart(alone, 60_000);
    expect(ways(alone)).not.toEqual(['60000-61000 left-to-right']);
  });

  it('tells lanes by where things came into view: on a road seen at an angle the far lane comes in at the right at the near lane\'s height', () => {
    const t = new TrackBuilder();
    // Near lane: in at the left at y 0.30, out at the right lower down.
    for (const at of [0, 3000]) for (let i = 0; i < 4; i++) t.add(at + i * 500, [blob(0.05 + 0.3 * i, 0.3 + 0.06 * i, 0.15, 0.2)]);
    // Far lane: in at the right at y 0.32, going left and up, slower.
    for (let i = 0; i < 5; i++) t.add(6000 + i * 500, [blob(0.92 - 0.2 * i, 0.32 - 0.035 * i, 0.12, 0.12)]);
    expect(ways(t)).toEqual(['0-1500 left-to-right', '3000-4500 left-to-right', '6000-8000 right-to-left']);
  });
});
