import { describe, it, expect } from 'vitest';
import { splitSideBySide, type SampleLattice } from './side-by-side.ts';
import type { Blob } from './blobs.ts';
import { COLOUR_WORDS } from './colour-names.ts';

// A 40 x 20 lattice, one sample per pixel, all in one activity cell.
const COLS = 40, ROWS = 20, COLOURS = COLOUR_WORDS.length;

function lattice(rects: [number, number, number, number, string][]): { lat: SampleLattice; blob: Blob } {
  const key = new Uint16Array(COLS * ROWS);
  let x0 = COLS, x1 = -1, y0 = ROWS, y1 = -1;
  for (const [c0, c1, r0, r1, colour] of rects) {
    for (let r = r0; r <= r1; r++) for (let c = c0; c <= c1; c++) key[r * COLS + c] = 1 + 3 * COLOURS + COLOUR_WORDS.indexOf(colour as never);
    x0 = Math.min(x0, c0); x1 = Math.max(x1, c1); y0 = Math.min(y0, r0); y1 = Math.max(y1, r1);
  }
  const lat: SampleLattice = { cols: COLS, rows: ROWS, first: 0, step: 1, width: COLS, height: ROWS, totalSamples: COLS * ROWS, cell: new Uint16Array(COLS * ROWS), key, colours: COLOURS };
  const blob: Blob = { bbox: { x: x0 / COLS, y: y0 / ROWS, w: (x1 - x0 + 1) / COLS, h: (y1 - y0 + 1) / ROWS }, centroid: { x: 0, y: 0 }, size: 0, colours: ['grey'] };
  return { lat, blob };
}

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
