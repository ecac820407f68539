// "Did the white van come back?", "when did the coach return?": whether something matching was
// seen again after it was first seen, and when. The entity registry keeps each visit as a thing
// of its own, so a later visit is a matching thing that came after the first had gone; the
// later one's appearance is pinned on the recording. The index cannot tell one white van from
// another, so a yes says a matching one came again, not that it was the same.
import { at as atHour, dayOf } from '../time/local-day.ts';
import { clock } from '../answer/format-time.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { elsewhereAnswer, gatherThings, matching, pin, subjectWords, whereWords, words, type Thing } from './plan-things.ts';
import { polarIfAsked } from './polar-answer.ts';

/**
 * The first visit that was followed by another, and those later visits: things like it (its
 * colour, where both are known: "did anyone come back?" is not answered by someone else in
 * another colour) that came after it had gone, oldest first. Without any return, the first
 * thing seen and none.
 */
export function laterVisits(things: Thing[], otherWay = false): { first: Thing; later: Thing[] } | undefined {
  const sorted = [...things].sort((a, b) => a.first - b.first);
  if (!sorted.length) return undefined;
  const alike = (a: Thing, b: Thing) => !a.colour || !b.colour || a.colour === b.colour;
  // "Back the other way": the return goes against the first visit's way (both known).
  const back = (a: Thing, b: Thing) => !otherWay || OPPOSITE[a.direction] === b.direction;
  let best: { first: Thing; later: Thing[] } | undefined;
  for (const t of sorted) {
    const later = sorted.filter((x) => x.first > t.last && alike(t, x) && back(t, x));
    if (later.length && (!best || later[0].first < best.later[0].first)) best = { first: t, later };
  }
  return best ?? { first: sorted[0], later: [] };
}

/** Each way of crossing the view and the way against it. */
const OPPOSITE: Record<string, string> = { 'left-to-right': 'right-to-left', 'right-to-left': 'left-to-right', 'top-to-bottom': 'bottom-to-top', 'bottom-to-top': 'top-to-bottom' };

/** Words that put the coming again later than the time said ("seen at 0840 hrs ... again later that day?"). */
const LATER = /\b(?:later(?:\s+on)?|afterwards?|after\s+that|subsequently|thereafter|(?:the\s+)?rest\s+of\s+the\s+day)\b/i;
const HOUR_MS = 3_600_000;

export async function planAgain(run0: PlanRun): Promise<PlanOutcome> {
  // "A person in white passed at 0840 hrs. Was a person in white seen again later that day?": the
  // moment said is the first visit's; the coming again is looked for over the rest of its day.
  const short = run0.scope.to - run0.scope.from <= HOUR_MS && LATER.test(run0.scope.question);
  const run: PlanRun = short ? run0.sub(run0.intent, { ...run0.scope, to: Math.min(run0.scope.now, atHour(run0.zone, dayOf(run0.scope.from, run0.zone), 24)) }) : run0;
  const { all, matches, elsewhere } = await gatherThings(run);
  const { subject } = subjectWords(run);
  const where = whereWords(run);
  // A first visit may be a stay: the car parked on the drive since midnight that left in the morning and came back.
  // One named by what it did ("whoever dropped the parcel off"): its first visit is the one that did it.
  const related = run.intent.relation && matches.length ? [...matches].sort((a, b) => a.first - b.first)[0] : undefined;
  const alikeAll = [...new Set([...matches, ...matching(run, all, { withStill: true })])];
  const fromRelated = related && laterVisits([related, ...alikeAll.filter((t) => t.first > related.last)], run.intent.otherWay);
  const visits = related ? (fromRelated?.first === related ? fromRelated : { first: related, later: [] }) : laterVisits(alikeAll, run.intent.otherWay);
  const say = (holds: boolean, facts: string) => polarIfAsked(run.intent, holds, facts);
  if (!visits) {
    const there = elsewhereAnswer(run, elsewhere, subject);
    if (there) return there;
    return { answer: say(false, `No ${subject} was seen${where} in the range at all (${all.length} other thing(s) tracked), so none came back.`), citations: [], confidence: all.length ? 2 : 1, events: [] };
  }
  const { first, later } = visits;
  const tz = run.zoneOf(first.camera), on = (t: Thing) => run.scope.cameras.length > 1 ? ` on ${t.camera}` : '';
  const span = (t: Thing) => `${clock(t.first, tz)}–${clock(t.last, tz)}${t.direction !== 'none' ? ` (${t.direction.replace(/-/g, ' ')})` : ''}${on(t)}`;
  const firstWords = `first seen ${span(first)} as a ${words(first)}`;
  if (!later.length) {
    return {
      answer: say(false, `The ${subject}${where} was seen once: ${firstWords}. No return was seen: nothing like it came again after it had gone, up to ${clock(Math.min(run.scope.to, run.scope.now), tz)} ${tz}.` +
        (matches.length > 1 ? ` Others that matched the question, each seen once: ${matches.filter((t) => t !== first).slice(0, 6).map((t) => `${span(t)} a ${words(t)}`).join('; ')}.` : '')),
      citations: mergeCitations([{ camera: first.camera, start: first.first, end: first.last + 1 }]), confidence: 2, events: [],
    };
  }
  const next = later[0];
  const pinned = await pin(run, next, 'start', subject);
  const at = pinned.ts ?? next.first;
  const more = later.slice(1).map(span);
  return {
    answer: say(true, `A ${words(next)} matching the ${subject}${where} came again at ${clock(at, tz)} ${tz}, in view ${span(next)}, after it was ${firstWords}.` +
      `${pinned.ts !== undefined ? ' Its return is pinned on the recording.' : ' (From the index; the recording did not confirm the frame.)'}` +
      `${more.length ? ` Later again: ${more.join('; ')}.` : ''} It matched by class and colour: the index cannot tell whether it is the same one.`),
    citations: mergeCitations([{ camera: next.camera, start: next.first, end: next.last + 1 }, ...pinned.citations, { camera: first.camera, start: first.first, end: first.last + 1 }]),
    confidence: pinned.ts !== undefined ? 3 : 2,
    events: [{ camera: next.camera, ts: at, what: 'came again' }],
  };
}
