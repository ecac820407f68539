// A person carrying or pushing something (a courier with a parcel at their side, a cleaner
// pushing a trolley, a walker with a pram) falls into one blob: wider than a person, it is
// sized as a vehicle, and the parcel it puts down later is never seen to arrive. Seen at the
// sample lattice, such a blob's columns are of two kinds: one run of columns that reach up to
// the top of the blob, far taller than wide -- the person, from the head down -- and beside it,
// on one side, columns that start well below it -- what they carry or push. The blob
// splits into the two, the second marked as carried (a thing beside a person, never judged a
// person or vehicle by its size). A blob whose tallest columns are not person-shaped (a van, a
// car's cabin), with things on both sides of the person, or with too little beside them (an arm,
// a strap) stays whole.
import type { Blob } from './blobs.ts';
import { latticeSpan, part, wideEnoughForTwo, type SampleLattice } from './side-by-side.ts';

/** A column is the person's when its foreground starts within this share of the blob's rows from its top (head, shoulders, arms). */
const HIGH_SHARE = 0.25;
/** What is carried starts at least this share of the rows down (a parcel at the hip, a trolley, a dog): lower than any shoulder. */
const LOW_SHARE = 0.35;
/** The person's columns: this many times as tall as wide (in pixels). */
const PERSON_TALL = 1.8;
/** What is carried has at least this share of the person's foreground samples (less is an arm or a bag strap). */
const MIN_CARRIED_SHARE = 0.25;
/** ... and at most this many times them (more is a thing of its own that the person is beside). */
const MAX_CARRIED_SHARE = 2;
/** The person's lowest sample is at most this share of the rows above the blob's lowest (their feet are on the ground). */
const FEET_SHARE = 0.15;
/** This share of the person's columns reach down to their feet. */
const UPRIGHT_SHARE = 0.6;
/** A column of the person's run may be short this many columns in a row (the gap between legs). */
const MAX_SHORT_INSIDE = 1;

interface Column { top: number; bottom: number; n: number }

/** The blob as a person and the thing they carry or push, or [blob] when it is not that. */
export function splitCarried(blob: Blob, cells: number[], lat: SampleLattice): Blob[] {
  if (!wideEnoughForTwo(blob, lat)) return [blob];
  const { c0, c1, r0, r1, foreground } = latticeSpan(blob, cells, lat);
  const cols: (Column | undefined)[] = [];
  let top = Infinity, bottom = -Infinity;
  for (let c = c0; c <= c1; c++) {
    let t = -1, b = -1, n = 0;
    for (let r = r0; r <= r1; r++) if (foreground(r, c)) { if (t < 0) t = r; b = r; n++; }
    cols.push(t < 0 ? undefined : { top: t, bottom: b, n });
    if (t >= 0) { top = Math.min(top, t); bottom = Math.max(bottom, b); }
  }
  const rows = bottom - top + 1;
  if (!(rows >= 3)) return [blob];
  // The person's columns reach up to the head (the blob's top); what is carried or pushed starts lower down.
  const high = cols.map((k) => !!k && k.top - top <= HIGH_SHARE * rows);
  const first = high.indexOf(true), last = high.lastIndexOf(true);
  if (first < 0) return [blob];
  let short = 0;
  for (let i = first; i <= last; i++) {
    short = high[i] ? 0 : short + 1;
    if (short > MAX_SHORT_INSIDE) return [blob];
  }
  // Head to feet: the person's columns reach down to the blob's foot too (a far thing above a near one does not).
  const run = cols.slice(first, last + 1).filter(Boolean) as Column[];
  const feet = Math.max(...run.map((k) => k.bottom));
  if (bottom - feet > FEET_SHARE * rows || feet - top + 1 < PERSON_TALL * (last - first + 1)) return [blob];
  // Upright: most of the run goes from the head down to the feet (a car's sloping back does not).
  if (run.filter((k) => feet - k.bottom <= FEET_SHARE * rows).length < UPRIGHT_SHARE * run.length) return [blob];
  const left = cols.slice(0, first).filter(Boolean) as Column[], right = cols.slice(last + 1).filter(Boolean) as Column[];
  if (left.length && right.length) return [blob];
  const beside = left.length ? left : right;
  if (!beside.length || beside.some((k) => k.top - top < LOW_SHARE * rows)) return [blob];
  const personN = run.reduce((a, k) => a + k.n, 0);
  const besideN = beside.reduce((a, k) => a + k.n, 0);
  if (besideN < MIN_CARRIED_SHARE * personN || besideN > MAX_CARRIED_SHARE * personN) return [blob];
  // The person's colour from above what they carry: a parcel held in front of them is not their coat.
  const carriedTop = Math.min(...beside.map((k) => k.top));
  const person = part(c0 + first, c0 + last, r0, r1, foreground, lat, carriedTop - 1);
  const carried = left.length ? part(c0, c0 + first - 1, r0, r1, foreground, lat) : part(c0 + last + 1, c1, r0, r1, foreground, lat);
  return [person, { ...carried, carried: true }];
}
