// Whether something seen (a motion track, an entity, a sighting in rewound frames) is what a
// question asks about: its colour, its class (vehicle, person, animal) and its direction.
// A named thing is classed by what WordNet says its label is a kind of (noun-class.ts); the
// builtin captioner often cannot name what moved, so an unnamed thing is classed by its
// size: vehicle-sized things are big, people small.
import type { Intent, ObjectClass } from './intent.ts';
import { labelClass } from './noun-class.ts';

const MOVING = new Set<string>(['vehicle', 'person', 'animal']);

/** The class of a detector's or registry's label ("car", "cell phone", "person"), if it is one that moves. */
function movingClassOf(label: string | null | undefined): ObjectClass | undefined {
  if (!label || label === 'object' || label === 'thing') return undefined;
  const cls = labelClass(label);
  return cls && MOVING.has(cls) ? cls as ObjectClass : undefined;
}

/** Peak size (fraction of the frame) from which an unnamed moving thing counts as vehicle-sized. */
export const VEHICLE_SIZE = 0.015;
/** ... and below which as person-sized. */
export const PERSON_SIZE = 0.02;

export interface Seen {
  colour: string | null;
  label?: string | null;
  /** Peak size as a fraction of the frame, when known. */
  size?: number;
  /** Size class ('small' | 'medium' | 'large' | 'unknown') when only that is known. */
  sizeClass?: string;
  direction?: string;
}

export function classOf(s: Seen): ObjectClass | undefined {
  const named = movingClassOf(s.label?.toLowerCase());
  if (named) return named;
  if (s.size !== undefined) return s.size >= VEHICLE_SIZE ? 'vehicle' : s.size < PERSON_SIZE ? 'person' : undefined;
  if (s.sizeClass === 'large' || s.sizeClass === 'medium') return 'vehicle';
  if (s.sizeClass === 'small') return 'person';
  return undefined;
}

/** Words for what was seen: "white vehicle", "blue person", "red moving object". */
export function describeSeen(s: Seen): string {
  const cls = classOf(s);
  const noun = s.label && cls !== undefined && movingClassOf(s.label) === cls
    ? s.label : cls === 'vehicle' ? 'vehicle-sized object' : cls === 'person' ? 'person-sized object' : cls ?? 'moving object';
  return [s.colour, noun].filter(Boolean).join(' ');
}

/** The colour named exactly (no colour families: a pale grey asked for as white is not matched). */
function colourMatches(asked: string[], seen: string | null): boolean {
  if (!asked.length) return true;
  if (!seen) return false;
  return asked.includes(seen);
}

export function matchesSubject(s: Seen, intent: Pick<Intent, 'colours' | 'objectClass' | 'direction'>): boolean {
  if (!colourMatches(intent.colours, s.colour)) return false;
  if (intent.objectClass) {
    const cls = classOf(s);
    if (cls !== undefined && cls !== intent.objectClass) return false;
    if (cls === undefined && !intent.colours.length) return false;
  }
  if (intent.direction && s.direction && s.direction !== 'none' && s.direction !== intent.direction) return false;
  return true;
}
