// Which way a crowd went, for "which way were the people walking?": the tracker follows the
// few blobs it can separate (three of a hall's forty walkers), so the recording is rewound
// where they moved and the inspector's block flow says how much of all the movement went each
// way. A way carries a real share at FLOW_SHARE of the moving blocks; the answer says "both
// ways" when two opposite ways do.
import type { Citation } from '../result.ts';
import { rewindTool } from '../tools/rewind-tool.ts';
import type { Flow } from '../inspect/inspector.ts';
import { clock } from '../answer/format-time.ts';
import { iso, lookFor, mergeCitations, type PlanOutcome, type PlanRun } from './plan-run.ts';
import type { Thing } from './plan-things.ts';

type Way = keyof Flow['ways'];

/** A way named in the answer: at least this share of the blocks that moved. */
export const FLOW_SHARE = 0.3;
/** Fewer moving blocks than this over the frames is too little movement to say a crowd went any way. */
const MIN_VECTORS = 200;
/** Rewound at the agent's rewind rate: this much footage in one piece, or pieces of PIECE_MS from the longest spans. */
const WHOLE_MS = 12_500, PIECE_MS = 3000, MAX_PIECES = 4;

const way = (d: string) => d.replace(/-/g, ' ');
const OPPOSITE: Record<Way, Way> = { 'left-to-right': 'right-to-left', 'right-to-left': 'left-to-right', 'top-to-bottom': 'bottom-to-top', 'bottom-to-top': 'top-to-bottom' };

export interface CrowdFlow { camera: string; flow: Flow; frames: number; from: number; to: number }

/** Ranges to rewind on one camera: where its moving things were, merged; long spans cut to pieces from their middles. */
export function flowRanges(things: Thing[], scope: { from: number; to: number }): { from: number; to: number }[] {
  const spans = things.map((t) => ({ from: Math.max(scope.from, t.first), to: Math.min(scope.to, t.last + 1000) })).filter((s) => s.to > s.from)
    .sort((a, b) => a.from - b.from);
  const merged: { from: number; to: number }[] = [];
  for (const s of spans) {
    const last = merged.at(-1);
    if (last && s.from <= last.to) last.to = Math.max(last.to, s.to);
    else merged.push({ ...s });
  }
  const total = merged.reduce((n, s) => n + s.to - s.from, 0);
  if (total <= WHOLE_MS) return merged;
  return [...merged].sort((a, b) => (b.to - b.from) - (a.to - a.from)).slice(0, MAX_PIECES).map((s) => {
    const mid = (s.from + s.to) / 2, half = Math.min(PIECE_MS, s.to - s.from) / 2;
    return { from: Math.round(mid - half), to: Math.round(mid + half) };
  }).sort((a, b) => a.from - b.from);
}

/**
 * The block flow on each camera the moving things were on, where they or anything tracked at
 * the same time were: a crowd's other walkers may have been tracked as things of another
 * kind, or standing.
 */
export async function measureFlow(run: PlanRun, moving: Thing[], all: Thing[]): Promise<CrowdFlow[]> {
  const out: CrowdFlow[] = [];
  for (const camera of [...new Set(moving.map((t) => t.camera))]) {
    const mine = moving.filter((t) => t.camera === camera);
    const overlaps = (t: Thing) => mine.some((m) => t.first <= m.last && t.last >= m.first);
    const ranges = flowRanges(all.filter((t) => t.camera === camera && overlaps(t)), run.scope);
    if (!ranges.length) continue;
    const r = await run.call(rewindTool, {
      camera, ranges: ranges.map((x) => ({ from: iso(x.from), to: iso(x.to) })), question: 'Which way is the movement going?',
      look: lookFor('direction', { labels: run.intent.labels, query: run.intent.query }), maxFrames: 50,
    });
    const ins = r.data?.inspection;
    if (ins?.flow) out.push({ camera, flow: ins.flow, frames: ins.frames, from: ins.from, to: ins.to });
  }
  return out;
}

/** The ways with a real share of the movement, largest first; none when there was too little of it. */
export function mainWays(flow: Flow): { way: Way; share: number }[] {
  if (flow.vectors < MIN_VECTORS) return [];
  return (Object.entries(flow.ways) as [Way, number][]).map(([w, n]) => ({ way: w, share: n / flow.vectors }))
    .filter((w) => w.share >= FLOW_SHARE).sort((a, b) => b.share - a.share);
}

/**
 * The answer from the flow, when it says something the tracks do not: a way with a real share
 * of the movement that no tracked thing went (the crowd the tracker merged), or the tracks'
 * only way without one. Undefined when the flow agrees with the tracks, or is too thin.
 */
export function flowAnswer(run: PlanRun, flows: CrowdFlow[], moving: Thing[], subject: string): PlanOutcome | undefined {
  const f = flows.sort((a, b) => b.flow.vectors - a.flow.vectors)[0];
  const ways = f ? mainWays(f.flow) : [];
  if (!ways.length) return undefined;
  const tracked = new Set(moving.filter((t) => t.camera === f.camera).map((t) => t.direction));
  const disagrees = ways.some((w) => !tracked.has(w.way)) || [...tracked].some((d) => !ways.some((w) => w.way === d));
  if (!disagrees) return undefined;
  const tz = run.zoneOf(f.camera);
  const pct = (s: number) => `${Math.round(s * 100)} %`;
  const both = ways.length >= 2 && OPPOSITE[ways[0].way] === ways[1].way;
  const many = cap(plural(subject));
  const lead = ways.length === 1 ? `${many} went ${way(ways[0].way)}` : `${many} went ${both ? 'both ways' : `${ways.length} ways`}`;
  const shares = ways.map((w, i) => `${pct(w.share)}${i === 0 ? ' of the movement' : ''} ${way(w.way)}`).join(', ');
  const minor = (Object.entries(f.flow.ways) as [Way, number][]).filter(([w, n]) => !ways.some((x) => x.way === w) && n / f.flow.vectors >= 0.1)
    .map(([w, n]) => `${pct(n / f.flow.vectors)} ${way(w)}`);
  const trackedWords = moving.length ? ` The tracker could follow only ${moving.length} of them on their own (${[...tracked].map(way).join(', ')}).` : '';
  const citations: Citation[] = ways.flatMap((w) => {
    const s = f.flow.spans[w.way];
    return s ? [{ camera: f.camera, start: s.first, end: s.last + 1 }] : [];
  });
  return {
    answer: `${lead}: ${shares}${minor.length ? ` (and ${minor.join(', ')})` : ''}, measured block by block over ${f.frames} frames of the recording ` +
      `${clock(f.from, tz)}–${clock(f.to, tz)} ${tz}${run.scope.cameras.length > 1 ? ` on ${f.camera}` : ''}.${trackedWords}`,
    citations: mergeCitations(citations.length ? citations : [{ camera: f.camera, start: f.from, end: f.to + 1 }]),
    confidence: 2,
    events: ways.map((w) => ({ camera: f.camera, ts: f.flow.spans[w.way]?.first ?? f.from, what: `movement ${way(w.way)}` })),
  };
}

const cap = (s: string) => `${s[0].toUpperCase()}${s.slice(1)}`;
const plural = (s: string) => (/\bperson$/.test(s) ? s.replace(/person$/, 'people') : `${s}s`);
