import { describe, it, expect } from 'vitest';
import { splitCarried } from './carried-thing.ts';
import { COLS, lattice } from './lattice-fixture.ts';

describe('splitCarried', () => {
  it('splits a person from the trolley they push, the trolley marked carried', () => {
    // a person 3 columns wide, head to feet (rows 2-17); a trolley ahead of them, rows 11-17, touching
    const { lat, blob } = lattice([[10, 12, 2, 17, 'blue'], [13, 20, 11, 17, 'yellow']]);
    const parts = splitCarried(blob, [0], lat);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toMatchObject({ colours: ['blue'] });
    expect(parts[0].carried).toBeUndefined();
    expect(parts[0].bbox.w).toBeCloseTo(3 / COLS);
    expect(parts[1]).toMatchObject({ colours: ['yellow'], carried: true });
    expect(parts[1].bbox.x).toBeCloseTo(13 / COLS);
  });

  it('splits a parcel held at someone\'s side, off the ground', () => {
    const { lat, blob } = lattice([[6, 8, 2, 17, 'yellow'], [0, 5, 8, 12, 'brown']]);
    const parts = splitCarried(blob, [0], lat);
    expect(parts.map((p) => [p.colours[0], !!p.carried])).toEqual([['yellow', false], ['brown', true]]);
  });

  it('names the person by what is above the parcel they hold in front of them', () => {
    // the parcel (drawn last) covers two of the person's columns from row 8 to 12
    const { lat, blob } = lattice([[6, 8, 2, 17, 'yellow'], [1, 7, 8, 12, 'brown']]);
    const parts = splitCarried(blob, [0], lat);
    expect(parts.map((p) => [p.colours[0], !!p.carried])).toEqual([['yellow', false], ['brown', true]]);
    expect(parts[0].colours).not.toContain('brown');
  });

  it('keeps a person with a gap between the legs whole as the person', () => {
    const { lat, blob } = lattice([[10, 10, 2, 17, 'red'], [11, 11, 2, 10, 'red'], [12, 12, 2, 17, 'red'], [13, 19, 9, 14, 'white']]);
    const parts = splitCarried(blob, [0], lat);
    expect(parts).toHaveLength(2);
    expect(parts[0].bbox.w).toBeCloseTo(3 / COLS);
  });

  it('does not split a van, a car with a taller cabin, or a lorry\'s cab and trailer', () => {
    for (const rects of [
      [[2, 30, 6, 17, 'white']],
      [[2, 8, 12, 17, 'red'], [9, 20, 8, 17, 'red'], [21, 27, 12, 17, 'red']],
      [[1, 8, 8, 17, 'white'], [9, 38, 6, 17, 'white']],
    ] as [number, number, number, number, string][][]) {
      const { lat, blob } = lattice(rects);
      expect(splitCarried(blob, [0], lat)).toEqual([blob]);
    }
  });

  it('leaves an arm or a strap with the person, and a person between two things whole', () => {
    const arm = lattice([[10, 12, 2, 17, 'blue'], [13, 13, 7, 9, 'blue']]);
    expect(splitCarried(arm.blob, [0], arm.lat)).toEqual([arm.blob]);
    const between = lattice([[4, 10, 11, 17, 'yellow'], [11, 13, 2, 17, 'blue'], [14, 20, 11, 17, 'yellow']]);
    expect(splitCarried(between.blob, [0], between.lat)).toEqual([between.blob]);
  });

  it('does not split a far thing standing above a near one (its foot is not the blob\'s foot)', () => {
    const { lat, blob } = lattice([[2, 6, 0, 9, 'white'], [9, 25, 10, 19, 'black']]);
    expect(splitCarried(blob, [0], lat)).toEqual([blob]);
  });

  it('leaves two people side by side to splitSideBySide: neither is a band', () => {
    const { lat, blob } = lattice([[2, 5, 2, 17, 'yellow'], [9, 12, 3, 17, 'purple']]);
    expect(splitCarried(blob, [0], lat)).toEqual([blob]);
  });
});
