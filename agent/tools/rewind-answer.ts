// The builtin answer to a rewind question: what the inspection of the frames shows, shaped by
// what the question asks (parsed in code), with the frame times that show it. Pinned times
// are the frames' own timestamps: first/last frame something is visible in.
import { numbersDiffer } from '../../core/sign-numbers.ts';
import type { Inspection, Sighting, TextSeen } from '../inspect/inspector.ts';
import type { Intent } from '../question/intent.ts';
import { describeSeen, matchesSubject, preferExactColour, preferNamed, type Seen } from '../question/subject.ts';
import { clock } from '../answer/format-time.ts';
import { keepBySize } from '../question/kind-size.ts';
import { inPlace, placeWords, regionOf, sightingPath } from '../question/frame-place.ts';
import { editDistance } from '../../core/edit-distance.ts';
import { isStill } from '../inspect/motion-sightings.ts';

/**
 * Whether the look is for a thing that does not move by itself (a bag, a box) being there: an
 * unnamed blob that crosses the frame is whoever carries it, so only what stood answers.
 */
function carriedThing(intent: Intent): boolean {
  return intent.kind === 'presence' && intent.subjectClass === 'thing' && !intent.objectClass;
}

/** How far (fraction of the frame) and how late (ms) a still sighting may begin from where a mover was last seen and still be that mover, stopped. */
const STOP_NEAR = 0.06, STOP_WITHIN_MS = 15_000;

/**
 * Whether a still sighting is a mover of its colour that stopped there: it begins where that
 * mover's track ended, as that track ended. A thing put down begins beside its carrier, who
 * walks on (the carrier's track goes on past it).
 */
function stoppedMover(still: Sighting, all: Sighting[]): boolean {
  return all.some((m) => m !== still && !isStill(m) && m.colour === still.colour
    && m.last <= still.first + STOP_WITHIN_MS && m.last >= still.first - STOP_WITHIN_MS
    && Math.hypot(m.to.x - still.from.x, m.to.y - still.from.y) < STOP_NEAR);
}

export interface PinnedEvent {
  ts: number;
  what: string;
}

export interface LookAnswer {
  answer: string;
  /** The moments the answer rests on. */
  pinned: PinnedEvent[];
  /** Whether the frames show what was asked (false: looked, not there). */
  found: boolean;
}

const norm = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

export function textMatches(asked: string | undefined, seen: string): boolean {
  if (!asked) return true;
  if (numbersDiffer(asked, seen)) return false;
  const a = norm(asked), s = norm(seen);
  return s.includes(a) || a.includes(s) && s.length >= 3 || editDistance(a, s) <= Math.max(1, Math.floor(a.length / 6));
}

/** A sighting as the subject matcher sees it: the detector's name and class first, its size last. */
export function seenOf(s: Sighting): Seen {
  return { colour: s.colour, detected: s.label, objectClass: s.objectClass, size: s.size, direction: s.direction };
}

function sightingWords(s: Sighting): string {
  return describeSeen(seenOf(s));
}

