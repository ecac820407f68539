// The entity registry on disk: DATA/entities/<camera>/<UTC date>.json, observations and the
// entities merged from them, written whole and atomically.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonFile, writeJsonAtomic } from '../rollups/index.ts';
import { EntityDayFileSchema, type Entity, type EntityDayFile } from './entity-schema.ts';

const DAY_MS = 86_400_000;
const DATE_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;

export function entitiesDir(dataDir: string, camera?: string): string {
  return camera === undefined ? join(dataDir, 'entities') : join(dataDir, 'entities', camera);
}

export function entityFilePath(dataDir: string, camera: string, date: string): string {
  return join(entitiesDir(dataDir, camera), `${date}.json`);
}

export function readEntityDay(dataDir: string, camera: string, date: string): EntityDayFile | undefined {
  return readJsonFile(entityFilePath(dataDir, camera, date), EntityDayFileSchema);
}

export function writeEntityDay(dataDir: string, file: EntityDayFile): void {
  writeJsonAtomic(entityFilePath(dataDir, file.camera, file.date), EntityDayFileSchema.parse(file));
}

/** Entities of a camera seen during [from, to) (first < to && last >= from), oldest first. */
export function readEntities(dataDir: string, camera: string, from = -Infinity, to = Infinity): Entity[] {
  const dir = entitiesDir(dataDir, camera);
  if (!existsSync(dir)) return [];
  const out: Entity[] = [];
  for (const date of readdirSync(dir).flatMap((f) => DATE_FILE.exec(f)?.[1] ?? []).sort()) {
    const dayStart = Date.parse(`${date}T00:00:00Z`);
    // An entity is filed under the day of its first sighting but may be seen into the next.
    if (!(dayStart < to && dayStart + 2 * DAY_MS > from)) continue;
    const file = readEntityDay(dataDir, camera, date);
    out.push(...(file?.entities ?? []).filter((e) => e.first < to && e.last >= from));
  }
  return out.sort((a, b) => a.first - b.first || a.id.localeCompare(b.id));
}
