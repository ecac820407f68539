// Questions about things that move: when something (of a colour, a kind, a direction)
// appeared or left, and how many times it crossed. Browse gives the entity registry (each
// thing with its first and last sighting); search adds the windows that mention it; then
// the recordings are rewound around the moment that matters to pin it to the frame.
import { rewindTool } from '../tools/rewind-tool.ts';
import { clock } from '../answer/format-time.ts';
import type { Citation } from '../result.ts';
import { iso, lookFor, mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { atOnceCount, isCrowdCount, isHeadcount, isPeakCount, largerCount, planHeadcount, planPeakCount } from './plan-headcount.ts';
import { MOVED_ON_MS, firstMoved, joinBroken, occurrence } from './occurrence.ts';
import { LEAD_MS, MAX_CONFIRM, TAIL_MS, elsewhereAnswer, gatherThings, matching, pin, pinnedThing, subjectWords, whereWords, words, counted, movedWay, type Thing } from './plan-things.ts';
import { describeSeen, nameAgrees, specificNoun } from '../question/subject.ts';
import { labelClass } from '../question/noun-class.ts';
import { seenOf } from '../tools/rewind-answer.ts';
import { crossingLine, recountOnRecording } from './recount.ts';
import { crossingsOfKind } from './recount-kind.ts';
import { planAgain } from './plan-again.ts';
import { planGroup } from './plan-group.ts';
import { darkNote } from './seen-in-the-dark.ts';
import { countStanding } from './plan-count-standing.ts';
import { isStandingGroup, planStandingGroup } from './plan-standing-group.ts';

export async function planObjects(run: PlanRun): Promise<PlanOutcome> {
  // "That bunch standing together on the left, how many?": a group that stood, counted on the recording.
  const group = isStandingGroup(run) ? await planStandingGroup(run) : undefined;
  if (group) return group;
  // "Did anyone come through as a pair?", "were two people standing together at 12:35?": a group,
  // together or one close behind another, named member by member.
  if (run.intent.group && run.intent.kind === 'count') return planGroup(run);
  if (isHeadcount(run)) return planHeadcount(run);
  if (isPeakCount(run) && run.intent.atOnce) return atOnceCount(run, await planPeakCount(run), await inViewTogether(run));
  if (isPeakCount(run)) return largerCount(await planPeakCount(run), await planThings(run));
  if (isCrowdCount(run)) return largerCount(await planPeakCount(run), await planThings(run), { atLeast: true });
  return planThings(run);
}

/** Every tracked thing that matches the question, standing or moving: those in view together are counted at once. */
async function inViewTogether(run: PlanRun): Promise<Thing[]> {
  const { all } = await gatherThings(run);
  return matching(run, all, { withStill: true });
}

/** How long before a range a thing counted as coming in it may have been first seen (a crossing caught at its edge). */
const ALREADY_THERE_MS = 60_000;

/** Appearing, leaving and counting from the things tracked. */
async function planThings(run: PlanRun): Promise<PlanOutcome> {
  const { intent } = run;
  // "Was the black car back again later?": a coming again, whether read as an arrival or as finding it.
  if (intent.again && (intent.kind === 'appear' || intent.kind === 'find')) return planAgain(run);
  const gathered = await gatherThings(run);
  const { all: entities, matches: things, elsewhere, inDark, searchCitations } = gathered;
  // "How many people were standing still?": what stood, tracked or found standing by the detector.
  const standing = intent.kind === 'count' && intent.event === 'stay' ? await countStanding(run, gathered) : undefined;
  if (standing) return standing;
  const { noun, subject } = subjectWords(run);
  const where = whereWords(run);
  const plural = (n: number) => counted(subject, n);
  const zone = run.zone;

  if (!things.length) {
    const there = elsewhereAnswer(run, elsewhere, subject);
    if (there) return there;
    const seen = entities.filter((e) => e.moving).map((e) => `${words(e)} ${clock(e.first, run.zoneOf(e.camera))}`);
    return {
      answer: `${subject === 'thing' ? 'Nothing' : `No ${subject}`} was seen${where}${inDark.length ? ' in its colour.' : seen.length ? `. Moving things seen in the range: ${seen.slice(0, 8).join('; ')}${seen.length > 8 ? '; …' : ''}.` : ' (nothing moving at all).'}${darkNote(run, inDark, words)}`,
      citations: mergeCitations(searchCitations.slice(0, 4)), confidence: seen.length ? 2 : 1, events: [],
      ...(intent.kind === 'count' ? { count: 0 } : {}),
    };
  }

  if (intent.kind === 'count') {
    const unconfirmed = unconfirmedKind(run, things);
    if (unconfirmed) return unconfirmed;
    // Of comings and passings in a range ("how many came by 3-5pm"), one there well before it began did not come in it.
    const cameIn = (t: Thing) => !['appear', 'pass'].includes(intent.event ?? '') || t.first >= run.scope.from - ALREADY_THERE_MS;
    const counted = joinBroken(things.filter((t) => t.moving && cameIn(t)));
    const list = counted.length ? counted : things;
    // Short footage is counted again on the recording (recount.ts); of a kind the detector must
    // name ("cars"), the crossings it named so (recount-kind.ts), when it named any.
    const recount = counted.length ? await recountOnRecording(run, entities) : undefined;
    const ofKind = recount && specificNoun(intent) ? crossingsOfKind(run, recount.crossings, entities) : undefined;
    const again = recount && specificNoun(intent) ? (ofKind?.length ? { ...recount, crossings: ofKind } : undefined) : recount;
    if (again) {
      const n = again.crossings.length;
      const each = again.crossings.map((s) => crossingLine(run, s, describeSeen(seenOf(s))));
      const index = n === list.length ? 'as the index had tracked' : `the index had tracked ${list.length}`;
      return {
        answer: `${n} ${plural(n)} crossed${where} (${zone}), counted on the recording (${Math.round(again.lookedMs / 1000)} s of it, ${again.frames} frames; ${index}): ${each.join('; ')}.`,
        citations: mergeCitations(again.crossings.length ? again.crossings.map((s) => ({ camera: s.camera, start: s.first, end: s.last + 1 })) : again.citations),
        confidence: n === list.length ? 3 : 2,
        events: again.crossings.map((s) => ({ camera: s.camera, ts: s.first, what: `${describeSeen(seenOf(s))} appeared` })), count: n,
      };
    }
    const citations: Citation[] = [];
    let confirmed = 0;
    for (const t of list.slice(0, MAX_CONFIRM)) {
      const r = await run.call(rewindTool, {
        camera: t.camera, ranges: [{ from: iso(t.first - LEAD_MS), to: iso(t.last + TAIL_MS) }],
        question: `Is there a moving ${[t.colour, intent.objectClass ?? 'thing'].filter(Boolean).join(' ')}?`,
        look: lookFor('find', { colours: t.colour ? [t.colour] : [], objectClass: intent.objectClass, place: intent.place, query: [t.colour, intent.objectClass].filter(Boolean).join(' ') }),
        maxFrames: 24,
      });
      if (r.data?.found) confirmed++;
      citations.push({ camera: t.camera, start: t.first, end: t.last + 1 });
    }
    const each = list.map((t) => `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))} a ${words(t)} ${t.direction !== 'none' ? t.direction.replace(/-/g, ' ') : 'not moving across'}${run.scope.cameras.length > 1 ? ` on ${t.camera}` : ''}`);
    return {
      answer: `${list.length} ${plural(list.length)} ${list.length === 1 ? 'was' : 'were'} seen${counted.length ? ' crossing' : ''}${where} (${zone}): ${each.join('; ')}. ` +
        `${confirmed} of ${Math.min(list.length, MAX_CONFIRM)} confirmed on the recordings.${unnamedCaveat(intent, list)}`,
      citations: mergeCitations(citations), confidence: confirmed === Math.min(list.length, MAX_CONFIRM) ? 3 : 2,
      events: list.map((t) => ({ camera: t.camera, ts: t.first, what: `${words(t)} appeared` })), count: list.length,
    };
  }

  const edge = intent.kind === 'leave' ? 'end' : 'start';
  const which = intent.which ?? (edge === 'end' ? 'last' : 'first');
  // "What was the first thing to move?": a thing that stood from when it was first seen (parked
  // before the recording began) first moved when its stand ended, not when the view began.
  const moved = intent.event === 'move' && edge === 'start';
  // "When did the person loitering at the stop give up and leave?": one person said to have stood,
  // asked of no first or last, is the one who stood longest of those who stood (a vehicle said
  // to have stood, "the van that pulled out", is told by its leaving, not by how long it stood).
  const loiterer = edge === 'end' && intent.stood && !intent.which && !intent.many && intent.objectClass === 'person' ? longestStand(things) : undefined;
  // "When did the family car head off?": the household's own is the one that stood there longest.
  const resident = intent.resident && !intent.which ? longestStand(things) : undefined;
  // "What time did the coach come past?": one thing said to go past went by without stopping,
  // where one did (the buses that stood at the stop did not come past).
  const passing = intent.event === 'pass' && !intent.many && edge === 'start' ? wentPast(things) : things;
  // "The white car that came through at about 16:00:27, when did it go?": one thing said at a
  // moment is the one there nearest it, not the first or last of the range around it.
  const moment = intent.which || intent.ordinal || intent.form !== 'when' ? undefined : saidMoment(run.scope);
  const nearest = moment === undefined ? undefined : [...passing].sort((a, b) => distance(a, moment) - distance(b, moment))[0];
  const candidate = loiterer ?? resident ?? nearest ?? occurrence(passing, edge, which, moved, run.scope.from, intent.ordinal);
  const pinned = await pin(run, candidate, edge, subject);
  const target = pinnedThing(run, candidate, pinned);
  const setOff = moved && firstMoved(target) !== target.first ? firstMoved(target) : undefined;
  // "When was the bag picked up?", "when did the lorry finally move off?": the end of its stand,
  // when it went on in view a while after it (carried to the door, driven out of the yard).
  const ended = edge === 'end' && intent.stood ? target.standing?.at(-1) : undefined;
  const movedOff = ended && target.last - ended.to > MOVED_ON_MS ? ended : undefined;
  const at = setOff ?? movedOff?.to ?? pinned.ts ?? (edge === 'start' ? target.first : target.last);
  const tz = run.zoneOf(target.camera);
  const on = run.scope.cameras.length > 1 ? ` on ${target.camera}` : '';
  const how = edge === 'start'
    ? `${target.entered ? 'coming in at the edge of the view' : 'appearing inside the view'}${target.moving ? ` and moving ${movedWay(target)}` : ''}`
    : `${movedOff ? `then ${target.left ? 'went out at the edge of the view' : 'was last seen inside the view'} at ${clock(target.last, tz)}` : target.left ? 'going out at the edge of the view' : 'last seen inside the view'}${target.moving ? ` after moving ${movedWay(target)}` : ''}`;
  const verb = setOff !== undefined ? `stood from ${clock(target.first, tz)} and ${which === 'first' ? 'first moved' : 'moved for the last time'}`
    : movedOff ? `stood from ${clock(movedOff.from, tz)} and moved off`
    : edge === 'start' ? (which === 'first' ? 'first appeared' : 'appeared for the last time') : (which === 'last' ? 'left' : 'first left');
  // "When did the truck park?": when it stopped, from the windows it stood through.
  const stand = intent.event === 'stay' && edge === 'start' ? target.standing?.[0] : undefined;
  const until = stand && (stand.to < Math.min(run.scope.to, run.scope.now) ? `until ${clock(stand.to, tz)}` : 'from then on');
  // Asked when it parked or was put down, the stop is the answer; its arrival is how it came.
  const stood = stand ? ` It ${verb} at ${clock(at, tz)}, ${how}, and stood there ${until} (the windows it stood through).` : '';
  const others = things.filter((t) => t !== candidate).map((t) => `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))} (${t.direction.replace(/-/g, ' ')})`);
  // "When did the scooter show up?" and the detector named every candidate something else: the
  // nearest match by class and colour answers, and the answer says it is not confirmed as one.
  const kind = specificNoun(intent), named = target.detected ?? (target.label !== 'object' ? target.label : undefined);
  const misnamed = kind && named && !nameAgrees(intent, named) ? ` The detector named none of the matching things a ${kind} (this one a ${named}): it is the nearest match by class and colour, not a confirmed ${kind}.`
    // Nothing named it at all (a plain box, a thing the detector has no class for): no more a confirmed one.
    : kind && !named ? ` The detector could not name it: it is the nearest match by class and colour, not a confirmed ${kind}.` : '';
  const check = movedOff ? ` When it moved off is from the windows it stood through${pinned.ts !== undefined ? '; its leaving is confirmed on the recording' : ''}.`
    : pinned.ts !== undefined ? (misnamed ? ' Its frame is pinned on the recording.' : ' Confirmed on the recording, to the frame.') : ' (From the index; looking at the recording did not confirm it.)';
  return {
    answer: (stand ? `The ${subject}${where} (seen as a ${words(target)}) stopped at ${clock(stand.from, tz)} ${tz}${on}; visible ${clock(target.first, tz)}–${clock(target.last, tz)}.${stood}${check}${misnamed}`
      : `The ${subject}${where} (seen as a ${words(target)}) ${verb} at ${clock(at, tz)} ${tz}${on}, ${how}; visible ${clock(target.first, tz)}–${clock(target.last, tz)}.${check}${misnamed}`) +
      (others.length ? ` Other matching sightings: ${others.join('; ')}.` : ''),
    citations: mergeCitations([{ camera: target.camera, start: target.first, end: target.last + 1 }, ...pinned.citations]),
    confidence: pinned.ts !== undefined && !misnamed ? 3 : 2,
    ...kindDoubt(intent, named),
    events: [...(stand ? [{ camera: target.camera, ts: stand.from, what: 'stopped' }] : []), { camera: target.camera, ts: at, what: setOff !== undefined || movedOff ? 'moved off' : edge === 'start' ? 'appeared' : 'left', seen: { colour: target.colour, ...(target.objectClass ? { objectClass: target.objectClass } : {}) } }],
  };
}

/**
 * A count of one kind of its class ("how many buses") counts only what was named that kind --
 * by the detector on the recording, or by the registry -- never every vehicle that matched by
 * class and colour. When none was, the answer is zero confirmed, with what the others were
 * named, instead of a count of everything.
 */
export function unconfirmedKind(run: Pick<PlanRun, 'intent' | 'zone' | 'zoneOf'>, things: Thing[]): PlanOutcome | undefined {
  const noun = specificNoun(run.intent);
  if (!noun || things.some((t) => nameAgrees(run.intent, t.detected ?? t.label))) return undefined;
  // The detector could name none of them anything (nor the registry): nothing says they are
  // not what was asked, so they are counted, and the answer says so (unnamedCaveat).
  if (things.every(unnamed)) return undefined;
  const names = new Map<string, number>();
  for (const t of things) names.set(t.detected ?? 'unnamed', (names.get(t.detected ?? 'unnamed') ?? 0) + 1);
  const cls = run.intent.objectClass ?? 'thing';
  const seen = [...names].map(([n, k]) => n === 'unnamed' ? `${k} the detector could not name` : `${k} named ${n}`).join(', ');
  return {
    answer: `None could be confirmed as a ${noun}: ${things.length} ${cls === 'person' ? 'people' : `${cls}s`} matched (${run.zone}), and the object detector named none of them a ${noun} on the recording (${seen}): ` +
      `${things.slice(0, 10).map((t) => `${clock(t.first, run.zoneOf(t.camera))}–${clock(t.last, run.zoneOf(t.camera))} a ${words(t)}`).join('; ')}${things.length > 10 ? '; …' : ''}.`,
    citations: mergeCitations(things.map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 }))), confidence: 1, events: [], count: 0,
  };
}

