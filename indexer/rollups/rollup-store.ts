// Rollups on disk: DATA/rollups/<camera>/<UTC date>.json, one document per camera and day
// holding the window facts, the day rollup and its hour rollups. Read by global browsing
// (agent, dashboard, CLI) through readRollups.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { RollupDayFileSchema, type Rollup, type RollupDayFile } from './rollup-schema.ts';
import { readJsonFile, writeJsonAtomic } from './json-file.ts';

const DAY_MS = 86_400_000;
const DATE_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

export function rollupsDir(dataDir: string, camera?: string): string {
  return camera === undefined ? join(dataDir, 'rollups') : join(dataDir, 'rollups', camera);
}

export function rollupFilePath(dataDir: string, camera: string, date: string): string {
  return join(rollupsDir(dataDir, camera), `${date}.json`);
}

export function readRollupDay(dataDir: string, camera: string, date: string): RollupDayFile | undefined {
  return readJsonFile(rollupFilePath(dataDir, camera, date), RollupDayFileSchema);
}

export function writeRollupDay(dataDir: string, file: RollupDayFile): void {
  writeJsonAtomic(rollupFilePath(dataDir, file.camera, file.date), RollupDayFileSchema.parse(file));
}

/** UTC dates (YYYY-MM-DD) with a rollup file for the camera, oldest first. */
export function rollupDates(dataDir: string, camera: string): string[] {
  const dir = rollupsDir(dataDir, camera);
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((f) => DATE_FILE.exec(f)?.[1] ?? []).sort();
}

export interface ReadRollupsOptions {
  /** Only hour or only day rollups; both by default. */
  granularity?: 'hour' | 'day';
}

function withWritten(r: Rollup, file: RollupDayFile): Rollup {
  const w = file.written[`${r.granularity}:${r.start}`];
  return w && w.windows === r.windows ? { ...r, written: w } : r;
}

/**
 * Rollups overlapping [from, to) of one camera (or every camera), ordered by camera, start,
 * then day before its hours. A chat-model summary is attached only while it is current.
 */
export function readRollups(dataDir: string, camera: string | undefined, from = -Infinity, to = Infinity, o: ReadRollupsOptions = {}): Rollup[] {
  const root = rollupsDir(dataDir);
  const cameras = camera !== undefined ? [camera] : existsSync(root) ? readdirSync(root).sort() : [];
  const out: Rollup[] = [];
  for (const cam of cameras) {
    for (const date of rollupDates(dataDir, cam)) {
      const dayStart = Date.parse(`${date}T00:00:00Z`);
      if (!(dayStart < to && dayStart + DAY_MS > from)) continue;
      const file = readRollupDay(dataDir, cam, date);
      if (!file) continue;
      const all = [...(o.granularity === 'hour' ? [] : [file.day]), ...(o.granularity === 'day' ? [] : file.hours)];
      out.push(...all.filter((r) => r.start < to && r.end > from).map((r) => withWritten(r, file)));
    }
  }
  return out;
}
