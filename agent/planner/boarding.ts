// Getting on or into a vehicle, or off or out of it ("how many got on the double-decker?", "did
// anyone get out of the cab?", "when did the man in grey get on the bus?"): someone who went
// from view, not at the edge of it, where a vehicle stood then (boarded), or came into view where
// one stood (alighted). A vehicle is seen as one box: its door may be anywhere along it, so the
// person's last (or first) place is looked for inside the vehicle's box there, with a margin.
import type { Thing } from './plan-things.ts';
import { positionAt } from './relation.ts';

/** Margin (frame fractions) around a vehicle's box within which someone is at it. */
export const BOARD_MARGIN = 0.05;
/** A vehicle's half size when its box is not known. */
const DEFAULT_HALF = 0.12;
/** How far outside a vehicle's time in view the moment may fall (a frame or two at low rates). */
const SLACK_MS = 10_000;

/** The vehicle `person` got on (board: where it went from view) or off (alight: where it came into view), if any. */
export function vehicleAt(person: Thing, vehicles: Thing[], via: 'board' | 'alight'): Thing | undefined {
  const board = via === 'board';
  // Gone at the edge of the view, or come in at it, they walked off or in: no vehicle had them.
  if (board ? person.left : person.entered) return undefined;
  const at = board ? person.last : person.first;
  const p = board ? person.path?.at(-1) : person.path?.[0];
  if (!p) return undefined;
  return vehicles.find((v) => {
    if (v === person || v.camera !== person.camera || at < v.first - SLACK_MS || at > v.last + SLACK_MS || !v.path?.length) return false;
    const c = positionAt(v.path, at)!;
    const box = v.peak?.box ?? v.sighted?.box;
    const hw = (box ? box.w / 2 : DEFAULT_HALF) + BOARD_MARGIN, hh = (box ? box.h / 2 : DEFAULT_HALF) + BOARD_MARGIN;
    return Math.abs(p.x - c.x) <= hw && Math.abs(p.y - c.y) <= hh;
  });
}

/** Of `people`, those who got on (or off) one of `vehicles`; riding in one, either (its driver, seen only getting out or in). */
export function boarded(people: Thing[], vehicles: Thing[], via: 'board' | 'alight' | 'ride'): Thing[] {
  const ways = via === 'ride' ? (['alight', 'board'] as const) : [via];
  return people.filter((p) => ways.some((w) => vehicleAt(p, vehicles, w) !== undefined));
}
