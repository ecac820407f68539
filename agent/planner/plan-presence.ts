// Questions about presence at a moment or in a range: "was anyone in the yard at 08:31?",
// "was there a vehicle at 13:00?", "was the yard empty between 2 and 4?". The things tracked
// in the range (entity registry or search tracks) that match the subject are the evidence;
// one is confirmed on the recording. When the index has none, the recording of the range is
// looked at before saying nobody was there. A thing that stood through the range (a parked
// car, from the windows it stood through) is there "since" when it stopped; asked what is
// parked or waiting, only what stood answers. The answer is yes or no to the question as
// asked: "was it empty" is yes when nothing was there.
import { rewindTool, missingWords } from '../tools/rewind-tool.ts';
import { clock } from '../answer/format-time.ts';
import { preferExactColour, preferNamed } from '../question/subject.ts';
import type { Citation } from '../result.ts';
import { iso, lookFor, mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { LEAD_MS, elsewhereAnswer, notTheAnchor, fitBySize, fitsSubject, gatherThings, pin, placed, subjectWords, whereWords, words, movedWay, type Thing } from './plan-things.ts';
import { polarAnswer } from './polar-answer.ts';
import { relatedMatches } from './relation.ts';
import type { SizedSighting } from '../question/kind-size.ts';
import { standingDetections, standingWords } from './standing-detections.ts';


const MAX_LISTED = 8;
/** Frames looked at across a range the index says is empty. */
const EMPTY_LOOK_FRAMES = 40;

/**
 * Matching things in the range, anywhere in the view; of a specific kind ("a bus"), those the
 * detector named so, or could not name (preferNamed): a car it named is no bus, nor one far
 * too small for one beside the cars it named (fitBySize).
 */
function inRange(run: PlanRun, all: Thing[], named: SizedSighting[]): Thing[] {
  const { scope, intent } = run;
  const m = all
    .filter((t) => t.first < scope.to && t.last >= scope.from)
    // The class perception gave it (its shape where it stood) first: people larger in the frame
    // than in a yard are 'medium', which alone reads as a vehicle.
    .filter((t) => fitsSubject(intent, t));
  // "a dark grey car": grey ones first, black ones (as a dark grey is often named) only without them.
  const exact = preferExactColour(m, intent, (t) => t.colour);
  return fitBySize(intent, preferNamed(exact, intent, (t) => t.detected), named, all).sort((a, b) => a.first - b.first);
}

/** The stretch of the range the thing stood through (parked, left behind), if it stood in it. */
function standIn(run: PlanRun, t: Thing): { from: number; to: number } | undefined {
  return t.standing?.find((s) => s.from < run.scope.to && s.to >= run.scope.from);
}

/** "Is anything parked?", "was anyone waiting?": only what stood in the range answers. */
function stood(run: PlanRun, t: Thing): boolean {
  return !!standIn(run, t) || !t.moving;
}

function line(run: PlanRun, t: Thing): string {
  const tz = run.zoneOf(t.camera), on = run.scope.cameras.length > 1 ? ` on ${t.camera}` : '';
  const stand = standIn(run, t);
  if (stand) {
    const came = t.first < stand.from - 1000 ? ` (came ${t.moving ? `in moving ${movedWay(t)}` : 'into view'} at ${clock(t.first, tz)})` : '';
    const end = Math.min(run.scope.to, run.scope.now);
    const until = stand.to < end ? `, gone at ${clock(stand.to, tz)}` : `, still there at ${clock(end, tz)}`;
    return `a ${words(t)}${on} standing there since ${clock(stand.from, tz)}${came}${until}`;
  }
  const how = t.moving ? `moving ${movedWay(t)}` : 'standing still';
  return `${clock(t.first, tz)}–${clock(t.last, tz)}${on} a ${words(t)} ${how}`;
}

export async function planPresence(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const { all, searchCitations, named, related } = await gatherThings(run);
  const { subject } = subjectWords(run);
  // "Was anyone next to the white van?": of those there, the ones that came beside it (relation.ts).
  const anywhere = related ? relatedMatches(intent, related, inRange(run, all, named), all) : inRange(run, all, named);
  // Asked about a part of the frame ("anyone on the left"): those who were there at some moment of the range.
  const matching = placed(run, anywhere), where = whereWords(run);
  const present = intent.event === 'stay' ? matching.filter((t) => stood(run, t)) : matching;
  if (present.length) {
    const t = present[0];
    const r = standIn(run, t) ? await confirmArrival(run, t, subject) : await confirmIn(run, t, subject);
    const seen = present.slice(0, MAX_LISTED).map((x) => line(run, x));
    const citations: Citation[] = present.map((x) => ({ camera: x.camera, start: x.first, end: x.last + 1 }));
    return {
      answer: polarAnswer(intent, true, `${present.length} matching ${present.length === 1 ? 'thing was' : 'things were'} there${where} (${run.zone}): ${seen.join('; ')}${present.length > MAX_LISTED ? '; …' : ''}.${r.note}`),
      citations: mergeCitations([...citations, ...r.citations]), confidence: r.found ? 3 : 2,
      events: present.map((x) => ({ camera: x.camera, ts: Math.max(x.first, scope.from), what: `${words(x)} present` })),
    };
  }
  if (intent.event === 'stay') {
    // Nothing the index knows stood there; a thing parked before the camera's view was learnt
    // is part of the scene to motion, but the object detector sees it in every frame.
    const standing = await detectedStanding(run, subject, [...all.map((t) => ({ start: t.first, end: t.last })), ...searchCitations]);
    if (standing) return standing;
  }
  if (matching.length) {
    // Asked what stood there; things only passed.
    return {
      answer: polarAnswer(intent, false, `Nothing matching stood there${where}; ${matching.length} only passed (${run.zone}): ${matching.slice(0, MAX_LISTED).map((x) => line(run, x)).join('; ')}.`),
      citations: mergeCitations(matching.map((x) => ({ camera: x.camera, start: x.first, end: x.last + 1 }))), confidence: 2, events: [],
    };
  }
  const there = elsewhereAnswer(run, anywhere, subject);
  if (there) return { ...there, answer: polarAnswer(intent, false, there.answer) };
  const none = await lookAcross(run, subject);
  return intent.still && !none.events.length ? lastSeen(run, none) : none;
}

/** How far back "is it still there?" looks for the last one seen. */
const STILL_LOOK_BACK_MS = 24 * 3600_000;

/**
 * "Is the bag still there?" and it is not: when the last one tracked before the range went, so
 * the answer says it was there and is gone, not only that nothing is there.
 */
async function lastSeen(run: PlanRun, none: PlanOutcome): Promise<PlanOutcome> {
  const before = run.sub({ ...run.intent, kind: 'leave', event: 'leave', edge: 'end', stood: true }, { ...run.scope, from: run.scope.from - STILL_LOOK_BACK_MS, to: run.scope.from });
  // Asked as when it left, of a thing that stood ("when was the bag taken?"): matching() prefers what stood a while.
  const { matches } = await gatherThings(before);
  const last = matches.filter((t) => t.last < run.scope.from).sort((a, b) => a.last - b.last).at(-1);
  if (!last) return none;
  const tz = run.zoneOf(last.camera), on = run.scope.cameras.length > 1 ? ` on ${last.camera}` : '';
  const stand = last.standing?.at(-1);
  const was = stand ? `stood there from ${clock(stand.from, tz)} until ${clock(stand.to, tz)}` : `was in view ${clock(last.first, tz)}–${clock(last.last, tz)}`;
  return {
    ...none,
    answer: `${none.answer} The last one tracked before then (a ${words(last)}${on}) ${was} ${run.zone}, and was gone after ${clock(last.last, tz)}.`,
    citations: mergeCitations([...none.citations, { camera: last.camera, start: last.first, end: last.last + 1 }]),
    events: [{ camera: last.camera, ts: last.last, what: `${words(last)} last seen` }],
  };
}

interface Confirmation { found: boolean; note: string; citations: Citation[] }

/** Confirms the thing on the recording inside the range asked about. */
async function confirmIn(run: PlanRun, t: Thing, subject: string): Promise<Confirmation> {
  const { scope, intent } = run;
  const from = Math.max(scope.from, t.first - LEAD_MS / 2), to = Math.min(scope.to, Math.max(t.last, t.first + 1000) + 1000);
  const r = await run.call(rewindTool, {
    camera: t.camera, ranges: [{ from: iso(from), to: iso(Math.max(to, from + 1000)) }], question: `Is there a ${subject}?`,
    look: lookFor('presence', { colours: intent.colours, labels: intent.labels, objectClass: intent.objectClass, subjectClass: intent.subjectClass, place: intent.place, query: subject }), maxFrames: 24,
  });
  const found = !!r.data?.found;
  return { found, citations: r.citations, note: found ? ' Confirmed on the recording.' : ' (From the index; the recording did not show it again.)' };
}

/**
 * A thing that stood through the whole range is part of the view there: looked at alone, the
 * range's frames show nothing that differs from their own median. Its arrival is what the
 * recording can confirm; that it was still there comes from the windows it stood through.
 */
async function confirmArrival(run: PlanRun, t: Thing, subject: string): Promise<Confirmation> {
  const p = await pin(run, t, 'start', subject, false);
  if (p.ts === undefined) return { found: false, citations: [], note: ' (From the index: the windows it stood through list it; the recording did not show its arrival again.)' };
  return { found: true, citations: p.citations, note: ` Its arrival at ${clock(p.ts, run.zoneOf(t.camera))} is confirmed on the recording; how long it stood comes from the windows it stood through.` };
}

/** The answer that the detector found these standing, where motion saw nothing. */
async function detectedStanding(run: PlanRun, subject: string, indexed: { start: number; end: number }[]): Promise<PlanOutcome | undefined> {
  const found = await standingDetections(run, subject, indexed);
  if (!found.length) return undefined;
  return {
    answer: polarAnswer(run.intent, true, `The index tracked nothing standing there (what stood since before the view was learnt is part of the scene to motion), but the object detector finds ${standingWords(run, found)}.`),
    citations: mergeCitations(found.map((f) => ({ camera: f.camera, start: f.frames[0], end: f.frames.at(-1)! + 1000 }))), confidence: 2,
    events: found.map((f) => ({ camera: f.camera, ts: f.frames[0], what: `${f.label} standing` })),
  };
}

/**
 * "While the coach was going past, was anything moving?": over the anchor's own stay the
 * recording shows the anchor; what it shows counts only when something else is in it too.
 */
function onlyTheAnchor(run: PlanRun, sightings: { first: number; last: number }[] | undefined): boolean {
  const { during } = run.scope;
  return !!during && !!sightings?.length && sightings.every((s) => !notTheAnchor(s, { during }));
}

/** Nothing in the index: look at the recordings of the range before saying nothing was there. */
async function lookAcross(run: PlanRun, subject: string): Promise<PlanOutcome> {
  const { scope, intent } = run;
  let looked = 0;
  const found: { camera: string; ts: number }[] = [], missing: string[] = [];
  for (const camera of run.cameraIds) {
    const r = await run.call(rewindTool, {
      camera, ranges: [{ from: iso(scope.from), to: iso(scope.to) }], question: `Is there a ${subject}?`,
      look: lookFor('presence', { colours: intent.colours, labels: intent.labels, objectClass: intent.objectClass, subjectClass: intent.subjectClass, place: intent.place, query: subject }), maxFrames: EMPTY_LOOK_FRAMES,
    });
    looked += r.data?.frames.length ?? 0;
    if (r.data?.found && r.data.pinned[0] && !onlyTheAnchor(run, r.data.inspection?.sightings)) found.push({ camera, ts: r.data.pinned[0].ts });
    for (const m of r.data?.missing ?? []) missing.push(`${camera} ${m.from}–${m.to} (${missingWords(m)})`);
  }
  const citations = run.cameraIds.map((camera) => ({ camera, start: scope.from, end: scope.to }));
  const noFootage = missing.length ? ` No footage for ${missing.join(', ')}.` : '';
  if (found.length) {
    return {
      answer: polarAnswer(intent, true, `The index has no ${subject} there, but the recording shows one at ${found.map((f) => `${clock(f.ts, run.zoneOf(f.camera))}${run.cameraIds.length > 1 ? ` on ${f.camera}` : ''}`).join(', ')} ${run.zone}.${noFootage}`),
      citations: mergeCitations([...citations, ...found.map((f) => ({ camera: f.camera, start: f.ts, end: f.ts + 1000 }))]), confidence: 2,
      events: found.map((f) => ({ camera: f.camera, ts: f.ts, what: `${subject} present` })),
    };
  }
  return {
    answer: polarAnswer(intent, false, `${subject === 'thing' ? 'Nothing' : `No ${subject}`} was there${whereWords(run)}: nothing matching is tracked in the range${looked ? `, and ${looked} frames of the recording show none` : ''}.${noFootage}`),
    citations, confidence: looked ? 3 : 2, events: [],
  };
}
