// A question whose time is another event: "did anyone come in after the yellow truck left?",
// "was anyone here before the white van arrived?", "what was the next vehicle after the red
// car?". The anchor is asked about first, as "when did <it> appear / leave?" through the same
// plan as any such question (read, matched, pinned on the recording); the rest of the question
// is then answered by its own plan over the time after (or before) that moment, inside the
// range asked. Both plans' tool calls are steps of this answer, and both are cited.
// "While the blue van was parked" asks how long it was there and answers over that stay; "after
// dark" and "since the lights came on" ask when the light changed, through the light plans;
// "while the floodlight was on" over the stretches it was on (plan-during-light.ts).
import { clock } from '../answer/format-time.ts';
import { duration } from '../answer/format-duration.ts';
import { parseIntent, type Intent } from '../question/intent.ts';
import type { LightTurn } from '../question/anchor-phrase.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { planDuringLight } from './plan-during-light.ts';
import { STOPPING } from './plan-duration.ts';
import { answerAsAsked } from './polar-answer.ts';
import { resolveTime } from '../time/resolve-time.ts';
import { clockInName } from '../time/worded-clock.ts';
import { at as atHour, dayOf } from '../time/local-day.ts';

const DAY_MS = 86_400_000, HALF_DAY_MS = DAY_MS / 2;
/** How far from its timetable's clock a vehicle named by it may be seen. */
const TIMETABLE_SLACK_MS = 15 * 60_000;

type Anchor = NonNullable<Intent['anchor']>;

/** The question that pins the anchor, and how the answer names it. */
const LIGHT_ASKED: Record<LightTurn, { ask: string; what: string }> = {
  dark: { ask: 'When did it get dark?', what: 'it got dark' },
  light: { ask: 'When did it get light?', what: 'it got light' },
  on: { ask: 'When did the lights come on?', what: 'the lights came on' },
  off: { ask: 'When did the lights go off?', what: 'the lights went off' },
};

function pinOf(anchor: Anchor): { ask: string; what: string } {
  if (anchor.light) return LIGHT_ASKED[anchor.light];
  // "While the lorry was stopped outside": the thing that stood is found first, asked so
  // (plan-duration.ts answers a stop with what stood); the span answered is its stay in view.
  if (anchor.side === 'during') {
    return { ask: `How long was ${anchor.phrase} ${STOPPING.has(anchor.verb ?? '') ? 'stopped' : 'in view'}?`, what: `${anchor.phrase} was there` };
  }
  const went = anchor.edge === 'end';
  // "When the car came home": the household's own coming home (the reader makes that the resident one).
  if (anchor.home) return { ask: `When did ${anchor.phrase} come home?`, what: `${anchor.phrase} came home` };
  // "When the van pulled in": its arrival that stood, as "when did the van pull in?" asks it.
  if (anchor.stopped) return { ask: `When did ${anchor.phrase} pull in?`, what: `${anchor.phrase} arrived` };
  // "Before the dog walker came back": its coming again, as "when did the dog walker come back?" asks it.
  if (anchor.again) return { ask: `When did ${anchor.phrase} come back?`, what: `${anchor.phrase} came back` };
  return { ask: `When did ${anchor.phrase} ${went ? 'leave' : 'appear'}?`, what: `${anchor.phrase} ${went ? 'left' : 'came'}` };
}

