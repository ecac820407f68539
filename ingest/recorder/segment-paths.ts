// Where recordings live: DATA/recordings/<camera>/<UTC date>/<camera>-<UTC stamp>.ts.
// The file name carries the segment's start time, so the recordings are their own index.
import { join, basename } from 'node:path';
import { readdirSync, existsSync } from 'node:fs';
import { fileStamp, parseFileStamp, utcDate } from '../../core/time.ts';
import { checkCameraId } from '../../core/camera-id.ts';

export function recordingsDir(dataDir: string, camera: string): string {
  return join(dataDir, 'recordings', checkCameraId(camera));
}

export function incomingDir(dataDir: string, camera: string): string {
  return join(recordingsDir(dataDir, camera), '.incoming');
}

export function segmentPath(dataDir: string, camera: string, startMs: number): string {
  return join(recordingsDir(dataDir, camera), utcDate(startMs), `${camera}-${fileStamp(startMs)}.ts`);
}

export interface RecordedSegment {
  path: string;
  start: number;
}

/** All segments of a camera, oldest first, optionally only those that may overlap [from, to). */
export function listSegments(dataDir: string, camera: string, from = -Infinity, to = Infinity): RecordedSegment[] {
  const root = recordingsDir(dataDir, camera);
  if (!existsSync(root)) return [];
  const out: RecordedSegment[] = [];
  for (const day of readdirSync(root).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d)).sort()) {
    for (const f of readdirSync(join(root, day)).filter((n) => n.endsWith('.ts')).sort()) {
      const start = parseFileStamp(basename(f));
      if (start !== undefined) out.push({ path: join(root, day, f), start });
    }
  }
  out.sort((a, b) => a.start - b.start);
  // A segment may overlap `from` if the next one starts after `from`.
  return out.filter((s, i) => s.start < to && (out[i + 1]?.start ?? Infinity) > from);
}
