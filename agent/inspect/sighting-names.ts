// Names what the inspector followed: the COCO detector runs on each moving sighting's own
// region of the rewound frame in which it was largest (the JPEG at full size, not the small
// analysis frame), so "a grey vehicle-sized object" becomes "a grey car" where the detector
// can tell. Detector time is ~0.2 s a region here, so only the largest few moving sightings
// are named per inspection; the rest keep the class their size and place gave them.
import { nameRegion, type RegionDetector } from '../../models/index.ts';
import type { InspectFrame, Sighting } from './inspector.ts';
import { isStill } from './motion-sightings.ts';

export interface NamingOptions {
  /** Regions looked at per inspection (default 3). */
  maxRegions?: number;
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
    opts.signal?.throwIfAborted();
    named.set(s, await nameRegion(detector, byTs.get(s.boxAt!)!.jpeg, s.box!, { minScore: opts.minScore, signal: opts.signal }));
  }
  return sightings.map((s) => {
    const n = named.get(s);
    return n ? { ...s, label: n.label, objectClass: n.objectClass } : s;
  });
}
