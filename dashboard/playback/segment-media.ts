// Facts about recorded segments that playback needs: which segments cover [from, to) and how
// long each is. Durations come from ffprobe (a segment ends at its last frame, not where the
// next begins: there may be a gap), cached by path, size and mtime so a growing open segment
// is probed again and a closed one only once.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';
import { listSegments, type RecordedSegment } from '../../ingest/index.ts';
import { SystemError } from '../../core/errors.ts';

const run = promisify(execFile);
const cache = new Map<string, { duration: number; startTime: number }>();

export interface TimedSegment extends RecordedSegment {
  /** Seconds of media in the file. */
  duration: number;
  /** The file's first timestamp, seconds (MPEG-TS timestamps do not start at 0). */
  startTime: number;
  /** Epoch ms of its end (start + duration). */
  end: number;
  name: string;
}

export async function segmentDuration(path: string): Promise<number> {
  return (await segmentTiming(path)).duration;
}

export async function segmentTiming(path: string): Promise<{ duration: number; startTime: number }> {
  const st = statSync(path);
  const key = `${path}|${st.size}|${st.mtimeMs}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let out: string;
  try {
    ({ stdout: out } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration,start_time', '-of', 'json', path], { timeout: 10_000 }));
  } catch (err) {
    throw new SystemError(`cannot read the recording ${path.split('/').pop()}: ${(err as Error).message.split('\n')[0]}`, { cause: err });
  }
  const f = (JSON.parse(out) as { format?: { duration?: string; start_time?: string } }).format ?? {};
  const d = Number(f.duration), t = Number(f.start_time);
  const timing = { duration: Number.isFinite(d) ? d : 0, startTime: Number.isFinite(t) ? t : 0 };
  if (cache.size > 20_000) cache.clear();
  cache.set(key, timing);
  return timing;
}

/**
 * Segments that overlap [from, to), with durations, oldest first (empty ones skipped).
 * `skip` leaves out a segment before it is probed (a live playlist's open segment: probing a
 * growing file would cost an ffprobe on every reload).
 */
export async function segmentsCovering(dataDir: string, camera: string, from: number, to: number, skip?: (path: string) => boolean): Promise<TimedSegment[]> {
  const out: TimedSegment[] = [];
  for (const s of listSegments(dataDir, camera, from, to)) {
    if (skip?.(s.path)) continue;
    const { duration, startTime } = await segmentTiming(s.path);
    const end = s.start + duration * 1000;
    if (duration <= 0 || end <= from || s.start >= to) continue;
    out.push({ ...s, duration, startTime, end, name: s.path.split('/').pop()! });
  }
  return out;
}
