// A thing that stood in view for most of a run (a sign up for two thirds of it, a car parked)
// is part of the clean plate, so the frames without it show the spot where it stood as a
// still "sighting" with the colour of what it had covered: a ghost. Ghosts are told apart by
// contrast with their surroundings: in the frame the spot blends with what is around it (the
// wall the sign hid), in the plate it stands out (the sign). Each ghost is turned round: the
// thing itself is reported for the frames of the run outside its ghosts.
import { classifyColour, COLOUR_WORDS, type FrameAnalysis } from '../../ingest/index.ts';
import type { AnalysisImage } from './frame-decoder.ts';
import type { FrameRun } from './frame-runs.ts';
import type { Sighting } from './inspector.ts';
import { isStill, STILL } from './motion-sightings.ts';

/** A ghost's spot contrasts with its surroundings at most this much as the plate's does. */
const BLENDS_IN = 0.5;
/** The plate's spot must stand out by at least this (mean L1 over RGB). */
const STANDS_OUT = 30;

type Box = { x: number; y: number; w: number; h: number };
interface Ghost { s: Sighting; box: Box; first: number; last: number }

/** The run's sightings with each ghost replaced by the thing it is the absence of. */
export function resolveGhosts(sightings: Sighting[], run: FrameRun, analyses: FrameAnalysis[], images: AnalysisImage[], plate: AnalysisImage, ts: number[]): Sighting[] {
  const index = new Map(ts.map((t, i) => [t, i] as const));
  const ghosts: Ghost[] = [];
  for (const s of sightings.filter(isStill)) {
    const first = index.get(s.first)!, last = index.get(s.last)!, mid = Math.round((first + last) / 2);
    const blob = (analyses[mid - run.start].blobs ?? []).find((b) => Math.hypot(b.centroid.x - s.from.x, b.centroid.y - s.from.y) < STILL);
    if (!blob) continue;
    const inPlate = contrast(plate, blob.bbox);
    if (inPlate >= STANDS_OUT && contrast(images[mid], blob.bbox) <= BLENDS_IN * inPlate) ghosts.push({ s, box: blob.bbox, first, last });
  }
  const kept = sightings.filter((s) => !ghosts.some((g) => g.s === s));
  const places: Ghost[][] = [];
  for (const g of ghosts) {
    const place = places.find((p) => Math.hypot(p[0].s.from.x - g.s.from.x, p[0].s.from.y - g.s.from.y) < STILL);
    if (place) place.push(g); else places.push([g]);
  }
  return [...kept, ...places.flatMap((p) => thingOf(p, run, plate, ts))];
}

/** The frames of the run outside the ghosts at one place, as still sightings of the plate's thing. */
function thingOf(ghosts: Ghost[], run: FrameRun, plate: AnalysisImage, ts: number[]): Sighting[] {
  const g = ghosts[0], out: Sighting[] = [];
  const absent = (i: number) => ghosts.some((x) => i >= x.first && i <= x.last);
  const colour = colourOf(plate, g.box), size = Math.max(...ghosts.map((x) => x.s.size));
  let start = -1;
  for (let i = run.start; i <= run.end; i++) {
    const here = i < run.end && !absent(i);
    if (here && start < 0) start = i;
    if (here || start < 0) continue;
    out.push({
      colour, first: ts[start], last: ts[i - 1], direction: 'none', entering: false, leaving: false,
      presentAtStart: start === run.start, presentAtEnd: i === run.end, size, frames: i - start, from: g.s.from, to: g.s.to,
    });
    start = -1;
  }
  return out;
}

/** Mean colour difference (L1 over RGB) between a box and the ring around it. */
function contrast(img: AnalysisImage, b: Box): number {
  const inner = rect(img, b), grow = 0.5;
  const outer = rect(img, { x: b.x - b.w * grow, y: b.y - b.h * grow, w: b.w * (1 + 2 * grow), h: b.h * (1 + 2 * grow) });
  const a = meanRgb(img, inner), all = meanRgb(img, outer);
  const ringN = all.n - a.n;
  if (ringN <= 0 || a.n === 0) return 0;
  let d = 0;
  for (let c = 0; c < 3; c++) d += Math.abs(a.sum[c] / a.n - (all.sum[c] - a.sum[c]) / ringN);
  return d;
}

function rect(img: AnalysisImage, b: Box): { x0: number; y0: number; x1: number; y1: number } {
  return {
    x0: Math.max(0, Math.floor(b.x * img.width)), y0: Math.max(0, Math.floor(b.y * img.height)),
    x1: Math.min(img.width, Math.ceil((b.x + b.w) * img.width)), y1: Math.min(img.height, Math.ceil((b.y + b.h) * img.height)),
  };
}

function meanRgb(img: AnalysisImage, r: ReturnType<typeof rect>): { sum: number[]; n: number } {
  const sum = [0, 0, 0];
  let n = 0;
  for (let y = r.y0; y < r.y1; y++) {
    for (let x = r.x0, o = y * img.stride + x * 3; x < r.x1; x++, o += 3) { sum[0] += img.data[o]; sum[1] += img.data[o + 1]; sum[2] += img.data[o + 2]; n++; }
  }
  return { sum, n };
}

/** The most common colour name of the plate inside the box. */
function colourOf(img: AnalysisImage, b: Box): string | null {
  const r = rect(img, b), votes = new Array<number>(COLOUR_WORDS.length).fill(0);
  for (let y = r.y0; y < r.y1; y++) {
    for (let x = r.x0, o = y * img.stride + x * 3; x < r.x1; x++, o += 3) votes[classifyColour(img.data[o], img.data[o + 1], img.data[o + 2])]++;
  }
  const best = votes.indexOf(Math.max(...votes));
  return votes[best] > 0 ? COLOUR_WORDS[best] : null;
}
