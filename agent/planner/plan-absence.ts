// Questions about how long a thing was away: "how long was the car away for today?", "how long
// was the van gone?", "how long did the car stay away?". A thing is away from where it stays, so
// its visits are the stays of matching things that stood (a parked car; with the tracks it drove
// in and out on), and an absence runs from the frame it leaves in to the frame it (or one like
// it) is back in. Each end is pinned on the recording as a stay's ends are (plan-duration.ts).
import { clock } from '../answer/format-time.ts';
import { duration } from '../answer/format-duration.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { elsewhereAnswer, gatherThings, matching, pin, standPoints, subjectWords, whereWords, words, type Thing } from './plan-things.ts';

/** A stay and the tracks it drove in and out on join when they touch within this (a car settling takes a few seconds, at 1 fps more). */
export const JOIN_MS = 90_000;
/** A gap shorter than this between two stays is the tracker losing a thing, not it being away. */
export const MIN_AWAY_MS = 60_000;

export interface Visit {
  camera: string;
  first: number;
  last: number;
  /** The thing whose arrival starts the visit and the one whose leaving ends it. */
  came: Thing;
  went: Thing;
}

/** Two stays this close (fraction of the frame) in the same colour are one thing's home. */
export const SAME_HOME = 0.15;

/** Where a thing stood: the mean of its path while standing (all of it when none is then). */
export function standPlace(t: Thing): { x: number; y: number } | undefined {
  const ps = standPoints(t);
  if (!ps.length) return undefined;
  return { x: ps.reduce((a, p) => a + p.x, 0) / ps.length, y: ps.reduce((a, p) => a + p.y, 0) / ps.length };
}

/**
 * Of the things that stood, those at the home of the thing asked about: stays grouped by camera,
 * place and colour, and the group that stood longest (the car that lives on the drive, not the
 * van that stopped in the road a while).
 */
export function homeStays(stood: Thing[]): Thing[] {
  const homes: { camera: string; colour: string | null; at?: { x: number; y: number }; things: Thing[]; ms: number }[] = [];
  const standMs = (t: Thing) => (t.standing ?? []).reduce((a, s) => a + (s.to - s.from), 0) || t.last - t.first;
  for (const t of stood) {
    const at = standPlace(t);
    const home = homes.find((h) => h.camera === t.camera && (!h.colour || !t.colour || h.colour === t.colour)
      && (!h.at || !at || Math.hypot(h.at.x - at.x, h.at.y - at.y) <= SAME_HOME));
    if (home) { home.things.push(t); home.ms += standMs(t); home.colour ??= t.colour; home.at ??= at; } else homes.push({ camera: t.camera, colour: t.colour, at, things: [t], ms: standMs(t) });
  }
  return homes.sort((a, b) => b.ms - a.ms)[0]?.things ?? [];
}

/**
 * The visits of the thing asked about, per camera and in order: its stays at its home (a parked
 * car, homeStays), each with the moving matches that touch it (the drive in, the drive away);
 * when none stood, every match is a visit of its own. Overlapping stays are one visit.
 */
export function visitsOf(matches: Thing[]): Visit[] {
  const stood = homeStays(matches.filter((t) => t.standing?.length || t.before));
  const base = stood.length ? stood : matches;
  const visits: Visit[] = [];
  for (const t of [...base].sort((a, b) => a.first - b.first)) {
    const v = [...visits].reverse().find((x) => x.camera === t.camera);
    if (v && t.first <= v.last + (stood.length ? JOIN_MS : 0)) { join(v, t); continue; }
    visits.push({ camera: t.camera, first: t.first, last: t.last, came: t, went: t });
  }
  if (!stood.length) return visits;
  for (const t of matches.filter((x) => !stood.includes(x))) {
    const v = visits.find((x) => x.camera === t.camera && t.last >= x.first - JOIN_MS && t.first <= x.last + JOIN_MS);
    if (v) join(v, t);
  }
  return visits.sort((a, b) => a.first - b.first);
}

function join(v: Visit, t: Thing): void {
  if (t.first < v.first) { v.first = t.first; v.came = t; }
  if (t.last > v.last) { v.last = t.last; v.went = t; }
}

export interface Absence {
  camera: string;
  /** When it left; when it was back (absent: not back by the end of the range). */
  from: number;
  to?: number;
  went: Thing;
  back?: Thing;
}

/**
 * The absences between visits on each camera: from a visit that ended by leaving to the next
 * one there, and from the last visit, when it left before the range ends, to that end (open).
 */