/**
 * How sure the thing answered about is the kind asked ("the scooter"), from what the detector (or
 * the registry) named it. Named another kind of the class asked (a car: a vehicle too), it is not
 * known to be one (`unconfirmedKind`): that name says what it is instead. Named nothing, or a
 * thing of another class (a "tv" for what drove across the yard vehicle-sized), the detector
 * saw nothing that speaks against the tracker's match by class and colour: it stands, as the
 * nearest match, not confirmed (`nearestKind`). Asked no specific kind, or named it, nothing.
 */
export function kindDoubt(intent: PlanRun['intent'], named: string | undefined): Pick<PlanOutcome, 'unconfirmedKind' | 'nearestKind'> {
  const kind = specificNoun(intent);
  if (!kind || (named && nameAgrees(intent, named))) return {};
  const sameClass = !!named && (!intent.objectClass || labelClass(named) === intent.objectClass);
  return sameClass ? { unconfirmedKind: kind } : { nearestKind: kind };
}

const unnamed = (t: Thing) => !t.detected && (t.label === 'object' || t.label === 'thing');

/** A count of a specific kind ("the white van") over things nothing could name: said, since none is confirmed as one. */
export function unnamedCaveat(intent: PlanRun['intent'], things: Thing[]): string {
  const noun = specificNoun(intent);
  return noun && things.length && things.every(unnamed) ? ` None was confirmed as a ${noun}: the object detector could not name any of them, so each ${intent.objectClass ?? 'thing'} that matched counts.` : '';
}

