// Names what the inspector followed: the COCO detector runs on each moving sighting's own
// region of the rewound frame in which it was largest (the JPEG at full size, not the small
// analysis frame), so "a grey vehicle-sized object" becomes "a grey car" where the detector
// can tell. Detector time is ~0.2 s a region here, so only the largest few moving sightings
// are named per inspection; the rest keep the class their size and place gave them. A
// detector's score for one thing wavers from frame to frame (a coach filling the rainy street
// scores 0.19 in one frame and 0.3 in the next), so a region it named nothing in gets a
// second look in the frames either side, with the box carried along by the thing's motion.
import { nameRegion, type RegionDetector } from '../../models/index.ts';
import type { InspectFrame, Sighting } from './inspector.ts';
import { isStill } from './motion-sightings.ts';

type FractionBox = NonNullable<Sighting['box']>;

export interface NamingOptions {
  /** Regions looked at per inspection (default 3). */
  maxRegions?: number;
  /** Further frames of a sighting looked at when its largest one named nothing (default 2). */
  secondLooks?: number;
  minScore?: number;
  signal?: AbortSignal;
}

/** The sightings with label and objectClass set where the detector named them. */
export async function nameSightings(sightings: Sighting[], frames: InspectFrame[], detector: RegionDetector, opts: NamingOptions = {}): Promise<Sighting[]> {
  const byTs = new Map(frames.map((f) => [f.ts, f] as const));
  const chosen = sightings
    .filter((s) => s.box && s.boxAt !== undefined && byTs.has(s.boxAt) && (!isStill(s) || s.frames >= 3))
    .sort((a, b) => Number(isStill(a)) - Number(isStill(b)) || b.size - a.size)
    .slice(0, opts.maxRegions ?? 3);
  const named = new Map<Sighting, Awaited<ReturnType<typeof nameRegion>>>();
  for (const s of chosen) {
    for (const { frame, box } of looksAt(s, frames, opts.secondLooks ?? 2)) {
      opts.signal?.throwIfAborted();
      const n = await nameRegion(detector, frame.jpeg, box, { minScore: opts.minScore, signal: opts.signal });
      if (n) { named.set(s, n); break; }
    }
  }
  return sightings.map((s) => {
    const n = named.get(s);
    return n ? { ...s, label: n.label, objectClass: n.objectClass } : s;
  });
}

/**
 * Where to look for a sighting: its largest frame with its box, then up to `more` frames of its
 * span nearest to that one (alternately after and before), the box moved by the sighting's mean
 * velocity (centre from its first to its last frame) and kept inside the frame.
 */
export function looksAt(s: Sighting, frames: InspectFrame[], more: number): { frame: InspectFrame; box: FractionBox }[] {
  const box = s.box!, at = s.boxAt!;
  const span = Math.max(1, s.last - s.first);
  const vx = (s.to.x - s.from.x) / span, vy = (s.to.y - s.from.y) / span;
  const moved = (ts: number): FractionBox => ({
    x: clamp(box.x + vx * (ts - at), 0, 1 - box.w), y: clamp(box.y + vy * (ts - at), 0, 1 - box.h), w: box.w, h: box.h,
  });
  const inSpan = frames.filter((f) => f.ts >= s.first && f.ts <= s.last && f.ts !== at)
    .sort((a, b) => Math.abs(a.ts - at) - Math.abs(b.ts - at) || b.ts - a.ts);
  const peak = frames.find((f) => f.ts === at);
  return [...(peak ? [{ frame: peak, box }] : []), ...inSpan.slice(0, more).map((f) => ({ frame: f, box: moved(f.ts) }))];
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(Math.max(v, lo), Math.max(lo, hi));
}