export function awayAndBack(visits: Visit[], until: number): Absence[] {
  const out: Absence[] = [];
  visits.forEach((v, i) => {
    const next = visits.slice(i + 1).find((x) => x.camera === v.camera);
    if (next && next.first - v.last >= MIN_AWAY_MS) out.push({ camera: v.camera, from: v.last, to: next.first, went: v.went, back: next.came });
    else if (!next && v.went.left && until - v.last >= MIN_AWAY_MS) out.push({ camera: v.camera, from: v.last, went: v.went });
  });
  return out;
}

export async function planAbsence(run: PlanRun): Promise<PlanOutcome> {
  const { all, elsewhere } = await gatherThings(run);
  const matches = matching(run, all, { withStill: true });
  const { subject } = subjectWords(run);
  if (!matches.length) {
    const there = elsewhereAnswer(run, elsewhere, subject);
    if (there) return there;
    return { answer: `No ${subject} was seen${whereWords(run)} in the range, so there is no time away to measure (${all.length} other thing(s) tracked).`, citations: [], confidence: all.length ? 2 : 1, events: [] };
  }
  const visits = visitsOf(matches);
  const absences = awayAndBack(visits, run.scope.to);
  if (!absences.length) return notAway(run, visits, subject);
  // The one asked: the last when the question says so, else the longest (an open one counts to the range's end).
  const span = (a: Absence) => (a.to ?? run.scope.to) - a.from;
  const a = run.intent.which === 'last' ? absences[absences.length - 1] : [...absences].sort((x, y) => span(y) - span(x))[0];
  const left = await pin(run, a.went, 'end', subject);
  const back = a.back ? await pin(run, a.back, 'start', subject) : undefined;
  const from = left.ts ?? a.from, to = a.to === undefined ? undefined : back?.ts ?? a.to;
  const tz = run.zoneOf(a.camera), on = run.scope.cameras.length > 1 ? ` on ${a.camera}` : '';
  const confirmed = left.ts !== undefined && (a.to === undefined || back?.ts !== undefined);
  const ends = a.to === undefined
    ? (confirmed ? ' Its leaving is confirmed on the recording.' : ' (From the index; the recording did not confirm its leaving.)')
    : confirmed ? ' Both ends confirmed on the recording.' : ' (From the index; the recording did not confirm both ends.)';
  const others = absences.filter((x) => x !== a).map((x) => `${clock(x.from, tz)}–${x.to === undefined ? 'end' : clock(x.to, tz)} (${duration(span(x))})`);
  const answer = to === undefined
    ? `The ${subject}${whereWords(run)} (seen as a ${words(a.went)}) left at ${clock(from, tz)} ${tz}${on} and was not back by the end of the range (${clock(run.scope.to, tz)}): away for at least ${duration(run.scope.to - from)}.${ends}`
    : `The ${subject}${whereWords(run)} was away for ${duration(to - from)}: it left at ${clock(from, tz)} (seen as a ${words(a.went)}) and was back at ${clock(to, tz)} ${tz}${on} (seen as a ${words(a.back!)}).${ends}`;
  return {
    answer: answer + (others.length ? ` Other times away: ${others.join('; ')}.` : ''),
    citations: mergeCitations([
      { camera: a.camera, start: from, end: from + 1000 }, ...(to !== undefined ? [{ camera: a.camera, start: to, end: to + 1000 }] : []),
      ...left.citations, ...(back?.citations ?? []),
    ]),
    confidence: confirmed ? 3 : 2,
    events: [{ camera: a.camera, ts: from, what: 'left' }, ...(to !== undefined ? [{ camera: a.camera, ts: to, what: 'came back' }] : [])],
  };
}

/** No time away: it stayed through what was seen of it, or came only once and had not left. */
function notAway(run: PlanRun, visits: Visit[], subject: string): PlanOutcome {
  const v = visits[0], tz = run.zoneOf(v.camera);
  const seen = visits.map((x) => `${clock(x.first, tz)}–${clock(x.last, tz)}`).join(', ');
  return {
    answer: `The ${subject}${whereWords(run)} was not seen to be away in the range: it was in view ${seen} ${tz}${run.scope.cameras.length > 1 ? ` on ${v.camera}` : ''} with no gap of ${duration(MIN_AWAY_MS)} or more between.`,
    citations: mergeCitations(visits.map((x) => ({ camera: x.camera, start: x.first, end: x.last + 1 }))),
    confidence: 2,
    events: [],
  };
}
