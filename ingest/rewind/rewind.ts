// Rewind: decodes frames from the recordings for a time range at a chosen rate and size, so
// the agent (and a person) can look at the footage again in more detail than indexing used.
// Recordings are the source of truth: a segment's file name carries its start time and each
// frame's PES timestamp its offset from there, so every frame is labelled with the time it
// shows, across corrupt stretches and at any rate. Parts of the range without footage are
// reported with their reason (camera gap, crash, unreadable, deleted, never recorded); a bad
// segment costs only its own stretch.
import { readFileSync } from 'node:fs';
import { listSegments, type RecordedSegment } from '../recorder/segment-paths.ts';
import { parseTsVideo } from '../recorder/ts-reader.ts';
import { readGaps, readDeletions } from '../camera/gap-log.ts';
import { UserError, errorMessage } from '../../core/errors.ts';
import { checkCameraId } from '../../core/camera-id.ts';
import { segmentTimeline, type SegmentTimeline } from './segment-timeline.ts';
import { decodeFrames } from './segment-decoder.ts';
import { missingRanges, type MissingRange, type Span } from './missing-ranges.ts';

export type { MissingRange, MissingReason } from './missing-ranges.ts';

export interface RewindOptions {
  dataDir: string;
  camera: string;
  from: number;
  to: number;
  /** Frames per second to decode (default 2). */
  fps?: number;
  /** Width of the JPEGs (height keeps the aspect ratio; default 640). */
  width?: number;
  /** At most this many frames, spread evenly over the range (default 50). */
  maxFrames?: number;
  quality?: number;
  /** Cancels the decode (a tool timeout, Ctrl-C): the pipeline stops and rewind rejects with the reason. */
  signal?: AbortSignal;
}

export interface RewindFrame {
  ts: number;
  jpeg: Buffer;
  segment: string;
}

export interface RewindResult {
  frames: RewindFrame[];
  /** Parts of [from, to) without footage, oldest first, each with its reason. */
  missing: MissingRange[];
}

interface Wanted { timeline: SegmentTimeline; ts: number; pts: number }

export async function rewind(o: RewindOptions): Promise<RewindResult> {
  const fps = o.fps ?? 2, width = o.width ?? 640, maxFrames = o.maxFrames ?? 50;
  checkCameraId(o.camera);
  if (!(o.to > o.from)) throw new UserError('rewind: the range is empty (from must be before to)');
  if (!(fps > 0 && fps <= 30)) throw new UserError('rewind: fps must be between 0 and 30');
  if (!(width >= 32 && width <= 3840) || width % 2) throw new UserError('rewind: width must be an even number from 32 to 3840');
  const all = listSegments(o.dataDir, o.camera);
  const segments = listSegments(o.dataDir, o.camera, o.from, o.to);
  const gaps = readGaps(o.dataDir, o.camera);
  const timelines = segments.map((s) => segmentTimeline(s, boundAfter(s, all, gaps, o.to)));
  const wanted = spread(pickFrames(timelines, o.from, o.to, 1000 / fps), maxFrames);
  const { frames, failed } = await decodeWanted(wanted, width, o.quality ?? 90, o.signal);
  const recorded = recordedExtent(all);
  const missing = missingRanges({
    from: o.from, to: o.to,
    covered: timelines.flatMap((t) => t.covered).flatMap((s) => subtractFailed(s, failed)),
    unreadable: [...timelines.flatMap((t) => t.unreadable), ...failed],
    gaps, deleted: readDeletions(o.dataDir, o.camera), ...recorded,
  });
  return { frames, missing };
}

/** Where an unreadable segment's stretch ends: the next segment, the next gap, or the range end. */
function boundAfter(s: RecordedSegment, all: RecordedSegment[], gaps: { start: number }[], to: number): number {
  const next = all.find((x) => x.start > s.start)?.start ?? Infinity;
  const gap = gaps.filter((g) => g.start > s.start).reduce((m, g) => Math.min(m, g.start), Infinity);
  return Math.min(next, gap, to);
}

