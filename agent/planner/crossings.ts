// Things that passed each other ("the two who crossed paths", "did two people pass each other at
// 20:40?"): two going opposite ways across the view, both in view at once, whose places along
// the way they went swapped while they were (one was left of the other, then right of it).
import { positionAt } from './relation.ts';
import type { Thing } from './plan-things.ts';

const OPPOSITE: Record<string, string> = { 'left-to-right': 'right-to-left', 'right-to-left': 'left-to-right', 'top-to-bottom': 'bottom-to-top', 'bottom-to-top': 'top-to-bottom' };

/** Whether a and b passed each other: opposite ways, in view together, their order along the way swapped meanwhile. */
export function passedEachOther(a: Thing, b: Thing): boolean {
  if (a.camera !== b.camera || OPPOSITE[a.direction] !== b.direction || !a.path?.length || !b.path?.length) return false;
  const from = Math.max(a.first, b.first), to = Math.min(a.last, b.last);
  if (to <= from) return false;
  const axis = a.direction.includes('left') ? 'x' : 'y';
  const gap = (t: number) => positionAt(a.path!, t)![axis] - positionAt(b.path!, t)![axis];
  if (Math.sign(gap(from)) === Math.sign(gap(to)) || gap(from) === 0) return false;
  // Both on the move as they passed: a car parked there while someone walked by passed no one.
  const at = crossingMoment(gap, from, to);
  return !standingAt(a, at) && !standingAt(b, at);
}

/** Where the gap between the two changes sign, to a second. */
function crossingMoment(gap: (t: number) => number, from: number, to: number): number {
  let lo = from, hi = to;
  while (hi - lo > 1000) {
    const mid = (lo + hi) / 2;
    if (Math.sign(gap(mid)) === Math.sign(gap(lo))) lo = mid; else hi = mid;
  }
  return (lo + hi) / 2;
}

const standingAt = (t: Thing, at: number) => (t.standing ?? []).some((s) => at >= s.from && at <= s.to);

/** Of `things`, those that passed one of the others, in the order given. */
export function crossers(things: Thing[]): Thing[] {
  return things.filter((a) => things.some((b) => b !== a && passedEachOther(a, b)));
}
