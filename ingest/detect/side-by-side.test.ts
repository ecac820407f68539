import { describe, it, expect } from 'vitest';
import { splitSideBySide } from './side-by-side.ts';
import { COLS, ROWS, lattice } from './lattice-fixture.ts';

describe('splitSideBySide', () => {
  it('splits two tall runs with a gap between into two things of their own colours', () => {
    const { lat, blob } = lattice([[2, 5, 2, 17, 'yellow'], [9, 12, 3, 17, 'purple']]);
    const parts = splitSideBySide(blob, [0], lat);
    expect(parts.map((p) => p.colours[0])).toEqual(['yellow', 'purple']);
    expect(parts[0].bbox.x).toBeCloseTo(2 / COLS);
    expect(parts[1].bbox.w).toBeCloseTo(4 / COLS);
  });

  it('keeps one person and a short thing at his heels as one', () => {
    const { lat, blob } = lattice([[2, 5, 2, 17, 'blue'], [9, 13, 14, 17, 'black']]);
    expect(splitSideBySide(blob, [0], lat)).toEqual([blob]);
  });

  it('gives a short thing between two people to the nearer of them', () => {
    const { lat, blob } = lattice([[2, 5, 2, 17, 'blue'], [8, 9, 15, 17, 'black'], [16, 19, 2, 17, 'red']]);
    const parts = splitSideBySide(blob, [0], lat);
    expect(parts).toHaveLength(2);
    expect(parts[0].bbox.w).toBeCloseTo(8 / COLS);
  });

  it('does not split at a single empty column (a thing\'s own gap)', () => {
    const { lat, blob } = lattice([[2, 5, 2, 17, 'blue'], [7, 10, 2, 17, 'blue']]);
    expect(splitSideBySide(blob, [0], lat)).toEqual([blob]);
  });

  it('does not split a long low thing at its gaps (a lorry\'s cab and trailer)', () => {
    const { lat, blob } = lattice([[1, 8, 8, 17, 'white'], [11, 38, 6, 17, 'white']]);
    expect(splitSideBySide(blob, [0], lat)).toEqual([blob]);
  });

  it('counts only the blob\'s own cells', () => {
    const { lat, blob } = lattice([[2, 5, 2, 17, 'yellow'], [9, 12, 3, 17, 'purple']]);
    for (let r = 0; r < ROWS; r++) for (let c = 9; c < COLS; c++) lat.cell[r * COLS + c] = 1;
    expect(splitSideBySide(blob, [0], lat)).toEqual([blob]);
  });
});
