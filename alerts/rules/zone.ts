// Zones: polygons in frame fractions. Evidence counts only inside the zone: motion-grid cells
// that overlap it and track points that fall in it.
import type { Zone } from './rule-schema.ts';

type Pt = readonly [number, number];

/** Ray casting; points on an edge may fall either way, which is fine at frame-fraction scale. */
export function pointInZone(zone: Zone, x: number, y: number): boolean {
  let inside = false;
  const p = zone.points;
  for (let i = 0, j = p.length - 1; i < p.length; j = i++) {
    const [xi, yi] = p[i], [xj, yj] = p[j];
    if ((yi > y) !== (yj > y) && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Fraction of a grid cell inside the zone, sampled on a 4x4 lattice (cheap, good enough). */
export function cellCoverage(zone: Zone, col: number, row: number, cols: number, rows: number): number {
  let hits = 0;
  for (let i = 0; i < 4; i++) for (let j = 0; j < 4; j++) {
    if (pointInZone(zone, (col + (i + 0.5) / 4) / cols, (row + (j + 0.5) / 4) / rows)) hits++;
  }
  return hits / 16;
}

function area(points: readonly Pt[]): number {
  let a = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) a += (points[j][0] + points[i][0]) * (points[j][1] - points[i][1]);
  return Math.abs(a / 2);
}

export function zoneIssues(zone: Zone): string[] {
  const issues: string[] = [];
  for (const [i, [x, y]] of zone.points.entries()) {
    if (!(x >= 0 && x <= 1 && y >= 0 && y <= 1)) issues.push(`zone.points.${i}: [${x}, ${y}] is outside the frame (x and y are fractions 0..1)`);
  }
  if (!issues.length && area(zone.points) < 1e-4) issues.push('zone: the polygon has (almost) no area');
  return issues;
}

/** "x,y x,y x,y" (CLI form) -> points. */
export function parseZonePoints(text: string): [number, number][] {
  return text.trim().split(/\s+/).map((pair) => {
    const [x, y] = pair.split(',').map(Number);
    return [x, y] as [number, number];
  });
}
