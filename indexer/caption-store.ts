// Captions on disk beside the windows: DATA/captions/<camera>/<UTC date>.jsonl, one
// captioned window per line (the last line for an id wins, so re-captioning is an upsert),
// plus failed.jsonl for windows whose captioning failed (reason and attempts), so a failure
// is visible and can be retried after a restart.
import { appendFileSync, mkdirSync, readFileSync, existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CaptionedWindowSchema, type CaptionedWindow } from '../core/caption.ts';
import { overlaps } from '../core/window.ts';
import { utcDate } from '../core/time.ts';

export interface CaptionFailure {
  id: string;
  camera: string;
  start: number;
  error: string;
  attempts: number;
  at: number;
  /** Gave up for now (a restart or `vigil caption --retry-failed` tries again). */
  final: boolean;
}

function dir(dataDir: string, camera: string): string {
  return join(dataDir, 'captions', camera);
}

export function appendCaption(dataDir: string, c: CaptionedWindow): void {
  const d = dir(dataDir, c.window.camera);
  mkdirSync(d, { recursive: true });
  appendFileSync(join(d, `${utcDate(c.window.start)}.jsonl`), JSON.stringify(CaptionedWindowSchema.parse(c)) + '\n');
}

export function appendFailure(dataDir: string, f: CaptionFailure): void {
  const d = dir(dataDir, f.camera);
  mkdirSync(d, { recursive: true });
  appendFileSync(join(d, 'failed.jsonl'), JSON.stringify(f) + '\n');
}

let rejected = 0;

/** Lines of the caption files that the last readCaptions() could not read (torn by a crash, or invalid). */
export function lastRejectedCaptionLines(): number {
  return rejected;
}

function readLines<T>(path: string, parse: (v: unknown) => T | undefined, count = false): T[] {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8').split('\n').flatMap((line) => {
    if (!line) return [];
    try {
      const v = parse(JSON.parse(line));
      if (v === undefined && count) rejected++;
      return v === undefined ? [] : [v];
    } catch {
      if (count) rejected++; // a torn line after a crash: skipped, and counted so callers can warn
      return [];
    }
  });
}

/** Captioned windows of a camera overlapping [from, to), by window id (latest wins). */
export function readCaptions(dataDir: string, camera: string, from = -Infinity, to = Infinity): Map<string, CaptionedWindow> {
  const d = dir(dataDir, camera);
  const out = new Map<string, CaptionedWindow>();
  rejected = 0;
  if (!existsSync(d)) return out;
  const DAY = 86_400_000;
  for (const f of readdirSync(d).filter((n) => /^\d{4}-\d{2}-\d{2}\.jsonl$/.test(n)).sort()) {
    const dayStart = Date.parse(`${f.slice(0, 10)}T00:00:00Z`);
    if (!(dayStart < to && dayStart + 2 * DAY > from)) continue;
    for (const c of readLines(join(d, f), (v) => CaptionedWindowSchema.safeParse(v).data, true)) {
      if (overlaps(c.window, from, to)) out.set(c.window.id, c);
    }
  }
  return out;
}

/** The latest failure record per window id that has not been captioned since. */
export function readFailures(dataDir: string, camera: string): CaptionFailure[] {
  const latest = new Map<string, CaptionFailure>();
  for (const f of readLines(join(dir(dataDir, camera), 'failed.jsonl'), (v) => v as CaptionFailure)) latest.set(f.id, f);
  const captioned = readCaptions(dataDir, camera);
  return [...latest.values()].filter((f) => !captioned.has(f.id));
}
