// Deletes what the pipeline derives from footage once it is older than the retention cutoff:
// keyframe JPEGs (DATA/keyframes/<camera>/<date>/…, by the time in their name) and the per-day
// files of the window, caption, rollup and entity stores (DATA/<store>/<camera>/<date>.json[l]).
// A day file goes only when its whole day is past the cutoff and no pin touches that camera-day,
// so what an alert points at stays explainable.
import { existsSync, readdirSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseFileStamp } from '../../core/time.ts';
import { isPinned } from './pin-store.ts';
import type { DeletedCount, Ranges } from './recordings-sweep.ts';

const DAY_MS = 86_400_000;
const DAY_DIR = /^\d{4}-\d{2}-\d{2}$/;
const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.jsonl?$/;

/** The per-day stores retention sweeps, by folder under DATA. */
export const DAY_FILE_STORES = ['windows', 'captions', 'rollups', 'entities'] as const;
export type DayFileStore = (typeof DAY_FILE_STORES)[number];

function removeFile(path: string, count: DeletedCount): void {
  const bytes = statSync(path, { throwIfNoEntry: false })?.size;
  if (bytes === undefined) return;
  rmSync(path, { force: true });
  count.files++;
  count.bytes += bytes;
}

const subdirs = (dir: string) => (existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : []);

/** Keyframes older than the cutoff that no pin covers. */
export function sweepKeyframes(dataDir: string, cutoff: number, pins: Ranges): DeletedCount {
  const count: DeletedCount = { files: 0, bytes: 0 };
  const root = join(dataDir, 'keyframes');
  for (const camera of subdirs(root)) {
    for (const day of subdirs(join(root, camera)).filter((d) => DAY_DIR.test(d))) {
      // Days that start after the cutoff hold nothing to delete; skip listing them.
      if (Date.parse(`${day}T00:00:00Z`) >= cutoff) continue;
      const dir = join(root, camera, day);
      for (const f of readdirSync(dir)) {
        const ts = parseFileStamp(f);
        if (ts !== undefined && ts < cutoff && !isPinned(pins, camera, ts, ts + 1)) removeFile(join(dir, f), count);
      }
      try { rmdirSync(dir); } catch { /* still holds pinned or newer frames */ }
    }
  }
  return count;
}

/** Day files of one store whose whole day is before the cutoff and that no pin touches. */
export function sweepDayFiles(dataDir: string, store: DayFileStore, cutoff: number, pins: Ranges): DeletedCount {
  const count: DeletedCount = { files: 0, bytes: 0 };
  const root = join(dataDir, store);
  for (const camera of subdirs(root)) {
    for (const f of readdirSync(join(root, camera))) {
      const day = DAY_FILE.exec(f)?.[1];
      if (!day) continue;
      const dayStart = Date.parse(`${day}T00:00:00Z`);
      if (dayStart + DAY_MS <= cutoff && !isPinned(pins, camera, dayStart, dayStart + DAY_MS)) removeFile(join(root, camera, f), count);
    }
  }
  return count;
}
