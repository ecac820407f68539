// "How many people were in view at 12:00:05?": a count of what is there at a moment, not of
// things that came and went. Tracks cannot answer it in a crowd (forty walkers are a few
// blobs) nor for what stands still, so the recording at the moment is looked at and the
// object detector counts, on the whole frame, the things of the kind asked about; the frame
// nearest the moment gives the count, the others around it show how steady it is.
import type Nlp from 'compromise';
import { rewindTool } from '../tools/rewind-tool.ts';
import { browseTool } from '../tools/browse-tool.ts';
import { recordedExtent } from './plan-busiest.ts';
import { clock } from '../answer/format-time.ts';
import { nameAgrees } from '../question/subject.ts';
import { THING_LABELS } from '../../models/index.ts';
import type { Citation } from '../result.ts';
import { iso, lookFor, mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { subjectWords } from './plan-things.ts';
import { lazyModule } from '../../core/lazy-module.ts';
import { trackedAt } from './tracked-at-moment.ts';

const nlp = lazyModule<typeof Nlp>('compromise');

/** Longest range still read as a moment ("at 12:00:05" is 2 s, "at noon" 2 min): beyond it, "how many" is about comings and goings. */
export const MOMENT_MS = 2 * 60_000;
/** Recording looked at around the moment (each side). */
const AROUND_MS = 1500;

function pluralOf(subject: string): string {
  return subject.replace(/\S+$/, (w) => w === 'person' ? 'people' : nlp(`the ${w}`).nouns().toPlural().text().replace(/^the /, '') || `${w}s`);
}

/** "How many people were in the hall at 12:40?", "how many cars were parked at 8pm?": there (or standing) at a moment. */
export function isHeadcount(run: Pick<PlanRun, 'intent' | 'scope'>): boolean {
  return run.intent.kind === 'count' && (run.intent.event === 'present' || run.intent.event === 'stay') && run.scope.to - run.scope.from <= MOMENT_MS;
}

/**
 * "Were there more than ten people in the hall?" over a range, not a moment: whether that many
 * were there at once, so the most counted in one frame, on frames spread across the recorded
 * part of the range (a count of comings and goings answers "did more than ten people come").
 */
export function isPeakCount(run: Pick<PlanRun, 'intent' | 'scope'>): boolean {
  const { intent } = run;
  const asked = intent.atOnce || (intent.event === 'present' && intent.form === 'yes-no' && !!intent.compare);
  return intent.kind === 'count' && asked && run.scope.to - run.scope.from > MOMENT_MS;
}

/**
 * "How many people walked through the hall?" over a range: as many as came and went, and at
 * least as many as were in one frame at once -- in a crowd the tracks follow a few blobs, the
 * detector counts each walker. The larger answers (largerCount).
 */
export function isCrowdCount(run: Pick<PlanRun, 'intent' | 'scope'>): boolean {
  const { intent } = run;
  // A count by the way things went ("from right to left") is of crossings: one frame holds both ways.
  return intent.kind === 'count' && intent.form === 'how-many' && !intent.atOnce && !intent.compare && !!intent.many && !intent.anchor && !intent.direction
    && ['pass', 'present', 'appear', undefined].includes(intent.event) && run.scope.to - run.scope.from > MOMENT_MS;
}

/**
 * The most spans that overlap at one moment, and the first moment that many did (a sweep over
 * their ends). Spans with the same `key` count once while they overlap: the registry may keep
 * one person as two stays of one colour (walking, then standing; or the ghost of where she
 * stood), and two of them then are not two people. Spans without a key each count.
 */
export function mostAtOnce(spans: { first: number; last: number; key?: string | null }[]): { n: number; at?: number } {
  // An end sorts before a start at the same instant: one leaving as another comes is not two at once.
  const edges = spans.flatMap((s, i) => [{ ts: s.first, d: 1, key: s.key ?? `#${i}` }, { ts: s.last, d: -1, key: s.key ?? `#${i}` }])
    .sort((a, b) => a.ts - b.ts || a.d - b.d);
  const open = new Map<string, number>();
  let best: { n: number; at?: number } = { n: 0 };
  for (const e of edges) {
    open.set(e.key, (open.get(e.key) ?? 0) + e.d);
    if (!open.get(e.key)) open.delete(e.key);
    if (open.size > best.n) best = { n: open.size, at: e.ts };
  }
  return best;
}

/**
 * "Were there ever more than three people in the lobby at once?": only what was in view at the
 * same moment answers -- the most tracked things whose stays overlap, and the most the detector
 * counted in one frame -- never how many came and went over the range.
 */
export function atOnceCount(run: PlanRun, peak: PlanOutcome, things: { camera: string; first: number; last: number; colour: string | null }[]): PlanOutcome {
  const { subject } = subjectWords(run);
  const byCamera = run.cameraIds.map((camera) => ({ camera, ...mostAtOnce(things.filter((t) => t.camera === camera).map((t) => ({ ...t, key: t.colour }))) }));
  const tracked = byCamera.sort((a, b) => b.n - a.n)[0] ?? { camera: '', n: 0 };
  const p = peak.count ?? 0;
  const words = (n: number) => `${n} ${n === 1 ? subject : pluralOf(subject)}`;
  if (tracked.at === undefined || p >= tracked.n) {
    return { ...peak, answer: `${peak.answer} (The most tracked in view together: ${tracked.n}.)` };
  }
  const tz = run.zoneOf(tracked.camera);
  return {
    answer: `At most ${words(tracked.n)} were in view at once (${run.zone}): ${tracked.n} tracked stays (those of one colour counted once) overlapped at ${clock(tracked.at, tz)}${run.cameraIds.length > 1 ? ` on ${tracked.camera}` : ''}. (The most the object detector counted in one of the frames looked at across the range: ${p}.)`,
    citations: mergeCitations([{ camera: tracked.camera, start: tracked.at, end: tracked.at + 1000 }, ...peak.citations]), confidence: 2, count: tracked.n,
    events: [{ camera: tracked.camera, ts: tracked.at, what: `${words(tracked.n)} in view` }],
  };
}

/** Frames the detector counts across a range for the most in view at once. */
const PEAK_FRAMES = 12;

export async function planPeakCount(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const { subject } = subjectWords(run);
  const browse = await run.call(browseTool, { from: iso(scope.from), to: iso(scope.to), cameras: run.cameraIds });
  const { from, to } = recordedExtent(browse.data?.rollups ?? [], [], scope.from, Math.min(scope.to, scope.now));
  const peaks: { camera: string; ts: number; n: number; frames: number; first: number; last: number }[] = [], failures: string[] = [];
  for (const camera of run.cameraIds) {
    const r = await run.call(rewindTool, {
      camera, ranges: spreadRanges(from, Math.max(to, from + 1000)), question: `How many ${subject} are in view at once?`,
      // What is in view in each frame, whatever verb asked ("walking through"): the rewind counts only for presence.
      look: lookFor('count', { ...intent, event: 'present', query: subject }), maxFrames: PEAK_FRAMES,
    });
    const frames = r.data?.inspection?.headcount ?? [];
    if (!frames.length) { failures.push(`${camera}: ${r.ok ? 'no frame counted' : r.error}`); continue; }
    const best = frames.map((f) => ({ ts: f.ts, n: ofKind(intent, f.labels) })).sort((a, b) => b.n - a.n || a.ts - b.ts)[0];
    peaks.push({ camera, ...best, frames: frames.length, first: frames[0].ts, last: frames.at(-1)!.ts });
  }
  if (!peaks.length) return { answer: `Could not count ${subject} in the range: ${failures.join('; ')}.`, citations: [], confidence: 1, events: [] };
  const top = [...peaks].sort((a, b) => b.n - a.n)[0];
  const each = peaks.map((p) => `${p.n} at ${clock(p.ts, run.zoneOf(p.camera))}${run.cameraIds.length > 1 ? ` on ${p.camera}` : ''} (the most in one of ${p.frames} frames spread over the recording, ${clock(p.first, run.zoneOf(p.camera))}–${clock(p.last, run.zoneOf(p.camera))})`);
  return {
    answer: `At most ${top.n} ${top.n === 1 ? subject : pluralOf(subject)} were in view at once (${run.zone}): ${each.join('; ')}, counted by the object detector on the recorded frames.`,
    citations: mergeCitations(peaks.map((p) => ({ camera: p.camera, start: p.ts, end: p.ts + 1000 }))), confidence: 2, count: top.n,
    events: peaks.map((p) => ({ camera: p.camera, ts: p.ts, what: `${p.n} ${subject} in view` })),
  };
}

/** Rewind's ranges (at most 8, each at most 6 h) covering a range, or spread evenly over a longer one. */
function spreadRanges(from: number, to: number): { from: string; to: string }[] {
  const piece = 6 * 3_600_000, n = Math.min(8, Math.ceil((to - from) / piece)), step = (to - from) / n;
  return Array.from({ length: n }, (_, i) => ({ from: iso(from + i * step), to: iso(Math.min(from + i * step + piece, from + (i + 1) * step)) }));
}

/**
 * "Were there more than three vehicles today?", "more than ten people in the hall?": the number
 * there was is at least what crossed (a day of traffic, one at a time) and at least the most in
 * view at once (a crowd the tracks see as a few blobs); the larger answers, the other is said.
 */
export function largerCount(peak: PlanOutcome, crossed: PlanOutcome, o: { atLeast?: boolean } = {}): PlanOutcome {
  const p = peak.count ?? 0, c = crossed.count ?? 0;
  // Asked how many came, the most in one frame is a floor: at least that many were there.
  const floor = o.atLeast ? peak.answer.replace(/^At most (\d+) (.+?) were in view at once/, 'At least $1 $2 were there: $1 were in view at once') : peak.answer;
  if (p > c) return { ...peak, answer: `${floor} (${c} ${c === 1 ? 'was' : 'were'} tracked coming and going.)`, citations: mergeCitations([...peak.citations, ...crossed.citations]) };
  return { ...crossed, answer: `${crossed.answer}${peak.count !== undefined ? ` (The most the detector counted in one of the frames looked at across the range: ${p}.)` : ''}` };
}

/** How many of a frame's detections are of the kind asked ("people": persons; "buses": buses only). */
function ofKind(intent: PlanRun['intent'], labels: Record<string, number>): number {
  return Object.entries(labels)
    .filter(([l]) => (!intent.objectClass || THING_LABELS[l as keyof typeof THING_LABELS] === intent.objectClass) && nameAgrees(intent, l))
    .reduce((sum, [, n]) => sum + n, 0);
}

export async function planHeadcount(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const { subject } = subjectWords(run);
  const at = Math.round((scope.from + scope.to) / 2);
  const counts: { camera: string; ts: number; n: number; spread: number[]; tracked?: number }[] = [];
  const citations: Citation[] = [];
  // Why a camera gave no count: a rewind that failed is not "no recording".
  const failures: string[] = [];
  for (const camera of run.cameraIds) {
    const r = await run.call(rewindTool, {
      camera, ranges: [{ from: iso(at - AROUND_MS), to: iso(at + AROUND_MS) }], question: `How many ${subject} are in view?`,
      look: lookFor('count', { ...intent, query: subject }), maxFrames: 6,
    });
    if (!r.ok) failures.push(`${camera}: ${r.error}`);
    else if (!r.data?.frames.length) failures.push(`${camera}: no recording then`);
    else if (!r.data.inspection?.headcount?.length) failures.push(`${camera}: the object detector counted no frame`);
    const frames = r.data?.inspection?.headcount ?? [];
    if (!frames.length) continue;
    const nearest = [...frames].sort((a, b) => Math.abs(a.ts - at) - Math.abs(b.ts - at))[0];
    counts.push({ camera, ts: nearest.ts, n: ofKind(intent, nearest.labels), spread: frames.map((f) => ofKind(intent, f.labels)) });
    citations.push({ camera, start: nearest.ts, end: nearest.ts + 1000 });
  }
  await withTracked(run, at, counts, citations);
  if (!counts.length) {
    return { answer: `Could not count ${subject} at ${clock(at, run.zone)} ${run.zone}: ${failures.join('; ')}.`, citations: [], confidence: 1, events: [] };
  }
  const total = counts.reduce((s, c) => s + c.n, 0);
  const each = counts.map((c) => `${c.n} at ${clock(c.ts, run.zoneOf(c.camera))}${run.cameraIds.length > 1 ? ` on ${c.camera}` : ''}` +
    (c.tracked !== undefined ? ` (tracked in view then; the object detector counted ${Math.max(...c.spread, 0)} on the recorded frames)` : c.spread.length > 1 ? ` (${Math.min(...c.spread)}–${Math.max(...c.spread)} in the frames around it)` : ''));
  const how = counts.every((c) => c.tracked !== undefined) ? 'as tracked by the index' : `counted by the object detector on the recorded frame${counts.length > 1 ? 's' : ''}`;
  return {
    answer: `${total} ${total === 1 ? subject : pluralOf(subject)} in view (${run.zone}): ${each.join('; ')}, ${how}.`,
    citations: mergeCitations(citations), confidence: 2, count: total,
    events: counts.map((c) => ({ camera: c.camera, ts: c.ts, what: `${c.n} ${subject} in view` })),
  };
}

/**
 * Where the index tracked more matching things in view at the moment than the detector counted
 * on the frame (it does not recognise every thing: people standing still in odd light, synthetic
 * shapes), the tracked count is that camera's; the detector's stays when it counted more (a crowd
 * the tracks see as a few blobs).
 */
async function withTracked(run: PlanRun, at: number, counts: { camera: string; ts: number; n: number; spread: number[]; tracked?: number }[], citations: Citation[]): Promise<void> {
  const tracked = await trackedAt(run, at);
  for (const [camera, things] of tracked) {
    const c = counts.find((x) => x.camera === camera);
    if (c && c.n >= things.length) continue;
    if (c) { c.n = things.length; c.tracked = things.length; }
    else counts.push({ camera, ts: at, n: things.length, spread: [], tracked: things.length });
    citations.push(...things.map((t) => ({ camera, start: t.first, end: t.last + 1 })));
  }
}
