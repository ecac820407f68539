// What a verb the event rules of reading-rules.ts do not list says happened, from WordNet's
// verb hypernyms rather than a word list: a verb of taking a thing (pick up, collect, remove,
// take away, carry off, grab, steal) makes the thing taken leave; a verb of talking or of being
// about (chat, talk, hang around, mill about) is a stay; a verb of moving a thing or of going
// (carry, push, wheel, drag) with a particle of direction is the thing leaving or coming. Each
// class is anchored on synsets given as a lemma and its sense number, as the noun classes are
// (noun-class.ts). A phrasal verb is read as WordNet's own lemma when it has one ("pick_up").
import { verbHypernymClosure, verbSenses } from './wordnet.ts';
import type { EventKind } from './reading-rules.ts';

export type VerbClass = 'take' | 'linger' | 'move';

/**
 * Anchors per class: [lemma, sense number]. A verb is of a class when one of its commonest
 * senses is an anchor or a kind of one.
 */
export const VERB_CLASS_ANCHORS: [VerbClass, [lemma: string, sense: number][]][] = [
  // remove/take/take_away; take/get_hold_of (grab, snatch, seize); collect/pick_up/gather_up;
  // raise/lift and lift "take hold of and move elsewhere"; take "into one's possession" (steal);
  // fetch "take away or remove" (its commoner sense is bringing, which is no taking away).
  ['take', [['remove', 1], ['take', 4], ['collect', 5], ['lift', 1], ['lift', 2], ['steal', 1], ['fetch', 3]]],
  // talk/speak "exchange thoughts" (chat, converse, gossip); loiter/lounge "be about" (hang
  // around, mill about); sit/sit_around "be around idly"; stand/stand_up (queue).
  ['linger', [['talk', 1], ['loiter', 1], ['sit', 2], ['stand', 1]]],
  // move/displace (carry, push, wheel, drag, haul) and travel/go/move (go, walk, roll).
  ['move', [['move', 2], ['move', 1]]],
];

/** How many of a verb's commonest senses are looked at: rarer ones are not what a CCTV question means. */
const MAX_SENSES = 5;

let anchorOffsets: Map<number, VerbClass> | undefined;

function anchors(): Map<number, VerbClass> {
  if (anchorOffsets) return anchorOffsets;
  anchorOffsets = new Map();
  for (const [cls, list] of VERB_CLASS_ANCHORS) {
    for (const [lemma, sense] of list) {
      const s = verbSenses(lemma)[sense - 1];
      if (s && !anchorOffsets.has(s.offset)) anchorOffsets.set(s.offset, cls);
    }
  }
  return anchorOffsets;
}

const cache = new Map<string, VerbClass[]>();

/** The classes a verb lemma's commonest senses belong to, in the order of its senses. */
export function verbClasses(lemma: string): VerbClass[] {
  const hit = cache.get(lemma);
  if (hit) return hit;
  const offs = anchors();
  const out: VerbClass[] = [];
  for (const s of verbSenses(lemma).slice(0, MAX_SENSES)) {
    for (const h of verbHypernymClosure(s)) {
      const cls = offs.get(h.offset);
      if (cls && !out.includes(cls)) out.push(cls);
    }
  }
  cache.set(lemma, out);
  return out;
}

/** Particles that say a thing moved went away, or came. */
const AWAY = ['off', 'away', 'out'], HITHER = ['in', 'into'], PASSING = ['by', 'past', 'through', 'across', 'along'];

export interface ClassEvent { event: EventKind; cls: VerbClass }

/**
 * The event a verb the rules do not list names, by its class: the phrasal verb's own lemma
 * first ("carry off" is taking away), then a verb of moving with a particle of direction
 * ("wheeled in", "dragged out"), then the verb's own classes. Undefined when none says.
 */
export function classEvent(lemma: string, particle: string | undefined): ClassEvent | undefined {
  const phrasal = particle ? verbClasses(`${lemma}_${particle}`) : [];
  if (phrasal.includes('take')) return { event: 'leave', cls: 'take' };
  if (phrasal.includes('linger')) return { event: 'stay', cls: 'linger' };
  // A particle is a direction only where WordNet has no phrasal verb of it: "drop off" (leave
  // a parcel) and "carry out" (perform) are idioms, "wheel in" and "drag out" are moving.
  const own = verbClasses(lemma), idiom = !!particle && verbSenses(`${lemma}_${particle}`).length > 0;
  if (particle && !idiom && own.includes('move') && AWAY.includes(particle)) return { event: 'leave', cls: 'move' };
  if (particle && !idiom && own.includes('move') && HITHER.includes(particle)) return { event: 'appear', cls: 'move' };
  // "nip through", "dash past", "amble across": moving by a way, any verb of moving.
  if (particle && !idiom && own.includes('move') && PASSING.includes(particle)) return { event: 'pass', cls: 'move' };
  if (own.includes('take')) return { event: 'leave', cls: 'take' };
  if (own.includes('linger')) return { event: 'stay', cls: 'linger' };
  return undefined;
}

/**
 * Whether a verb said of a lamp switches it, and which way, by any of its WordNet senses: one that
 * is or is a kind of switch_off ("kill the light", "cut the lights"), or of putting a flame out
 * ("douse the lamp"), switches it off; one of switch_on switches it on. Any sense, not only the
 * commonest: with a lamp for its object a verb's rarer sense of switching is the one meant.
 */
let switchAnchors: { off: number[]; on: number[] } | undefined;

export function switchWay(lemma: string): 'on' | 'off' | undefined {
  switchAnchors ??= {
    off: [...verbSenses('switch_off').slice(0, 1), ...verbSenses('extinguish').slice(0, 2)].map((s) => s.offset),
    on: verbSenses('switch_on').slice(0, 1).map((s) => s.offset),
  };
  const { off, on } = switchAnchors;
  for (const s of verbSenses(lemma)) {
    const closure = verbHypernymClosure(s).map((h) => h.offset);
    if (closure.some((o) => off.includes(o))) return 'off';
    if (closure.some((o) => on.includes(o))) return 'on';
  }
  return undefined;
}
