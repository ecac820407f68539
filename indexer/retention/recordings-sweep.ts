// Deletes recorded segments: those older than the retention cutoff, then — while recordings
// exceed the disk budget — the oldest remaining ones. Never the newest segment of a camera
// (the recorder may be writing it) and never one overlapping a pinned range. A segment runs
// until the next one starts; after a restart that overstates its end, which only keeps more.
import { existsSync, readdirSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { listSegments } from '../../ingest/index.ts';
import { isPinned } from './pin-store.ts';

export interface SegmentFile {
  camera: string;
  path: string;
  start: number;
  /** Start of the next segment; undefined for the newest (open) one. */
  end: number | undefined;
  bytes: number;
}

export interface DeletedCount {
  files: number;
  bytes: number;
}

export type Ranges = { camera: string; from: number; to: number }[];

export function scanSegments(dataDir: string): SegmentFile[] {
  const root = join(dataDir, 'recordings');
  if (!existsSync(root)) return [];
  const out: SegmentFile[] = [];
  for (const camera of readdirSync(root).sort()) {
    const segs = listSegments(dataDir, camera);
    segs.forEach((s, i) => {
      const bytes = statSync(s.path, { throwIfNoEntry: false })?.size;
      if (bytes !== undefined) out.push({ camera, path: s.path, start: s.start, end: segs[i + 1]?.start, bytes });
    });
  }
  return out;
}

function deletable(s: SegmentFile, pins: Ranges): s is SegmentFile & { end: number } {
  return s.end !== undefined && !isPinned(pins, s.camera, s.start, s.end);
}

function remove(s: SegmentFile, count: DeletedCount): void {
  rmSync(s.path, { force: true });
  count.files++;
  count.bytes += s.bytes;
  // An emptied day folder goes too; a non-empty one stays (rmdir refuses).
  try { rmdirSync(dirname(s.path)); } catch { /* not empty */ }
}

export interface RecordingsSweep {
  aged: DeletedCount;
  budget: DeletedCount;
  /** Bytes of recordings left. */
  remainingBytes: number;
  /** Bytes still over budget that pins or open segments hold; 0 when within budget. */
  overBudgetBytes: number;
  keptForPins: number;
}

export function sweepRecordings(dataDir: string, cutoff: number, budgetBytes: number | undefined, pins: Ranges): RecordingsSweep {
  const aged: DeletedCount = { files: 0, bytes: 0 }, budget: DeletedCount = { files: 0, bytes: 0 };
  const keep: SegmentFile[] = [];
  let keptForPins = 0;
  for (const s of scanSegments(dataDir)) {
    const old = s.end !== undefined && s.end <= cutoff;
    if (old && deletable(s, pins)) remove(s, aged);
    else {
      if (old) keptForPins++;
      keep.push(s);
    }
  }
  let total = keep.reduce((sum, s) => sum + s.bytes, 0);
  if (budgetBytes !== undefined && total > budgetBytes) {
    for (const s of [...keep].sort((a, b) => a.start - b.start || a.path.localeCompare(b.path))) {
      if (total <= budgetBytes) break;
      if (!deletable(s, pins)) {
        if (s.end !== undefined) keptForPins++;
        continue;
      }
      remove(s, budget);
      total -= s.bytes;
    }
  }
  return { aged, budget, remainingBytes: total, overBudgetBytes: budgetBytes === undefined ? 0 : Math.max(0, total - budgetBytes), keptForPins };
}
