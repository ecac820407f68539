// Checks every backend runs before writing a batch, so both reject the same rows with the same
// errors, and nothing of a bad batch is written (all rows are checked before the first write).
import type { CaptionedWindow } from '../../core/caption.ts';
import { MAX_WINDOW_MS } from './day-partition.ts';
import { IndexDimensionError, IndexRowError } from './index-errors.ts';

/** Validates the batch and drops earlier duplicates of an id (the last one wins, as a later upsert would). */
export function checkUpsertBatch(rows: CaptionedWindow[], dimension: number): CaptionedWindow[] {
  for (const r of rows) {
    const w = r.window;
    if (r.embedding.length !== dimension) throw new IndexDimensionError(dimension, r.embedding.length, `window ${w.id}`);
    if (!(w.end > w.start)) throw new IndexRowError(`window ${w.id}: end ${w.end} is not after start ${w.start}`);
    if (w.end - w.start > MAX_WINDOW_MS) {
      throw new IndexRowError(`window ${w.id} is ${((w.end - w.start) / 3_600_000).toFixed(1)} h long; the index accepts windows up to 24 h`);
    }
    if (!Number.isFinite(w.start) || !Number.isFinite(w.end)) throw new IndexRowError(`window ${w.id}: start/end must be finite epoch ms`);
  }
  const byId = new Map<string, CaptionedWindow>();
  for (const r of rows) byId.set(r.window.id, r);
  return [...byId.values()];
}

/** Query vectors are checked the same way; a zero vector carries no direction and is treated as absent. */
export function usableQueryVector(vector: number[] | undefined, dimension: number): number[] | undefined {
  if (!vector) return undefined;
  if (vector.length !== dimension) throw new IndexDimensionError(dimension, vector.length, 'the query');
  return vector.some((x) => x !== 0) ? vector : undefined;
}
