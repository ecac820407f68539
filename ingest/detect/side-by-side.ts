// People walking one just behind another, or side by side across the view, fall into the same
// or neighbouring cells of the coarse activity grid and so into one blob: "two people walked
// past together" then reads as one wide person, or (wider than any person) a vehicle. Seen at
// the sample lattice, such a blob's columns fall into separate runs with empty columns between
// them, each run as tall as a person and far taller than wide. A blob splits into one thing per
// such run; runs that are not person-shaped (a dog at its walker's heels, a bag swinging) stay
// with the nearest person, and a blob with fewer than two person-shaped runs stays whole, so a
// lorry's cab and trailer, or a car seen through its windows, are never split by their gaps.
import type { Blob } from './blobs.ts';
import { DIFFERENCE_TIERS, thingColours } from './thing-colours.ts';

/** The sample lattice of one frame: where each sample is and, if foreground, its tiered colour key + 1 (0: background). */
export interface SampleLattice {
  cols: number;
  rows: number;
  /** Pixel x of lattice column 0, and pixels between samples. */
  first: number;
  step: number;
  width: number;
  height: number;
  totalSamples: number;
  /** Each sample's activity grid cell. */
  cell: Uint16Array;
  /** Per sample: 0 when not foreground, else 1 + tier * colours + colour name index. */
  key: Uint16Array;
  /** Colour names per tier. */
  colours: number;
}

/** Empty lattice columns that separate two things (one empty column is a thing's own gap: legs, a dark stripe). */
const MIN_GAP_COLUMNS = 2;
/** A run is person-shaped when at least this share of the blob's height ... */
const PERSON_HEIGHT_SHARE = 0.6;
/** ... and at least this many times as tall as it is wide (in pixels). */
const PERSON_TALL = 1.8;
/** Only a blob at least this wide for its height (pixels) can hold two people side by side. */
const MIN_PAIR_ASPECT = 0.5;

interface Run {
  c0: number;
  c1: number;
  r0: number;
  r1: number;
}

/** The blob as one thing per person-shaped run of its columns, or [blob] when it is not two or more people. */
export function splitSideBySide(blob: Blob, cells: number[], lat: SampleLattice): Blob[] {
  if (!wideEnoughForTwo(blob, lat)) return [blob];
  const { c0, c1, r0, r1, foreground } = latticeSpan(blob, cells, lat);
  const runs: Run[] = [];
  let open: Run | undefined, empty = 0;
  for (let c = c0; c <= c1; c++) {
    let top = -1, bottom = -1;
    for (let r = r0; r <= r1; r++) if (foreground(r, c)) { if (top < 0) top = r; bottom = r; }
    if (top < 0) {
      if (open && ++empty >= MIN_GAP_COLUMNS) { runs.push(open); open = undefined; }
      continue;
    }
    empty = 0;
    if (!open) open = { c0: c, c1: c, r0: top, r1: bottom };
    else { open.c1 = c; open.r0 = Math.min(open.r0, top); open.r1 = Math.max(open.r1, bottom); }
  }
  if (open) runs.push(open);
  const rows = Math.max(...runs.map((r) => r.r1), 0) - Math.min(...runs.map((r) => r.r0), Infinity) + 1;
  const person = (r: Run) => r.r1 - r.r0 + 1 >= PERSON_HEIGHT_SHARE * rows && r.r1 - r.r0 + 1 >= PERSON_TALL * (r.c1 - r.c0 + 1);
  const people = runs.filter(person);
  if (people.length < 2) return [blob];
  // Every other run goes with the person nearest it.
  const groups = people.map((p) => ({ c0: p.c0, c1: p.c1 }));
  for (const r of runs) {
    if (person(r)) continue;
    const mid = (r.c0 + r.c1) / 2;
    const g = groups.reduce((a, b) => (Math.abs((a.c0 + a.c1) / 2 - mid) <= Math.abs((b.c0 + b.c1) / 2 - mid) ? a : b));
    g.c0 = Math.min(g.c0, r.c0); g.c1 = Math.max(g.c1, r.c1);
  }
  return groups.map((g) => part(g.c0, g.c1, r0, r1, foreground, lat));
}

/** Whether a blob is wide enough for its height (pixels) to hold two things side by side; a narrower one is one thing. */
export function wideEnoughForTwo(blob: Blob, lat: SampleLattice): boolean {
  return blob.bbox.w * lat.width >= MIN_PAIR_ASPECT * blob.bbox.h * lat.height;
}

/** The lattice columns and rows a blob's box covers, and whether a sample there is the blob's foreground. */
export function latticeSpan(blob: Blob, cells: number[], lat: SampleLattice): { c0: number; c1: number; r0: number; r1: number; foreground: (r: number, c: number) => boolean } {
  const { x, y, w, h } = blob.bbox;
  const inBlob = new Set(cells);
  const at = (px: number) => Math.round((px - lat.first) / lat.step);
  const foreground = (r: number, c: number) => {
    const i = r * lat.cols + c;
    return lat.key[i] > 0 && inBlob.has(lat.cell[i]);
  };
  return {
    c0: Math.max(0, at(x * lat.width)), c1: Math.min(lat.cols - 1, at((x + w) * lat.width)),
    r0: Math.max(0, at(y * lat.height)), r1: Math.min(lat.rows - 1, at((y + h) * lat.height)), foreground,
  };
}

/** One thing from the blob's foreground samples in lattice columns c0..c1; its colours from the rows down to colourRowsTo. */
export function part(c0: number, c1: number, r0: number, r1: number, foreground: (r: number, c: number) => boolean, lat: SampleLattice, colourRowsTo = r1): Blob {
  const tiered = new Uint32Array(DIFFERENCE_TIERS * lat.colours);
  let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity, sx = 0, sy = 0, n = 0;
  for (let r = r0; r <= r1; r++) {
    for (let c = c0; c <= c1; c++) {
      if (!foreground(r, c)) continue;
      const px = lat.first + c * lat.step, py = lat.first + r * lat.step;
      x0 = Math.min(x0, px); x1 = Math.max(x1, px); y0 = Math.min(y0, py); y1 = Math.max(y1, py);
      sx += px; sy += py; n++;
      if (r <= colourRowsTo) tiered[lat.key[r * lat.cols + c] - 1]++;
    }
  }
  const W = lat.width, H = lat.height;
  return {
    bbox: { x: x0 / W, y: y0 / H, w: (x1 - x0 + 1) / W, h: (y1 - y0 + 1) / H },
    centroid: { x: sx / n / W, y: sy / n / H },
    size: n / lat.totalSamples,
    colours: thingColours(tiered, [0], lat.colours),
  };
}
