// Whole-file JSON documents (rollup and entity day files) written atomically: a temporary
// file beside the target, then a rename, so a reader or a crash never sees half a file.
import { mkdirSync, readFileSync, renameSync, writeFileSync, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import type { z } from 'zod';

export function writeJsonAtomic(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(value));
  renameSync(tmp, path);
}

/** The parsed document, or undefined when the file is missing or does not validate. */
export function readJsonFile<S extends z.ZodType>(path: string, schema: S): z.infer<S> | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
