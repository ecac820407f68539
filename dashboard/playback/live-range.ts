// Which playlist a camera's [from, to) gets at `now` (see hls-playlist.ts): the segments it
// lists, its type, and whether it has ended. A live range lists closed segments only: the
// camera's newest segment is still being written while the camera records, or while its file
// changed within a segment's length (the recorder may just have stopped).
import { statSync } from 'node:fs';
import { segmentsCovering, type TimedSegment } from './segment-media.ts';
import type { PlaylistOptions } from './hls-playlist.ts';
import { listSegments } from '../../ingest/index.ts';

/** A range that ended less than this long ago is still served as an EVENT playlist. */
export const LIVE_GRACE_MS = 10 * 60_000;

export interface RangePlaylist extends PlaylistOptions {
  segments: TimedSegment[];
}

export interface LiveRangeInput {
  dataDir: string;
  camera: string;
  from: number;
  /** Undefined: the range has no end (watch live). */
  to?: number;
  now: number;
  /** ingest.segmentSeconds: how long a segment stays open. */
  segmentSeconds: number;
  /** The camera's pipeline is running (its newest segment is open). */
  recording: boolean;
}

export async function rangePlaylist(r: LiveRangeInput): Promise<RangePlaylist> {
  const end = r.to ?? Infinity;
  if (end <= r.now - LIVE_GRACE_MS) {
    return { type: 'VOD', ended: true, segments: await segmentsCovering(r.dataDir, r.camera, r.from, end) };
  }
  const open = openSegment(r);
  const segments = await segmentsCovering(r.dataDir, r.camera, r.from, Math.min(end, r.now), (p) => p === open);
  // Over once the range has passed and nothing that starts inside it is still being written.
  const openInside = open !== undefined && listSegments(r.dataDir, r.camera, r.from, end).some((s) => s.path === open);
  return { type: 'EVENT', ended: end <= r.now && !openInside, segments, minTargetSeconds: r.segmentSeconds + 1 };
}

/** The path of the camera's newest segment when it is still being written. */
function openSegment(r: LiveRangeInput): string | undefined {
  const newest = listSegments(r.dataDir, r.camera, r.now - 24 * 3600_000, Infinity).at(-1);
  if (!newest) return undefined;
  if (r.recording) return newest.path;
  try {
    return r.now - statSync(newest.path).mtimeMs < (r.segmentSeconds + 2) * 1000 ? newest.path : undefined;
  } catch {
    return undefined; // deleted by retention meanwhile
  }
}
