// Boxes and sizes in fractions of the frame, as perception gives them: what the stationary
// keeper (ingest/windows) and the entity registry (indexer/entities) both judge things by.
import type { FrameBox } from './depth-scale.ts';

/** Whether point p lies in box b. */
export function holds(b: FrameBox, p: { x: number; y: number }): boolean {
  return p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;
}

/** Fraction of box a that lies inside box b. */
export function insideShare(a: FrameBox, b: FrameBox): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x), h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y);
  return w <= 0 || h <= 0 ? 0 : (w * h) / Math.max(1e-9, a.w * a.h);
}

/** Things within this factor of each other's size are alike (one may be a piece of the other). */
const ALIKE = 3;
export const alike = (a: number, b: number) => Math.max(a, b) <= ALIKE * Math.max(1e-6, Math.min(a, b));
