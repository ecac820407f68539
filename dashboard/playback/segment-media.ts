// Facts about recorded segments that playback needs: which segments cover [from, to) and how
// long each is. Durations come from ffprobe (a segment ends at its last frame, not where the
// next begins: there may be a gap), cached by path, size and mtime so a growing open segment
// is probed again and a closed one only once.
import { execFile } from 'node:child_process';
import { statSync } from 'node:fs';
import { promisify } from 'node:util';
import { listSegments, type RecordedSegment } from '../../ingest/recorder/segment-paths.ts';
import { SystemError } from '../../core/errors.ts';

const run = promisify(execFile);
const cache = new Map<string, number>();

export interface TimedSegment extends RecordedSegment {
  /** Seconds of media in the file. */
  duration: number;
  /** Epoch ms of its end (start + duration). */
  end: number;
  name: string;
}

export async function segmentDuration(path: string): Promise<number> {
  const st = statSync(path);
  const key = `${path}|${st.size}|${st.mtimeMs}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  let out: string;
  try {
    ({ stdout: out } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', path], { timeout: 10_000 }));
  } catch (err) {
    throw new SystemError(`cannot read the recording ${path.split('/').pop()}: ${(err as Error).message.split('\n')[0]}`, { cause: err });
  }
  const d = Number(out.trim());
  const duration = Number.isFinite(d) ? d : 0;
  if (cache.size > 20_000) cache.clear();
  cache.set(key, duration);
  return duration;
}

/** Segments that overlap [from, to), with durations, oldest first (empty ones skipped). */
export async function segmentsCovering(dataDir: string, camera: string, from: number, to: number): Promise<TimedSegment[]> {
  const out: TimedSegment[] = [];
  for (const s of listSegments(dataDir, camera, from, to)) {
    const duration = await segmentDuration(s.path);
    const end = s.start + duration * 1000;
    if (duration <= 0 || end <= from || s.start >= to) continue;
    out.push({ ...s, duration, end, name: s.path.split('/').pop()! });
  }
  return out;
}
