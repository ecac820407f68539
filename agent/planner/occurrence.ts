// Which one of the things that match: the first or the last to come or to go, a walk broken in
// the middle of the view taken as one (the count's rule too, joinBroken).
import type { Thing } from './plan-things.ts';

/** Seen this long after its stand ended, a thing that stood went on in view: it moved off when the stand ended. */
export const MOVED_ON_MS = 10_000;

/** When a thing first moved: the end of a stand it was in from its first sighting, else its first sighting. */
export function firstMoved(t: Thing): number {
  const stand = t.standing?.[0];
  return stand && stand.from <= t.first && stand.to > t.first ? stand.to : t.first;
}

/**
 * The first or last occurrence of the event asked: by when each thing appeared for "appear",
 * by when it left for "leave" (the last to appear need not be the last to leave).
 */
export function occurrence(things: Thing[], edge: 'start' | 'end', which: 'first' | 'last', moved = false, from?: number, ordinal = 1): Thing {
  const edgeOf = (t: Thing) => edge === 'start' ? (moved ? firstMoved(t) : t.first) : t.last;
  // An arrival is one seen: a thing that stood in view from when the recording began was there,
  // it did not come ("when did the delivery van pull up?" is not the car parked since midnight);
  // nor did one there before the range asked began (the parcel at the door since 11:05 did not
  // come "after the cyclist" at 13:14).
  // A walk broken in the middle of the view appeared once, when its first piece did (the lobby's
  // cleaner who paused behind her trolley was not "the last visitor" when her walk picked up).
  const pieces = edge === 'start' ? joinBroken(things) : things;
  const arrived = edge === 'start' && !moved ? pieces.filter((t) => !t.before && (from === undefined || t.first >= from)) : pieces;
  const sorted = [...(arrived.length ? arrived : pieces)].sort((a, b) => which === 'first' ? edgeOf(a) - edgeOf(b) : edgeOf(b) - edgeOf(a));
  // "The second of the two white cars": the one in that place of the order (the last there is, when fewer came).
  return sorted[Math.min(ordinal, sorted.length) - 1];
}

/** Longest gap in view a track broken in the middle of the view may have and still be one thing (a walker who paused behind a trolley). */
export const BROKEN_GAP_MS = 90_000;

/**
 * Things counted once though their track broke in the middle of the view: one of a colour that
 * began inside the view (did not come in at its edge, or only as a piece with no way across:
 * the tail of a walk going out) soon after one of that colour ended inside it (did not go out at
 * its edge) is the same thing, its walk picked up again.
 */
export function joinBroken(things: Thing[]): Thing[] {
  const sorted = [...things].sort((a, b) => a.first - b.first);
  return sorted.filter((t) => !sorted.some((p) => p !== t && p.camera === t.camera && !!t.colour && p.colour === t.colour &&
    !p.left && (!t.entered || t.direction === 'none') && t.first >= p.last && t.first - p.last <= BROKEN_GAP_MS));
}
