// What moved: the analyzer's per-frame blobs followed from frame to frame by the windowing
// stage's TrackBuilder, one sighting per track, with the frames it was first and last seen
// in. A track that starts in a run's first frame (or ends in its last) was already there (or
// still there): its first (last) is only a bound, and it is not said to have come in (gone out).
import type { Blob, FrameAnalysis } from '../../ingest/index.ts';
import { TrackBuilder } from '../../ingest/index.ts';
import type { FrameRun } from './frame-runs.ts';
import type { Inspection, Sighting } from './inspector.ts';

/** A sighting whose centre moved less than this (fraction of the frame) stood still. */
export const STILL = 0.05;
/** Still, this small (fraction of the frame) and in under 3 frames: compression artefacts, not things. */
const SPECK = 0.002;
/**
 * Still and a line across the frame (thinner than this fraction of it, six times longer than
 * thick): a row of samples that changed when the encoder's next keyframe came, not a thing.
 */
const LINE = 0.015, LINE_ASPECT = 6;

function isLine(s: Sighting): boolean {
  const b = s.box;
  if (!b) return false;
  const thin = Math.min(b.w, b.h), long = Math.max(b.w, b.h);
  return thin < LINE && long >= LINE_ASPECT * Math.max(thin, 1e-3);
}

export function isStill(s: Sighting): boolean {
  return Math.hypot(s.to.x - s.from.x, s.to.y - s.from.y) < STILL;
}

export function sightingsOf(run: FrameRun, analyses: FrameAnalysis[], ts: number[]): Sighting[] {
  // The tracker's gates and its "lost after 3 s" are in seconds of a few-fps stream. Frames
  // spread sparser than 1 s apart are fed as if 1 s apart, so one missed frame does not end
  // every track; denser frames keep their own times.
  const scale = Math.min(1, 1000 / run.stepMs), t0 = ts[run.start];
  const realOf = new Map<number, number>();
  const tracker = new TrackBuilder();
  let last = -Infinity;
  for (const [k, a] of analyses.entries()) {
    const real = ts[run.start + k];
    const v = Math.max(Math.round((real - t0) * scale), last + 1);
    last = v;
    realOf.set(v, real);
    tracker.add(v, a.blobs ?? []);
  }
  const firstV = 0, lastV = last;
  return tracker.tracks().map((t): Sighting => {
    const presentAtStart = t.start === firstV, presentAtEnd = t.end === lastV;
    return {
      colour: t.colour, first: realOf.get(t.start)!, last: realOf.get(t.end)!, direction: t.direction,
      entering: t.entering && !presentAtStart, leaving: t.leaving && !presentAtEnd,
      presentAtStart, presentAtEnd, size: t.size, frames: t.frames, from: t.from, to: t.to,
      ...(t.box ? { box: t.box, boxAt: realOf.get(t.boxAt!) ?? t.boxAt } : {}), ...(t.objectClass ? { objectClass: t.objectClass } : {}),
    };
  }).filter((s) => !(isStill(s) && ((s.frames < 3 && s.size < SPECK) || isLine(s))));
}

/**
 * Frames where something moved: a blob that was not in the neighbouring frame (the previous
 * one; the next one for a run's first frame), or a blob of the previous frame that is gone.
 * Offline the clean plate is the background, so a parked car or a sign stays foreground for
 * as long as it is there; it counts as movement where it arrives and where it goes, not while
 * it stands. peak is the largest foreground of any frame, standing things included.
 */
export function motionOf(runs: FrameAnalysis[][]): Inspection['motion'] {
  const moving: number[] = [];
  let peak = 0;
  for (const run of runs) {
    for (const [k, a] of run.entries()) {
      peak = Math.max(peak, a.activity);
      const blobs = a.blobs ?? [], before = k > 0 ? run[k - 1].blobs ?? [] : undefined;
      const neighbour = before ?? run[k + 1]?.blobs ?? [];
      const changed = blobs.some((b) => !neighbour.some((c) => sameBlob(b, c))) || (before ?? []).some((c) => !blobs.some((b) => sameBlob(b, c)));
      if (changed) moving.push(a.ts);
    }
  }
  return {
    movingFrames: moving.length, peak: Math.round(peak * 10_000) / 10_000,
    ...(moving.length ? { first: moving[0], last: moving.at(-1)! } : {}),
  };
}

/** The same thing standing in the same place: centre within 2 % of the frame, size within 30 %. */
function sameBlob(a: Blob, b: Blob): boolean {
  return Math.abs(a.centroid.x - b.centroid.x) < 0.02 && Math.abs(a.centroid.y - b.centroid.y) < 0.02 && a.size < b.size * 1.3 && b.size < a.size * 1.3;
}