/** Of things that stood, the one whose stands add up longest; undefined when none stood. */
export function longestStand(things: Thing[]): Thing | undefined {
  return [...things].filter((t) => standMs(t) > 0).sort((a, b) => standMs(b) - standMs(a))[0];
}

/** How long a thing's stands add up to. */
const standMs = (t: Thing) => (t.standing ?? []).reduce((a, s) => a + (s.to - s.from), 0);

/** Standing this long in all is a stop (a bus at its stop stands a minute). */
const STOP_MIN_MS = 20_000;

/** Of candidates for one thing said to go past, those that moved without stopping; all of them when none did. */
export function wentPast(things: Thing[]): Thing[] {
  // A pause of a few seconds (a walker slowing, a frame or two the tracker held still) is no stop.
  const stood = (t: Thing) => standMs(t) >= STOP_MIN_MS;
  const through = things.filter((t) => t.moving && !stood(t));
  return through.length ? through : things;
}

/** The moment a range was said as ("at about 16:00:27", "around 9:30"): its middle; none for a range said with two ends or one side. */
function saidMoment(scope: PlanRun['scope']): number | undefined {
  if (!/\b\d{1,2}[:.]\d{2}\b/.test(scope.timeText) || /\b(?:between|from|until|till|to|before|after|since|by)\b/i.test(scope.timeText)) return undefined;
  return (scope.from + scope.to) / 2;
}

/** How far a thing's stay is from a moment (none when the moment falls in it). */
const distance = (t: Thing, at: number) => (at < t.first ? t.first - at : at > t.last ? at - t.last : 0);
