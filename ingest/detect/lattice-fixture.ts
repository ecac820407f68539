// A sample lattice drawn from rectangles, for the tests of blob splitting (side-by-side.ts,
// carried-thing.ts): 40 x 20, one sample per pixel, all in one activity cell.
import type { SampleLattice } from './side-by-side.ts';
import type { Blob } from './blobs.ts';
import { COLOUR_WORDS } from './colour-names.ts';

export const COLS = 40, ROWS = 20, COLOURS = COLOUR_WORDS.length;

/** Rectangles [c0, c1, r0, r1, colour] of foreground, and the blob around them all. */
export function lattice(rects: [number, number, number, number, string][]): { lat: SampleLattice; blob: Blob } {
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
