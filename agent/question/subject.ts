// Whether something seen (a motion track, an entity, a sighting in rewound frames) is what a
// question asks about: its colour, its class (vehicle, person, animal) and its direction.
// A thing the object detector named on its own region is classed by what WordNet says that
// name is a kind of (noun-class.ts), and must be what a specific noun asks for ("bus": a car
// is not one); else by the registry's label, then by the class perception judged from its
// size against where it stood, and last by its size alone (vehicle-sized things are big).
import type { Intent, ObjectClass } from './intent.ts';
import { labelClass, nounsAgree, readNoun } from './noun-class.ts';
import { THING_LABELS } from '../../models/index.ts';

const MOVING = new Set<string>(['vehicle', 'person', 'animal']);

/** The class of a detector's or registry's label ("car", "cell phone", "person"), if it is one that moves. */
function movingClassOf(label: string | null | undefined): ObjectClass | undefined {
  if (!label || label === 'object' || label === 'thing') return undefined;
  const cls = labelClass(label);
  return cls && MOVING.has(cls) ? cls as ObjectClass : undefined;
}

/** The class of something that moves a name or perception gave it, not its size. */
function knownMovingClass(s: Seen): ObjectClass | undefined {
  return movingClassOf(s.detected?.toLowerCase()) ?? movingClassOf(s.label?.toLowerCase()) ?? (s.objectClass && MOVING.has(s.objectClass) ? s.objectClass as ObjectClass : undefined);
}

/** Whether a name or perception gave the thing a class that moves; not when only its size says one. */
export function kindKnown(s: Seen): boolean {
  return knownMovingClass(s) !== undefined;
}

/** Peak size (fraction of the frame) from which an unnamed moving thing counts as vehicle-sized. */
export const VEHICLE_SIZE = 0.015;
/** ... and below which as person-sized. */
export const PERSON_SIZE = 0.02;

export interface Seen {
  colour: string | null;
  /** What the object detector named it on its own region (rewound frames). */
  detected?: string | null;
  /** A registry's or caption's label (paired by colour: weaker than `detected`). */
  label?: string | null;
  /** The class perception gave it (the detector's, else judged from size and place). */
  objectClass?: string;
  /** Peak size as a fraction of the frame, when known. */
  size?: number;
  /** Size class ('small' | 'medium' | 'large' | 'unknown') when only that is known. */
  sizeClass?: string;
  direction?: string;
}

export function classOf(s: Seen): ObjectClass | undefined {
  const named = movingClassOf(s.detected?.toLowerCase()) ?? movingClassOf(s.label?.toLowerCase());
  if (named) return named;
  if (s.objectClass && MOVING.has(s.objectClass)) return s.objectClass as ObjectClass;
  // Perception judged a thing that never moved a thing (a parcel put down, a bag left): it saw
  // its shape standing and found it no person, so being small makes no person of it. Large, it
  // may still be a vehicle learnt into the view as it stood. What moved keeps its size's class:
  // a far car crossing is often no better than an "object" to perception's shape test.
  if (s.objectClass === 'object' && s.direction === 'none') return s.size !== undefined && s.size >= VEHICLE_SIZE ? 'vehicle' : s.sizeClass === 'large' ? 'vehicle' : undefined;
  if (s.size !== undefined) return s.size >= VEHICLE_SIZE ? 'vehicle' : s.size < PERSON_SIZE ? 'person' : undefined;
  if (s.sizeClass === 'large' || s.sizeClass === 'medium') return 'vehicle';
  if (s.sizeClass === 'small') return 'person';
  return undefined;
}

/** Words for what was seen: "white vehicle", "blue person", "red moving object". */
export function describeSeen(s: Seen): string {
  const cls = classOf(s);
  const name = [s.detected, s.label].find((l) => l && cls !== undefined && movingClassOf(l) === cls);
  const noun = name
    ? name : cls === 'vehicle' ? 'vehicle-sized object' : cls === 'person' ? 'person-sized object' : cls ?? 'moving object';
  return [s.colour, noun].filter(Boolean).join(' ');
}

/**
 * The colour named exactly (no colour families: a pale grey asked for as white is not matched),
 * or a name the asked modifier reaches ("dark grey": black, as the detectors name it).
 */