export async function planAnchored(asked0: PlanRun, answer: (run: PlanRun) => Promise<PlanOutcome>): Promise<PlanOutcome> {
  const anchor = asked0.intent.anchor!;
  let run = asked0;
  // "Between the white van's arrival in the morning and its departure that afternoon": the two
  // events bound the stretch themselves, over their day (a part of the day said in either is theirs).
  if (run.intent.until) {
    const day = dayAsked(run);
    run = run.sub(run.intent, { ...run.scope, from: atHour(run.zone, day, 0), to: Math.min(run.scope.now, atHour(run.zone, day, 24)) });
  }
  // "While the floodlight was on": the stretches a lamp was so.
  if (anchor.side === 'during' && anchor.light) return planDuringLight(run, answer);
  const pinned = pinOf(anchor), what = pinned.what;
  const asked = parseIntent(pinned.ask);
  // Its thing as the whole question reads it ("the coach" by "the stop" is the vehicle, though alone it reads as a trainer).
  const sub = anchor.cls && (anchor.cls === 'person' || anchor.cls === 'vehicle' || anchor.cls === 'animal') && asked.subjectClass !== anchor.cls
    ? { ...asked, subjectClass: anchor.cls, objectClass: anchor.cls } : asked;
  // "Before the street lamp came on that afternoon": the anchor's own time words pick which of its times (not the lamp's dawn switching).
  // ("That afternoon" in its words is the afternoon of the day asked about.)
  const own = anchor.light ? resolveTime(anchor.phrase.replace(/\bthat\s+(morning|afternoon|evening|night)\b/i, 'in the $1'), { now: run.scope.now, timezone: run.zone }) : undefined;
  // "When the 11.20 bus pulled in": the one there near its timetable's clock.
  const named = anchor.light ? undefined : clockInName(anchor.phrase);
  const timetabled = named ? atHour(run.zone, dayAsked(run), named.hour + named.minute / 60) : undefined;
  const pinScope = timetabled !== undefined ? { ...run.scope, from: timetabled - TIMETABLE_SLACK_MS, to: timetabled + TIMETABLE_SLACK_MS }
    : own && own.to - own.from > ANCHOR_MOMENT_MS && own.from < run.scope.to && own.to > run.scope.from
      ? { ...run.scope, from: Math.max(run.scope.from, own.from), to: Math.min(run.scope.to, own.to) } : undefined;
  let found = await answer(pinScope ? run.sub(sub, pinScope) : run.sub(sub));
  // "the silver car in the night", asked late in the day: a part of the day not over yet, with no
  // such thing in what of it was recorded, is the same part a day before, which has passed.
  const { from: f0, to: t0, now } = run.scope;
  if (!found.events.length && t0 > now && t0 - f0 <= DAY_MS && anchor.side !== 'at') {
    const before = run.sub(run.intent, { ...run.scope, from: f0 - DAY_MS, to: t0 - DAY_MS });
    const again = await answer(before.sub(sub));
    if (again.events.length) { found = again; run = before; }
  }
  // "After dark in the evening": nightfall, not a lamp going off; one before the range asked
  // (dusk at 16:50, the evening from 18:00) means it was already dark from the range's start.
  const drift = anchor.light === 'dark' ? 'dusk' : anchor.light === 'light' ? 'dawn' : undefined;
  if (drift && !found.events.some((e) => e.what === drift)) {
    const earlier = await answer(run.sub(sub, { ...run.scope, from: run.scope.from - HALF_DAY_MS }));
    const natural = earlier.events.filter((e) => e.what === drift && e.ts < run.scope.to).at(-1);
    if (natural) found = { ...earlier, events: [natural] };
  }
  const at = found.events[0];
  // A stay is its first and last frame; the duration plan gives both.
  const until = anchor.side === 'during' ? found.events.find((e, i) => i > 0 && e.camera === at?.camera) : undefined;
  if (!at || (anchor.side === 'during' && !until)) {
    return {
      answer: `I could not find when ${what} in the range, so I cannot say what happened ${anchor.side} it. ${found.answer}`,
      citations: found.citations, confidence: found.confidence, events: [], ...(run.intent.kind === 'count' ? { count: 0 } : {}),
    };
  }
  const tz = run.zoneOf(at.camera);
  const end = until?.ts ?? at.ts;
  // "Right before", "just after": the minutes said near it on its side, not the rest of the range;
  // asked which came next or last ("the car right after the van"), the order says it, however far.
  // "An hour before the lamp came on", "forty-five minutes after the truck went through": the moment that far from it.
  const shift = anchor.offset && anchor.nearMinutes && (anchor.side === 'after' || anchor.side === 'before') ? (anchor.side === 'after' ? 1 : -1) * anchor.nearMinutes * 60_000 : 0;
  const near = run.intent.which || shift ? 0 : (anchor.nearMinutes ?? 0) * 60_000;
  // "When the red car drove off": the moment it did, a frame or so either side.
  const mark = at.ts + shift;
  const moment = anchor.side === 'at' || shift ? { from: Math.max(run.scope.from, mark - AT_MS), to: Math.min(run.scope.to, mark + AT_MS) } : undefined;
  // "After the white car at ten past seven tonight, what came next?": the time said is the
  // anchor's own, which it picks the white car by; what came after it is looked for over the rest
  // of its day (before it, from the day's start).
  const scope0 = timedAnchor(run, anchor.phrase, at.ts, tz);
  // The stretch's end: the second event after the first (the same thing's going: its last of the day).
  const closing = run.intent.until ? await untilOf(run, run.intent.until, anchor, at.ts, answer) : undefined;
  if (run.intent.until && !closing) {
    return { answer: `I found when ${what} (${clock(at.ts, tz)} ${tz}) but not when ${run.intent.until.phrase} ${run.intent.until.edge === 'end' ? 'left' : 'came'} after it, so the stretch between them is not known. ${found.answer}`, citations: found.citations, confidence: 1, events: [], ...(run.intent.kind === 'count' ? { count: 0 } : {}) };
  }
  const scope = closing ? { from: scope0.from, to: Math.min(scope0.to, closing.ts) } : scope0;
  const from = moment?.from ?? (anchor.side === 'before' ? (near ? Math.max(scope.from, at.ts - near) : scope.from) : Math.max(scope.from, at.ts));
  const to = moment?.to ?? (anchor.side === 'after' ? (near ? Math.min(scope.to, end + near) : scope.to) : Math.min(scope.to, anchor.side === 'during' ? end + 1 : at.ts));
  const when = closing ? `from when ${what} (${clock(at.ts, tz)}) to when ${closing.what} (${clock(closing.ts, tz)} ${tz})` : anchor.side === 'during'
    ? `while ${what} (${clock(at.ts, tz)}–${clock(end, tz)} ${tz})`
    : anchor.side === 'at' ? `when ${what} (${clock(at.ts, tz)} ${tz})`
      : shift ? `${duration(Math.abs(shift))} ${anchor.side} ${what} (${clock(mark, tz)} ${tz})`
      : `${near ? `in the ${anchor.nearMinutes} minutes ` : ''}${anchor.side} ${what} (${clock(at.ts, tz)} ${tz})`;
  if (to <= from) {
    const side = anchor.side === 'during' ? 'while it was there' : anchor.side === 'at' ? 'at that moment' : anchor.side;
    return {
      answer: `${cap(what)} at ${clock(at.ts, tz)} ${tz}, ${anchor.side === 'during' ? 'outside' : `at the ${anchor.side === 'after' ? 'end' : 'start'} of`} the range asked about, so there is no time ${side} to look at. ${found.answer}`,
      citations: found.citations, confidence: found.confidence, events: [], ...(run.intent.kind === 'count' ? { count: 0 } : {}),
    };
  }
  const { anchor: _, ...rest } = run.intent;
  // What had gone by the anchor, or came with it, is not "after" it (a thing's own stay is no anchor of its light).
  const main = run.sub(rest, { ...run.scope, from, to, timeText: when, ...(anchor.side === 'after' && !anchor.light ? { after: at.ts, ...(anchor.edge === 'end' && at.seen ? { afterWent: at.seen } : {}) } : {}), ...(anchor.side === 'during' ? { during: { from: at.ts, to: end } } : {}), ...(moment ? { moment } : {}), ...(closing ? { before: closing.ts } : {}) });
  let out = await answer(main);
  // "What came right after the cyclist?" and nothing did in the minutes near it: the next one
  // (or, before, the last one), however far, up to the range's own end.
  if (near && !out.events.length && anchor.side !== 'during' && ['list', 'appear', 'leave'].includes(rest.kind)) {
    const which = anchor.side === 'after' ? 'first' : 'last';
    const wide = { from: anchor.side === 'before' ? run.scope.from : Math.max(run.scope.from, at.ts), to: anchor.side === 'after' ? run.scope.to : Math.min(run.scope.to, at.ts) };
    const farther = run.sub({ ...rest, kind: rest.event === 'leave' ? 'leave' : 'appear', which }, { ...run.scope, ...wide, timeText: `${anchor.side} ${what}`, ...(anchor.side === 'after' && !anchor.light ? { after: at.ts, ...(anchor.edge === 'end' && at.seen ? { afterWent: at.seen } : {}) } : {}) });
    const next = await answer(farther);
    if (next.events.length) out = { ...next, answer: `nothing. The ${anchor.side === 'after' ? 'next one after it' : 'last one before it'}, further off: ${next.answer}`, citations: mergeCitations([...out.citations, ...next.citations]) };
  }
  // Yes or no over the anchor's own range: what the plan found outside it does not answer.
  out = answerAsAsked(main.intent, out, { from, to });
  run.intent = { ...main.intent, anchor };
  asked0.intent = run.intent;
  // "How long after DELIVERY 42 went up did the red car appear?": the length from the one to the other.
  const event = anchor.side === 'before' ? out.events.at(-1) : out.events[0];
  if (asked0.intent.gap && event) {
    const ms = Math.abs(event.ts - mark);
    return {
      ...out,
      answer: `${duration(ms)}: ${what} at ${clock(mark, tz)} ${tz}, and ${anchor.side === 'before' ? 'before it' : 'after it'} ${out.answer.replace(/^((?:Yes|No)\.\s*)/, '').replace(/^./, (c) => c.toLowerCase())} (${found.answer})`,
      citations: mergeCitations([...found.citations, ...out.citations]),
      confidence: Math.min(found.confidence, out.confidence) as PlanOutcome['confidence'],
    };
  }
  return {
    ...out,
    answer: `${out.answer.replace(/^((?:Yes|No)\.\s*)?/, (m) => `${m}${cap(when)}: `)} (${found.answer})`,
    citations: mergeCitations([...found.citations, ...out.citations]),
    confidence: Math.min(found.confidence, out.confidence) as PlanOutcome['confidence'],
  };
}

