// The timeline of one recorded segment: the wall-clock time of every frame it holds (its
// start, from the file name, plus the frame's PES time since the first frame), the stretches
// that can be decoded, and the stretches that are there but damaged or unreadable. A segment
// lasts as long as its frames do, never until the next segment starts: a recording that ended
// early (a dropped stream, a crash) leaves a hole that rewind reports.
import { statSync } from 'node:fs';
import { readTsVideo, type AccessUnit, type TsVideoCodec } from '../recorder/ts-reader.ts';
import type { RecordedSegment } from '../recorder/segment-paths.ts';
import { errorMessage } from '../../core/errors.ts';
import type { Span } from './missing-ranges.ts';

export interface UnitMeta { ts: number; pts: number; keyframe: boolean; corrupt: boolean }

export interface SegmentTimeline {
  segment: RecordedSegment;
  codec: TsVideoCodec | undefined;
  /** Decode order; ts is wall-clock ms. */
  units: UnitMeta[];
  /** Typical spacing of frames, ms (how long the last frame lasts). */
  frameMs: number;
  covered: Span[];
  unreadable: (Span & { detail: string })[];
}

/** Reads a segment's timeline; `until` bounds an unreadable file's stretch (next segment, range end). */
export function segmentTimeline(segment: RecordedSegment, until: number): SegmentTimeline {
  let video;
  try {
    video = readTsVideo(segment.path);
  } catch (err) {
    return unreadable(segment, until, `cannot read ${segment.path}: ${errorMessage(err)}`);
  }
  const withPts = video.units;
  if (withPts.length === 0 || !video.codec) {
    const size = statSync(segment.path, { throwIfNoEntry: false })?.size ?? 0;
    return unreadable(segment, until, size === 0 ? `${segment.path} is empty` : `${segment.path} holds no readable video`);
  }
  const base = Math.min(...withPts.map((u) => u.pts));
  const units = withPts.map((u: AccessUnit) => ({ ts: segment.start + (u.pts - base), pts: u.pts, keyframe: u.keyframe, corrupt: u.corrupt }));
  const frameMs = typicalSpacing(units.map((u) => u.ts));
  const damaged = video.damage.skippedBytes > 0 || video.damage.lostPackets > 0;
  const covered = spans(units.filter((u) => !u.corrupt).map((u) => u.ts), frameMs);
  const bad = spans(units.filter((u) => u.corrupt).map((u) => u.ts), frameMs);
  const detail = `${segment.path} is damaged (${video.damage.skippedBytes} bytes out of sync, ${video.damage.lostPackets} video packets lost)`;
  const unreadableSpans = bad.map((s) => ({ ...s, detail }));
  // Frames lost whole to damage leave holes between intact stretches of a damaged file.
  if (damaged) for (let i = 1; i < covered.length; i++) unreadableSpans.push({ from: covered[i - 1].to, to: covered[i].from, detail });
  return { segment, codec: video.codec, units, frameMs, covered, unreadable: unreadableSpans };
}

function unreadable(segment: RecordedSegment, until: number, detail: string): SegmentTimeline {
  return { segment, codec: undefined, units: [], frameMs: 0, covered: [], unreadable: until > segment.start ? [{ from: segment.start, to: until, detail }] : [] };
}

/** Median spacing of consecutive presentation times. */
function typicalSpacing(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  const d: number[] = [];
  for (let i = 1; i < sorted.length; i++) if (sorted[i] > sorted[i - 1]) d.push(sorted[i] - sorted[i - 1]);
  if (d.length === 0) return 1000;
  d.sort((a, b) => a - b);
  return d[Math.floor(d.length / 2)];
}

/** Frames closer than 1.5 spacings belong to one stretch; each frame lasts one spacing. */
function spans(times: number[], frameMs: number): Span[] {
  const out: Span[] = [];
  for (const t of [...times].sort((a, b) => a - b)) {
    const last = out[out.length - 1];
    if (last && t - (last.to - frameMs) <= frameMs * 1.5) last.to = t + frameMs;
    else out.push({ from: t, to: t + frameMs });
  }
  return out;
}
