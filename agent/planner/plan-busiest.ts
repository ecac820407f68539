// "What was the busiest hour?", "when was the yard quietest?", "which hour had the most
// people?": the range cut into equal spans (a minute to a day, whichever gives at most
// MAX_BUCKETS of them), the matching things that came into view in each counted, and the span
// with the most (or the fewest: runs of spans in which nothing matching came, joined) answers,
// with what came then.
import { clock } from '../answer/format-time.ts';
import { duration } from '../answer/format-duration.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { counted, gatherThings, subjectWords, words, type Thing } from './plan-things.ts';
import type { BrowseRollup } from '../tools/browse-tool.ts';

const MAX_BUCKETS = 48;
const SPANS: [number, string][] = [[10_000, '10 seconds'], [60_000, 'minute'], [5 * 60_000, '5 minutes'], [15 * 60_000, '15 minutes'], [3_600_000, 'hour'], [6 * 3_600_000, '6 hours'], [86_400_000, 'day']];

/** The span the range is cut into: the shortest that gives at most MAX_BUCKETS, with its name. */
function spanOf(from: number, to: number): { ms: number; name: string } {
  const [ms, name] = SPANS.find(([s]) => (to - from) / s <= MAX_BUCKETS) ?? SPANS.at(-1)!;
  return { ms, name };
}

/**
 * The part of the range there is footage of: from the first rollup with recorded time to the
 * end of the last; when under half of that was recorded (a 36 s clip in an hour's rollup), the
 * stretch from the first thing seen to the last.
 */
export function recordedExtent(rollups: Pick<BrowseRollup, 'start' | 'end' | 'coveredMs'>[], things: Thing[], from: number, to: number): { from: number; to: number } {
  const rec = rollups.filter((r) => r.coveredMs > 0);
  if (!rec.length) return { from, to };
  const a = Math.max(from, Math.min(...rec.map((r) => r.start))), b = Math.min(to, Math.max(...rec.map((r) => r.end)));
  const covered = rec.reduce((s, r) => s + r.coveredMs, 0);
  if (covered >= (b - a) / 2 || !things.length) return { from: a, to: b };
  return { from: Math.max(a, Math.min(...things.map((t) => t.first))), to: Math.min(b, Math.max(...things.map((t) => t.last)) + 1) };
}

export interface Bucket { from: number; to: number; things: Thing[] }

/** The range cut into equal spans, each with the things that came into view in it (aligned to whole spans in UTC, so hours are clock hours in whole-hour zones). */
export function buckets(things: Thing[], from: number, to: number): Bucket[] {
  const size = spanOf(from, to).ms;
  const out: Bucket[] = [];
  for (let t = Math.floor(from / size) * size; t < to; t += size) out.push({ from: Math.max(t, from), to: Math.min(t + size, to), things: [] });
  for (const th of things) out.find((b) => th.first >= b.from && th.first < b.to)?.things.push(th);
  return out;
}

/** Consecutive buckets of the same count joined: the quietest stretch is one range, not sixty minutes. */
function runsOf(bs: Bucket[], n: number): Bucket[] {
  const out: Bucket[] = [];
  for (const b of bs) {
    const last = out.at(-1);
    if (b.things.length !== n) continue;
    if (last && last.to === b.from) { last.to = b.to; last.things.push(...b.things); } else out.push({ ...b, things: [...b.things] });
  }
  return out;
}

export async function planBusiest(run: PlanRun): Promise<PlanOutcome> {
  const { scope, intent } = run;
  const { matches, rollups } = await gatherThings(run);
  const { subject } = subjectWords(run);
  const tz = run.zone;
  const inScope = matches.filter((t) => t.first >= scope.from && t.first < Math.min(scope.to, scope.now));
  const { from, to } = recordedExtent(rollups, inScope, scope.from, Math.min(scope.to, scope.now));
  const moving = inScope.filter((t) => t.first >= from && t.first < to);
  const bs = buckets(moving, from, to);
  const span = (b: Bucket) => `${clock(b.from, tz)}–${clock(b.to, tz)}`;
  const what = (b: Bucket) => b.things.slice(0, 6).map((t) => `${clock(t.first, run.zoneOf(t.camera))} a ${words(t)}`).join('; ') + (b.things.length > 6 ? '; …' : '');
  if (!moving.length) {
    return { answer: `No ${subject} came into view in the range (${clock(from, tz)}–${clock(to, tz)} ${tz}), so no time was busier than another.`, citations: [], confidence: 1, events: [] };
  }
  const size = spanOf(from, to).name;
  if (intent.busiest === 'least') {
    const fewest = Math.min(...bs.map((b) => b.things.length));
    const runs = runsOf(bs, fewest).sort((a, b) => (b.to - b.from) - (a.to - a.from));
    const longest = runs[0];
    return {
      answer: `The quietest ${fewest === 0 ? `stretch, with no ${subject} coming into view, was` : `time (${fewest} ${counted(subject, fewest)} each ${size}) was`} ${span(longest)} ${tz} (${duration(longest.to - longest.from)})` +
        `${runs.length > 1 ? `; others as quiet: ${runs.slice(1, 5).map(span).join(', ')}${runs.length > 5 ? ', …' : ''}` : ''}.` +
        ` Counted by the ${size} over ${clock(from, tz)}–${clock(to, tz)}, ${moving.length} ${counted(subject, moving.length)} in all.`,
      citations: [{ camera: run.cameraIds[0], start: longest.from, end: longest.to }], confidence: 2, events: [],
    };
  }
  const most = Math.max(...bs.map((b) => b.things.length));
  const top = bs.filter((b) => b.things.length === most);
  const next = bs.filter((b) => b.things.length < most && b.things.length > 0).sort((a, b) => b.things.length - a.things.length).slice(0, 3);
  return {
    answer: `The busiest ${size}${top.length > 1 ? `s were ${top.map(span).join(', ')}` : ` was ${span(top[0])}`} ${tz}, with ${most} ${counted(subject, most)} coming into view${top.length > 1 ? ' in each' : ''}: ${top.map(what).join(' | ')}.` +
      `${next.length ? ` Next: ${next.map((b) => `${span(b)} (${b.things.length})`).join(', ')}.` : ''} ${moving.length} in all over ${clock(from, tz)}–${clock(to, tz)}.`,
    citations: mergeCitations(top.flatMap((b) => b.things.map((t) => ({ camera: t.camera, start: t.first, end: t.last + 1 })))), confidence: 2,
    events: top.flatMap((b) => b.things.map((t) => ({ camera: t.camera, ts: t.first, what: `${words(t)} came into view` }))),
  };
}