/**
 * One frame per 1/fps on a grid anchored at `from`: for each point, the first recorded frame
 * at or after it, or up to half a source frame before it (the nearer one when the source
 * frames straddle the point). Frames keep their true times, so spacing follows the source.
 */
function pickFrames(timelines: SegmentTimeline[], from: number, to: number, periodMs: number): Wanted[] {
  const candidates = timelines.flatMap((timeline) => timeline.units.filter((u) => !u.corrupt && u.ts >= from && u.ts < to)
    .map((u) => ({ timeline, ts: u.ts, pts: u.pts, slack: Math.min(periodMs, timeline.frameMs) / 2 })));
  candidates.sort((a, b) => a.ts - b.ts);
  const out: Wanted[] = [];
  let next = from;
  for (const c of candidates) {
    if (c.ts < next - c.slack) continue;
    out.push({ timeline: c.timeline, ts: c.ts, pts: c.pts });
    next = from + (Math.floor((c.ts + c.slack - from) / periodMs + 1e-9) + 1) * periodMs;
  }
  return out;
}

async function decodeWanted(wanted: Wanted[], width: number, quality: number, signal?: AbortSignal): Promise<{ frames: RewindFrame[]; failed: (Span & { detail: string })[] }> {
  const frames: RewindFrame[] = [], failed: (Span & { detail: string })[] = [];
  for (const timeline of new Set(wanted.map((w) => w.timeline))) {
    signal?.throwIfAborted();
    const mine = wanted.filter((w) => w.timeline === timeline);
    const path = timeline.segment.path;
    let got: Awaited<ReturnType<typeof decodeFrames>>;
    try {
      // Read again rather than keep every segment's bytes of a long range in memory.
      const units = parseTsVideo(readFileSync(path)).units;
      got = await decodeFrames({ path, codec: timeline.codec!, units, wanted: new Set(mine.map((w) => w.pts)), width, quality, signal });
    } catch (err) {
      got = { frames: [], error: err as Error };
    }
    // Cancelled (a tool timeout, Ctrl-C): that is the caller's answer, not an unreadable file.
    signal?.throwIfAborted();
    const byPts = new Map(mine.map((w) => [w.pts, w]));
    for (const f of got.frames) frames.push({ ts: byPts.get(f.pts)!.ts, jpeg: f.jpeg, segment: path });
    if (got.error) {
      // What decoded before the failure stays; the rest of this segment's wanted stretch is unreadable.
      const last = got.frames.reduce((m, f) => Math.max(m, byPts.get(f.pts)!.ts), -Infinity);
      const end = Math.max(...timeline.covered.map((c) => c.to));
      const from = Number.isFinite(last) ? last + timeline.frameMs : timeline.segment.start;
      if (end > from) failed.push({ from, to: end, detail: `${path} could not be decoded: ${errorMessage(got.error)}` });
    }
  }
  return { frames: frames.sort((a, b) => a.ts - b.ts), failed };
}

function subtractFailed(s: Span, failed: Span[]): Span[] {
  let pieces = [s];
  for (const f of failed) pieces = pieces.flatMap((p) => (f.to <= p.from || f.from >= p.to ? [p] : [
    ...(f.from > p.from ? [{ from: p.from, to: f.from }] : []), ...(f.to < p.to ? [{ from: f.to, to: p.to }] : []),
  ]));
  return pieces;
}

/** The camera's first recorded instant and the start of its newest segment (cheap: file names only). */
function recordedExtent(all: RecordedSegment[]): { recordedFrom?: number; recordedTo?: number } {
  return all.length ? { recordedFrom: all[0].start, recordedTo: all[all.length - 1].start } : {};
}

function spread<T>(items: T[], max: number): T[] {
  if (items.length <= max) return items;
  const step = items.length / max;
  return Array.from({ length: max }, (_, i) => items[Math.floor(i * step)]);
}
