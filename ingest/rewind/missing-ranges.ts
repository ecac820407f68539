// Which parts of a rewound range have no footage, and why: the camera was out (a gap event in
// DATA/events/<camera>.jsonl), vigil itself was down (a hole between recordings with no gap
// event: a crash or kill), the recording is there but cannot be decoded (corrupt or empty),
// retention deleted it (its deletion record), or nothing was ever recorded.
import type { GapEvent } from '../../core/types.ts';

export type MissingReason = 'gap' | 'crash' | 'unreadable' | 'deleted' | 'never-recorded';

export interface Span { from: number; to: number }

export interface MissingRange extends Span {
  reason: MissingReason;
  /** Why, in words: the gap's reason, the file that could not be read. */
  detail?: string;
}

export interface CoverageFacts {
  from: number;
  to: number;
  /** What decoded (or will): union of the segments' intact stretches. */
  covered: Span[];
  /** Recorded but undecodable stretches, with the reason. */
  unreadable: (Span & { detail: string })[];
  gaps: GapEvent[];
  deleted: Span[];
  /** First and last recorded instants of the camera overall (for crash vs never recorded). */
  recordedFrom?: number;
  recordedTo?: number;
}

/** Holes shorter than this are frame spacing or segment-boundary rounding, not missing footage. */
const MIN_HOLE_MS = 1000;

export function missingRanges(f: CoverageFacts): MissingRange[] {
  const covered = union(f.covered.map((s) => clip(s, f.from, f.to)).filter(nonEmpty));
  const out: MissingRange[] = [];
  for (const u of mergeUnreadable(f.unreadable)) {
    for (const piece of subtract(clip(u, f.from, f.to), covered)) out.push({ ...piece, reason: 'unreadable', detail: u.detail });
  }
  const known = union([...covered, ...out]);
  for (const hole of subtract({ from: f.from, to: f.to }, known)) {
    if (hole.to - hole.from < MIN_HOLE_MS) continue;
    out.push({ ...hole, ...classify(hole, f) });
  }
  return out.sort((a, b) => a.from - b.from);
}

/** Overlapping unreadable stretches become one (the first one's detail says why). */
function mergeUnreadable(list: (Span & { detail: string })[]): (Span & { detail: string })[] {
  const out: (Span & { detail: string })[] = [];
  for (const u of [...list].filter(nonEmpty).sort((a, b) => a.from - b.from)) {
    const last = out[out.length - 1];
    if (last && u.from <= last.to) last.to = Math.max(last.to, u.to);
    else out.push({ ...u });
  }
  return out;
}

function classify(hole: Span, f: CoverageFacts): { reason: MissingReason; detail?: string } {
  const gap = f.gaps.filter((g) => g.start < hole.to && g.end > hole.from)
    .sort((a, b) => overlap(b, hole) - overlap(a, hole))[0];
  if (gap) return { reason: 'gap', detail: gap.reason };
  if (f.deleted.some((d) => d.from < hole.to && d.to > hole.from)) return { reason: 'deleted', detail: 'deleted by retention' };
  const between = f.recordedFrom !== undefined && f.recordedTo !== undefined && f.recordedFrom < hole.from && f.recordedTo >= hole.to;
  return between
    ? { reason: 'crash', detail: 'no recording and no gap on record: vigil or its camera worker was not running' }
    : { reason: 'never-recorded' };
}

function overlap(g: GapEvent, s: Span): number {
  return Math.min(g.end, s.to) - Math.max(g.start, s.from);
}

function clip(s: Span, from: number, to: number): Span {
  return { from: Math.max(s.from, from), to: Math.min(s.to, to) };
}

function nonEmpty(s: Span): boolean {
  return s.to > s.from;
}

export function union(spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const s of [...spans].filter(nonEmpty).sort((a, b) => a.from - b.from)) {
    const last = out[out.length - 1];
    if (last && s.from <= last.to) last.to = Math.max(last.to, s.to);
    else out.push({ from: s.from, to: s.to });
  }
  return out;
}

/** s minus the (sorted, disjoint) spans. */
export function subtract(s: Span, spans: Span[]): Span[] {
  const out: Span[] = [];
  let at = s.from;
  for (const c of spans) {
    if (c.to <= at || c.from >= s.to) continue;
    if (c.from > at) out.push({ from: at, to: c.from });
    at = Math.max(at, c.to);
  }
  if (s.to > at) out.push({ from: at, to: s.to });
  return out.filter(nonEmpty);
}
