// Counting what stood: "how many people were standing still?", "how many cars were parked?".
// Two sources, joined: the tracked things that stood in view (arrived and stayed; from the
// windows they stood through), and what the object detector finds at the same place in frames
// spread across the range (standing-detections.ts) -- what stood since before motion learnt the
// view, and the members of a group motion saw as one blob. A detection at a tracked standing
// thing's place is that thing (or one of the group it was); one elsewhere is one more.
import { clock } from '../answer/format-time.ts';
import { mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import { counted, fitBySize, matching, standPoints, subjectWords, whereWords, words, type Gathered, type Thing } from './plan-things.ts';
import { standingDetections, standingWords, type StandingDetection } from './standing-detections.ts';

/** A detection's centre this close (fraction of the frame) to where a tracked thing stood is that thing, or of its group. */
export const SAME_STAND = 0.15;

type Box = StandingDetection['box'];
const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });

export interface StandingCount {
  /** Each tracked standing thing with the detections at its place (a group the tracker saw as one counts as them). */
  tracked: { thing: Thing; detections: StandingDetection[] }[];
  /** Detections at no tracked thing's place. */
  untracked: StandingDetection[];
  n: number;
}

/** Joins the tracked standing things and the standing detections into one count. */
export function joinStanding(stood: Thing[], detections: StandingDetection[]): StandingCount {
  const tracked = stood.map((thing) => ({ thing, detections: [] as StandingDetection[] }));
  const untracked: StandingDetection[] = [];
  for (const d of detections) {
    const c = centre(d.box);
    let best: (typeof tracked)[number] | undefined, bestD = SAME_STAND;
    for (const t of tracked) {
      if (t.thing.camera !== d.camera) continue;
      for (const p of standPoints(t.thing)) {
        const dist = Math.hypot(p.x - c.x, p.y - c.y);
        if (dist <= bestD) { bestD = dist; best = t; }
      }
    }
    if (best) best.detections.push(d); else untracked.push(d);
  }
  const n = tracked.reduce((a, t) => a + Math.max(1, t.detections.length), 0) + untracked.length;
  return { tracked, untracked, n };
}

/** A stand broken for this long at most, at the same place, is one stand (a tracker that lost the thing for a moment). */
export const STAND_GAP_MS = 60_000;

/**
 * One standing thing the tracker kept as two: stands of one colour at the same place (within
 * SAME_STAND) that overlap in time, or follow each other within STAND_GAP_MS. The longer stays,
 * its stands joined with the other's.
 */
export function joinSameStands(stood: Thing[]): Thing[] {
  const span = (t: Thing) => ({ from: t.standing![0].from, to: t.standing!.at(-1)!.to });
  const near = (a: Thing, b: Thing) => standPoints(a).some((p) => standPoints(b).some((q) => Math.hypot(p.x - q.x, p.y - q.y) <= SAME_STAND));
  const out: Thing[] = [];
  for (const t of [...stood].sort((a, b) => (span(b).to - span(b).from) - (span(a).to - span(a).from))) {
    const one = out.find((o) => o.camera === t.camera && o.colour === t.colour && span(t).from <= span(o).to + STAND_GAP_MS && span(o).from <= span(t).to + STAND_GAP_MS && near(o, t));
    if (!one) { out.push(t); continue; }
    const stands = [...one.standing!, ...t.standing!].sort((a, b) => a.from - b.from);
    out[out.indexOf(one)] = { ...one, first: Math.min(one.first, t.first), last: Math.max(one.last, t.last), standing: stands.reduce<{ from: number; to: number }[]>((acc, x) => {
      const prev = acc.at(-1);
      if (prev && x.from <= prev.to) prev.to = Math.max(prev.to, x.to); else acc.push({ ...x });
      return acc;
    }, []) };
  }
  return out.sort((a, b) => span(a).from - span(b).from);
}

/** The count of what stood in the range, or undefined when neither source found anything standing (the plain count answers). */
export async function countStanding(run: PlanRun, { all, searchCitations, named }: Pick<Gathered, 'all' | 'searchCitations'> & Partial<Pick<Gathered, 'named'>>): Promise<PlanOutcome | undefined> {
  // Of a kind the detector could not name ("how many buses stopped?"), those not far too small or large for one.
  const stood = joinSameStands(fitBySize(run.intent, matching(run, all, { withStill: true }).filter((t) => t.standing?.length), named ?? [], all));
  const { subject } = subjectWords(run);
  const detections = await standingDetections(run, subject, [...all.map((t) => ({ start: t.first, end: t.last })), ...searchCitations]);
  if (!stood.length && !detections.length) return undefined;
  const { tracked, untracked, n } = joinStanding(stood, detections);
  const on = (camera: string) => (run.scope.cameras.length > 1 ? ` on ${camera}` : '');
  const lines = [
    ...tracked.map(({ thing: t, detections: ds }) => {
      const tz = run.zoneOf(t.camera), spans = (t.standing ?? []).map((s) => `${clock(s.from, tz)}–${clock(s.to, tz)}`).join(', ');
      const group = ds.length > 1 ? ` (the detector finds ${ds.length} ${counted(subject, ds.length)} there, which motion saw as one)` : '';
      return `a ${words(t)} standing ${spans}${on(t.camera)}${group}`;
    }),
    ...(untracked.length ? [standingWords(run, untracked)] : []),
  ];
  return {
    answer: `${n} ${counted(subject, n)} ${n === 1 ? 'was' : 'were'} standing still${whereWords(run)} (${run.zone}): ${lines.join('; ')}.` +
      (untracked.length ? ' (What motion did not track stood since before it learnt the view; the object detector found it.)' : ''),
    citations: mergeCitations([
      ...tracked.map(({ thing: t }) => ({ camera: t.camera, start: t.standing![0].from, end: t.standing!.at(-1)!.to + 1 })),
      ...[...untracked, ...tracked.flatMap((t) => t.detections)].map((d) => ({ camera: d.camera, start: d.frames[0], end: d.frames.at(-1)! + 1000 })),
    ]),
    confidence: 2,
    events: tracked.map(({ thing: t }) => ({ camera: t.camera, ts: t.standing![0].from, what: `${words(t)} standing` })),
    count: n,
  };
}
