// Where in the frame a window's evidence is, measured against a rule's zone: the share of a
// track's path inside the zone (its start, end and the window's centroid path while it was
// seen), and whether the motion grid has foreground in cells the zone covers.
import type { Track, Window } from '../../core/window.ts';
import { cellCoverage, pointInZone, type Zone } from '../rules/index.ts';

/** Foreground fraction of a grid cell above which it counts as moving. */
const CELL_ACTIVE = 0.02;

/** Fraction (0..1) of the track's sampled points that are inside the zone; 1 without a zone. */
export function trackInZone(t: Track, path: Window['motion']['path'], zone: Zone | undefined): number {
  if (!zone) return 1;
  const pts = [t.from, t.to, ...path.filter((p) => p.ts >= t.start && p.ts <= t.end)];
  return pts.filter((p) => pointInZone(zone, p.x, p.y)).length / pts.length;
}

/**
 * When the track was inside the zone: from its first to its last sampled point there (its
 * start and end points at the track's own times, the window's path in between); the whole
 * track without a zone. An alert's times are the thing's time in the zone, not the time it
 * took to come into view and go (which would also stretch the cooldown into the next event).
 */
export function trackZoneSpan(t: Track, path: Window['motion']['path'], zone: Zone | undefined): { from: number; to: number } | undefined {
  if (!zone) return { from: t.start, to: t.end };
  const pts = [{ ts: t.start, ...t.from }, ...path.filter((p) => p.ts >= t.start && p.ts <= t.end), { ts: t.end, ...t.to }]
    .filter((p) => pointInZone(zone, p.x, p.y));
  if (!pts.length) return undefined;
  return { from: Math.min(...pts.map((p) => p.ts)), to: Math.max(...pts.map((p) => p.ts)) };
}

/** Whether any moving grid cell overlaps the zone (or anything moved, without a zone). */
export function motionInZone(w: Pick<Window, 'regions' | 'grid' | 'activity'>, zone: Zone | undefined): boolean {
  if (w.activity.activeFrames === 0) return false;
  const { cols, rows } = w.grid;
  for (let i = 0; i < w.regions.length; i++) {
    if (w.regions[i] < CELL_ACTIVE) continue;
    if (!zone || cellCoverage(zone, i % cols, Math.floor(i / cols), cols, rows) > 0) return true;
  }
  return false;
}
