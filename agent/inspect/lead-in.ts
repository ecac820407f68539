// The frame before a thing's first one, and the frame after its last, looked at pixel by pixel
// where it would have been. The analyzer tests a sparse grid of samples, so a thing that is only
// a sliver at the edge of the view (a van's nose, 3 px wide at 0.25 fps) or a thin walker
// between two sample columns is missed in a frame it is in, and its arrival is put a frame
// late (4 s at 0.25 fps, 1 s at 1 fps). For a sighting, the box it had in its first (last)
// frame, widened by its own size the way it came from (went to), is compared with the clean
// plate in the frame before (after): enough pixels there that differ from the empty view and
// look like the thing did in its own frame (in that light), and that frame is its first
// (last). One frame each way, no more.
import type { FrameAnalysis } from '../../ingest/index.ts';
import type { AnalysisImage } from './frame-decoder.ts';
import type { FrameRun } from './frame-runs.ts';
import type { Sighting } from './inspector.ts';
import { isStill } from './motion-sightings.ts';

/** A pixel differs from the empty view by more than this (sum of |RGB| over the three channels). */
export const LEAD_DIFF = 60;
/** A pixel this near (sum of |RGB|) the thing's mean colour in its own frame is of the thing. */
const LIKE = 90;
/** Pixels needed, and as a share of the box's height in rows (a sliver one or two pixels wide over its height). */
const MIN_PIXELS = 6, MIN_ROWS_SHARE = 0.3;
/** A blob this near (fraction of the frame) a sighting's first / last centre is its box in that frame. */
const SAME_PLACE = 0.08;

/** Frames closer together than this (ms) are not looked at again: a frame late costs under a second. */
export const MIN_STEP_MS = 1000;

type Box = { x: number; y: number; w: number; h: number };

/** The run's sightings, each one frame longer at either end where the frame there shows it (see above). */
export function leadIn(sightings: Sighting[], run: FrameRun, analyses: FrameAnalysis[], images: AnalysisImage[], plate: AnalysisImage, ts: number[]): Sighting[] {
  // Where frames are dense a frame late is a fraction of a second, and a sliver one frame on is
  // a thing a frame closer to another: only sparse frames are looked at again.
  if (run.stepMs < MIN_STEP_MS) return sightings;
  const index = new Map(ts.map((t, i) => [t, i] as const));
  return sightings.map((s) => {
    // A thing that stood where it appeared (a sign put up) is big and still: the grid sees it come and go.
    if (isStill(s) && !s.entering && !s.leaving) return s;
    let out = s;
    const f = index.get(s.first);
    if (f !== undefined && !s.presentAtStart && f - 1 >= run.start) {
      const box = boxAt(analyses[f - run.start], s.from);
      if (box && shows(images[f - 1], plate, widened(box, travel(s), 'back'), thingColour(images[f], plate, box))) out = { ...out, first: ts[f - 1], frames: out.frames + 1 };
    }
    const l = index.get(s.last);
    if (l !== undefined && !s.presentAtEnd && l + 1 < run.end) {
      const box = boxAt(analyses[l - run.start], s.to);
      if (box && shows(images[l + 1], plate, widened(box, travel(s), 'ahead'), thingColour(images[l], plate, box))) out = { ...out, last: ts[l + 1], frames: out.frames + 1 };
    }
    return out;
  });
}

/** The box of the blob whose centre is at `at` in that frame's analysis. */
function boxAt(a: FrameAnalysis | undefined, at: { x: number; y: number }): Box | undefined {
  const near = (a?.blobs ?? []).map((b) => ({ b, d: Math.hypot(b.centroid.x - at.x, b.centroid.y - at.y) })).filter((x) => x.d <= SAME_PLACE);
  return near.sort((p, q) => p.d - q.d)[0]?.b.bbox;
}

/** A move under this (fraction of the frame, first centre to last) goes no way. */
const STILL_MOVE = 0.01;

/** Which way (-1, 0, 1 on each axis) the sighting moved, from its first centre to its last: a walker too slow in a short rewind for a direction still goes one way. */
export function travel(s: Pick<Sighting, 'from' | 'to'>): { dx: number; dy: number } {
  const dx = s.to.x - s.from.x, dy = s.to.y - s.from.y;
  return { dx: Math.abs(dx) > STILL_MOVE ? Math.sign(dx) : 0, dy: Math.abs(dy) > STILL_MOVE ? Math.sign(dy) : 0 };
}

/** The box widened by its own size the way the thing came from ('back') or went to ('ahead'); itself when it went no way. */
export function widened(b: Box, way: { dx: number; dy: number }, side: 'back' | 'ahead'): Box {
  const sign = side === 'back' ? -1 : 1, dx = way.dx * sign, dy = way.dy * sign;
  const x0 = Math.max(0, Math.min(b.x, b.x + dx * b.w)), x1 = Math.min(1, Math.max(b.x + b.w, b.x + b.w + dx * b.w));
  const y0 = Math.max(0, Math.min(b.y, b.y + dy * b.h)), y1 = Math.min(1, Math.max(b.y + b.h, b.y + b.h + dy * b.h));
  return { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}

/** The mean colour of the pixels in the box unlike the plate: how the thing looked there (in that light); undefined when none are. */
export function thingColour(img: AnalysisImage, plate: AnalysisImage, b: Box): [number, number, number] | undefined {
  const sum = [0, 0, 0];
  let n = 0;
  eachUnlike(img, plate, b, LEAD_DIFF, (r, g, bl) => { sum[0] += r; sum[1] += g; sum[2] += bl; n++; });
  return n ? [sum[0] / n, sum[1] / n, sum[2] / n] : undefined;
}

/**
 * Whether the image shows, in the box, enough pixels unlike the plate and like the thing as it
 * looked in its own frame (`like`: within LIKE of it, sum of |RGB|; any when undefined).
 */
export function shows(img: AnalysisImage, plate: AnalysisImage, b: Box, like: [number, number, number] | undefined): boolean {
  let n = 0;
  eachUnlike(img, plate, b, LEAD_DIFF, (r, g, bl) => { if (!like || Math.abs(r - like[0]) + Math.abs(g - like[1]) + Math.abs(bl - like[2]) <= LIKE) n++; });
  const rows = Math.min(img.height, Math.ceil((b.y + b.h) * img.height)) - Math.floor(b.y * img.height);
  return n >= Math.max(MIN_PIXELS, MIN_ROWS_SHARE * rows);
}

/** Calls `each` with the RGB of every pixel in the box that differs from the plate by more than `limit`. */
function eachUnlike(img: AnalysisImage, plate: AnalysisImage, b: Box, limit: number, each: (r: number, g: number, b: number) => void): void {
  const x0 = Math.max(0, Math.floor(b.x * img.width)), x1 = Math.min(img.width, Math.ceil((b.x + b.w) * img.width));
  const y0 = Math.max(0, Math.floor(b.y * img.height)), y1 = Math.min(img.height, Math.ceil((b.y + b.h) * img.height));
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const i = y * img.stride + x * 3, p = y * plate.stride + x * 3;
      const r = img.data[i], g = img.data[i + 1], bl = img.data[i + 2];
      if (Math.abs(r - plate.data[p]) + Math.abs(g - plate.data[p + 1]) + Math.abs(bl - plate.data[p + 2]) > limit) each(r, g, bl);
    }
  }
}