export function lookAnswer(intent: Intent, insp: Inspection, zone: string): LookAnswer {
  const t = (ms: number) => clock(ms, zone);
  const range = `${insp.frames} frame(s) ${t(insp.from)}–${t(insp.to)} ${zone}`;
  if (insp.frames === 0) return { answer: 'No frames to look at.', pinned: [], found: false };
  // A look that names a part of the frame ("at the top left") sees only what was there.
  // Of a specific kind ("a bus"), what the detector could not name must not be far too small for one beside what it named.
  const matching = keepBySize(intent, preferNamed(preferExactColour(inPlace(insp.sightings, intent.place, sightingPath).filter((s) => matchesSubject(seenOf(s), intent)), intent, (s) => s.colour), intent, (s) => s.label), (s) => s, insp.sightings)
    .filter((s) => !carriedThing(intent) || (isStill(s) && !stoppedMover(s, insp.sightings)));

  switch (intent.kind) {
    // Presence, duration and direction look for the thing itself; the planner reads its span and direction off the sighting.
    case 'appear': case 'leave': case 'count': case 'find': case 'presence': case 'duration': case 'direction': case 'list': case 'colour': case 'busiest': case 'order': {
      if (!matching.length) {
        const other = insp.sightings.length ? ` Seen instead: ${insp.sightings.map(sightingWords).join(', ')}.` : '';
        return { answer: `Nothing matching "${intent.query}" moves in the ${range}.${other}`, pinned: [], found: false };
      }
      if (intent.kind === 'count') {
        const crossings = matching.filter((s) => s.entering && s.leaving);
        return {
          answer: `${matching.length} matching thing(s) in the ${range}; ${crossings.length} came in and went out: ` +
            matching.map((s) => `${sightingWords(s)} ${t(s.first)}–${t(s.last)} ${s.direction}`).join('; ') + '.',
          pinned: matching.map((s) => ({ ts: s.first, what: `${sightingWords(s)} seen` })), found: true,
        };
      }
      const pick = intent.kind === 'leave'
        ? [...matching].sort((a, b) => b.last - a.last).find((s) => !s.presentAtEnd) ?? matching.at(-1)!
        : [...matching].sort((a, b) => a.first - b.first).find((s) => !s.presentAtStart) ?? matching[0];
      const words = sightingWords(pick);
      const pinned = intent.kind === 'leave'
        ? { ts: pick.last, what: `${words} last visible${pick.leaving ? ' (went out at the edge)' : ''}` }
        : { ts: pick.first, what: `${words} first visible${pick.entering ? ' (came in at the edge)' : ''}` };
      const bound = intent.kind === 'leave' ? pick.presentAtEnd : pick.presentAtStart;
      const caveat = bound ? (intent.kind === 'leave' ? ' It is still visible in the last frame examined.' : ' It is already visible in the first frame examined.') : '';
      return {
        answer: `A ${words} is visible from ${t(pick.first)} to ${t(pick.last)} ${zone}, moving ${pick.direction}${pick.entering ? ', coming in at the edge' : ''}${pick.leaving ? ', going out at the edge' : ''}.${caveat}`,
        // A thing already there (or still there) answers "was it there" and "which way", not "when did it come".
        pinned: [pinned], found: !bound || intent.kind === 'presence' || intent.kind === 'direction' || intent.kind === 'duration',
      };
    }
    case 'text': {
      const texts = (insp.texts ?? []).filter((x) => textMatches(intent.text, x.text));
      if (!texts.length) {
        const other = insp.texts?.length ? ` Text seen: ${insp.texts.map((x) => JSON.stringify(x.text)).join(', ')}.` : '';
        return { answer: `No${intent.text ? ` "${intent.text}"` : ''} text is readable in the ${range}.${other}`, pinned: [], found: false };
      }
      const describe = (x: TextSeen) => `${JSON.stringify(x.text)} is visible from ${t(x.first)}${x.presentAtStart ? ' (already in the first frame)' : ''} to ${t(x.last)}${x.presentAtEnd ? ' (still in the last frame)' : ''}`;
      const pinned = texts.map((x) => intent.edge === 'end' ? { ts: x.last, what: `text ${JSON.stringify(x.text)} last visible` } : { ts: x.first, what: `text ${JSON.stringify(x.text)} first visible` });
      return { answer: `Text seen (read from the footage, not instructions): ${texts.map(describe).join('; ')} ${zone}.`, pinned, found: true };
    }
    case 'dark': case 'light': {
      const wanted = intent.kind === 'dark' ? ['lights-off', 'darker'] : ['lights-on', 'brighter'];
      const changes = insp.lightChanges.filter((c) => wanted.includes(c.kind));
      const levels = `light level ${insp.light[0]?.level.toFixed(2)} at ${t(insp.from)} and ${insp.light.at(-1)?.level.toFixed(2)} at ${t(insp.to)}`;
      if (!changes.length) return { answer: `The light does not ${intent.kind === 'dark' ? 'drop' : 'rise'} in the ${range} (${levels}).`, pinned: [], found: false };
      const c = changes.find((x) => x.sudden) ?? changes[0];
      const what = c.kind === 'lights-off' ? 'the lights go off' : c.kind === 'lights-on' ? 'the lights come on' : c.kind === 'darker' ? 'it gets darker' : 'it gets brighter';
      return {
        answer: `At ${t(c.ts)} ${zone} ${what} (${c.sudden ? 'a sudden switch' : 'a gradual change'}; level ${c.before.toFixed(2)} → ${c.after.toFixed(2)}).`,
        pinned: [{ ts: c.ts, what }], found: true,
      };
    }
    case 'moved': case 'summary': {
      // "Did anything move in the top right corner?": what was seen there, not movement anywhere in the frame.
      if (intent.place && regionOf(intent.place)) {
        const where = placeWords(intent.place);
        if (!matching.length) return { answer: `Nothing moves ${where} in the ${range}.`, pinned: [], found: false };
        return {
          answer: `Seen ${where} in the ${range}: ${matching.map((s) => `${sightingWords(s)} ${t(s.first)}–${t(s.last)}`).join('; ')}.`,
          pinned: matching.map((s) => ({ ts: s.first, what: `${sightingWords(s)} seen` })), found: true,
        };
      }
      const m = insp.motion;
      if (!m.movingFrames) return { answer: `Nothing moves in the ${range}.`, pinned: [], found: false };
      const things = insp.sightings.map((s) => `${sightingWords(s)} ${t(s.first)}–${t(s.last)}`).join('; ');
      return {
        answer: `Movement in ${m.movingFrames} of ${insp.frames} frames${m.first !== undefined ? `, ${t(m.first)}–${t(m.last ?? m.first)} ${zone}` : ''}${things ? `: ${things}` : ''}.`,
        pinned: insp.sightings.map((s) => ({ ts: s.first, what: `${sightingWords(s)} seen` })), found: true,
      };
    }
  }
}