/** The day the range asked about ends in (the last 24 hours asked at 17:00: that day, not the one before). */
const dayAsked = (run: PlanRun) => dayOf(Math.min(run.scope.to, run.scope.now) - 1, run.zone);

/** The second event of a stretch, found after the first: its time and how the answer names it. */
async function untilOf(run: PlanRun, until: NonNullable<Intent['until']>, anchor: Anchor, after: number, answer: (run: PlanRun) => Promise<PlanOutcome>): Promise<{ ts: number; what: string } | undefined> {
  const pinned = pinOf({ ...until, side: 'before' });
  const same = until.phrase.toLowerCase() === anchor.phrase.toLowerCase();
  const asked = { ...parseIntent(pinned.ask), which: same ? 'last' as const : 'first' as const };
  const found = await answer(run.sub(asked, { ...run.scope, from: after + 1, to: run.scope.to }));
  const ts = found.events.filter((e) => e.ts > after).map((e) => e.ts).at(same ? -1 : 0);
  return ts === undefined ? undefined : { ts, what: pinned.what };
}

/** How far either side of an event "when it happened" reaches: a frame at the slowest rates recorded (0.25 fps). */
const AT_MS = 5000;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The longest time said with an anchor's words that is its moment ("at ten past seven", "around 9"), not a part of the day. */
const ANCHOR_MOMENT_MS = 3_600_000;

/** The range to look before or after an anchor in: the question's, or, when the anchor's own words carry the time ("the white car at ten past seven"), the anchor's day. */
function timedAnchor(run: PlanRun, phrase: string, ts: number, zone: string): { from: number; to: number } {
  const said = resolveTime(phrase, { now: run.scope.now, timezone: zone });
  if (!said) return run.scope;
  const day = dayOf(ts, zone), end = Math.max(run.scope.to, Math.min(run.scope.now, atHour(zone, day, 24)));
  // A moment said with it picks the one meant, and what came either side of it is over its day;
  // a part of the day ("the double-decker this morning", "the two who chatted over lunch") may be
  // the question's own range too, so only what came after it goes on past that part's end.
  if (said.to - said.from > ANCHOR_MOMENT_MS) return { from: run.scope.from, to: end };
  return { from: Math.min(run.scope.from, atHour(zone, day, 0)), to: end };
}
