// Closed windows on disk: DATA/windows/<camera>/<UTC date>.jsonl, appended as each window
// closes (before it is published), so a restart never loses a window that had closed.
// Reads tolerate a torn last line and repeated ids (the last copy wins: upserts).
import { appendFileSync, mkdirSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { WindowSchema, overlaps, type Window } from '../../core/window.ts';
import { utcDate } from '../../core/time.ts';

const DAY_MS = 86_400_000;

export function windowsDir(dataDir: string, camera: string): string {
  return join(dataDir, 'windows', camera);
}

export function appendWindow(dataDir: string, window: Window): void {
  const dir = windowsDir(dataDir, window.camera);
  mkdirSync(dir, { recursive: true });
  appendFileSync(join(dir, `${utcDate(window.start)}.jsonl`), JSON.stringify(WindowSchema.parse(window)) + '\n');
}

export function listCameras(dataDir: string): string[] {
  const root = join(dataDir, 'windows');
  return existsSync(root) ? readdirSync(root).sort() : [];
}

/** Lines of the store that failed validation on the last read (logged by callers that care). */
export let lastRejectedLines = 0;

/** Windows of a camera overlapping [from, to), oldest first. */
export function readWindows(dataDir: string, camera: string, from = -Infinity, to = Infinity): Window[] {
  lastRejectedLines = 0;
  const dir = windowsDir(dataDir, camera);
  if (!existsSync(dir)) return [];
  const days = readdirSync(dir).filter((f) => /^\d{4}-\d{2}-\d{2}\.jsonl$/.test(f)).sort();
  // A window starts on its file's day and may run into the next (idle windows are <= 1 day).
  const wanted = days.filter((f) => {
    const dayStart = Date.parse(`${f.slice(0, 10)}T00:00:00Z`);
    return dayStart < to && dayStart + 2 * DAY_MS > from;
  });
  const byId = new Map<string, Window>();
  for (const f of wanted) {
    for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
      if (!line) continue;
      let parsed;
      try {
        parsed = WindowSchema.safeParse(JSON.parse(line));
      } catch {
        lastRejectedLines++;
        continue; // torn line after a crash
      }
      if (!parsed.success) lastRejectedLines++;
      else if (overlaps(parsed.data, from, to)) byId.set(parsed.data.id, parsed.data);
    }
  }
  return [...byId.values()].sort((a, b) => a.start - b.start);
}