function colourMatches(asked: string[], seen: string | null, near: string[] = []): boolean {
  if (!asked.length) return true;
  if (!seen) return false;
  return asked.includes(seen) || near.includes(seen);
}

const specificCache = new Map<string, string | null>();

/**
 * The question's noun when it names one kind among those the detector tells apart in its
 * class ("bus", "coach", "truck"), not the class itself ("vehicle", "person": most of the
 * detector's names for the class are kinds of it). Undefined when the detector cannot tell.
 */
export function specificNoun(intent: Pick<Intent, 'labels' | 'objectClass'>): string | undefined {
  const cls = intent.objectClass;
  if (!cls) return undefined;
  // The noun as read in the class the plan settled on: "coach" is first a person, but a bus
  // once the footage had no people and the plan read it as a vehicle.
  const noun = intent.labels.find((l) => labelClass(l) === cls) ?? intent.labels.find((l) => readNoun(l)?.candidates.includes(cls));
  if (!noun) return undefined;
  const key = `${noun}|${cls}`;
  if (!specificCache.has(key)) {
    const ofClass = Object.entries(THING_LABELS).filter(([, c]) => c === cls).map(([l]) => l);
    const agree = ofClass.filter((l) => nounsAgree(noun, l, cls)).length;
    specificCache.set(key, agree > 0 && agree <= ofClass.length / 2 ? noun : null);
  }
  return specificCache.get(key) ?? undefined;
}

/** Whether a name (the detector's, or a registry label) is what the question's specific noun asks for. */
export function nameAgrees(intent: Pick<Intent, 'labels' | 'objectClass'>, name: string): boolean {
  const noun = specificNoun(intent);
  if (!noun) return true;
  return name !== 'object' && name !== 'thing' && nounsAgree(noun, name, intent.objectClass);
}

/**
 * Of things that match the question by colour and class, those the detector named as its
 * specific noun ("bus": the coach, not the cars), when it named any so; else those it could
 * not name (a thing it named a car is not the bus, nor the scooter it has no name for); else,
 * when it named every one something else, those whose name is of no kind of the class asked (a
 * "tv" for a box that crossed the yard: the detector could not tell, so class and size must
 * do). One it named another kind of the class asked (a car, asked for a bus) is not one.
 */
export function preferNamed<T>(things: T[], intent: Pick<Intent, 'labels' | 'objectClass'>, nameOf: (t: T) => string | null | undefined): T[] {
  if (!specificNoun(intent)) return things;
  const named = things.filter((t) => { const n = nameOf(t); return !!n && nameAgrees(intent, n); });
  if (named.length) return named;
  const unnamed = things.filter((t) => !nameOf(t));
  if (unnamed.length) return unnamed;
  return things.filter((t) => movingClassOf(nameOf(t)?.toLowerCase()) !== intent.objectClass);
}

/** Of things that match the subject, those of the very colour asked when any is ("dark grey": grey before black). */
export function preferExactColour<T>(items: T[], intent: Pick<Intent, 'colours' | 'colourNear'>, colourOf: (t: T) => string | null): T[] {
  if (!intent.colourNear?.length) return items;
  const exact = items.filter((t) => { const c = colourOf(t); return !!c && intent.colours.includes(c); });
  return exact.length ? exact : items;
}

export function matchesSubject(s: Seen, intent: Pick<Intent, 'colours' | 'colourNear' | 'objectClass' | 'direction'> & Partial<Pick<Intent, 'subjectClass'>>): boolean {
  if (!colourMatches(intent.colours, s.colour, intent.colourNear)) return false;
  // "The bag", "the box": some other thing, never one named or judged a person, a vehicle or an
  // animal (by size alone it may be any: a bag is person-sized by the size rule).
  if (!intent.objectClass && intent.subjectClass === 'thing' && knownMovingClass(s)) return false;
  if (intent.objectClass) {
    const cls = classOf(s);
    if (cls !== undefined && cls !== intent.objectClass) return false;
    if (cls === undefined && !intent.colours.length) return false;
  }
  if (intent.direction && s.direction && s.direction !== 'none' && s.direction !== intent.direction) return false;
  return true;
}
