// Whether something seen (a motion track, an entity, a sighting in rewound frames) is what a
// question asks about: its colour, its class (vehicle, person, animal) and its direction.
// The builtin captioner often cannot name what moved, so an unnamed thing is classed by its
// size: vehicle-sized things are big, people small.
import type { Intent, ObjectClass } from './intent.ts';

const VEHICLE_LABELS = new Set(['car', 'van', 'truck', 'lorry', 'bus', 'vehicle', 'motorcycle', 'motorbike', 'bicycle', 'bike', 'train', 'boat', 'suv', 'pickup', 'taxi']);
const PERSON_LABELS = new Set(['person', 'people', 'man', 'woman', 'pedestrian', 'child']);
const ANIMAL_LABELS = new Set(['dog', 'cat', 'bird', 'horse', 'sheep', 'cow', 'fox', 'animal', 'deer']);

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
  const label = s.label?.toLowerCase();
  if (label && VEHICLE_LABELS.has(label)) return 'vehicle';
  if (label && PERSON_LABELS.has(label)) return 'person';
  if (label && ANIMAL_LABELS.has(label)) return 'animal';
  if (s.size !== undefined) return s.size >= VEHICLE_SIZE ? 'vehicle' : s.size < PERSON_SIZE ? 'person' : undefined;
  if (s.sizeClass === 'large' || s.sizeClass === 'medium') return 'vehicle';
  if (s.sizeClass === 'small') return 'person';
  return undefined;
}

/** Words for what was seen: "white vehicle", "blue person", "red moving object". */
export function describeSeen(s: Seen): string {
  const cls = classOf(s);
  const noun = s.label && s.label !== 'object' && (cls === 'vehicle' ? VEHICLE_LABELS.has(s.label) : true) && cls !== undefined && classOf({ colour: null, label: s.label }) === cls
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
