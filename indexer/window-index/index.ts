// The window index stage's public API: the WindowIndex contract, its two backends, and
// openWindowIndex, which picks the backend from config (backends.index).
import { join } from 'node:path';
import { UserError } from '../../core/errors.ts';
import { LanceWindowIndex } from './lance-window-index.ts';
import type { WindowIndex } from './window-index.ts';

export type { WindowIndex, SearchQuery, SearchHit, ListQuery } from './window-index.ts';
export { LanceWindowIndex, type LanceWindowIndexOptions } from './lance-window-index.ts';
export type { QdrantWindowIndexOptions } from './qdrant-window-index.ts';
export { IndexDimensionError, IndexRowError, IndexBackendError } from './index-errors.ts';
export { reciprocalRankFusion, RRF_K } from './rrf.ts';
export { utcDay, MAX_WINDOW_MS } from './day-partition.ts';

export interface OpenWindowIndexOptions {
  /** backends.index */
  backend: 'lancedb' | 'qdrant';
  /** storage.dataDir; LanceDB lives in DATA/index/lancedb. */
  dataDir: string;
  /** The embedder's dimension. */
  dimension: number;
  /** backends.qdrantUrl (required for qdrant). */
  qdrantUrl?: string;
  /** Qdrant collection name. Default "vigil_windows". */
  collection?: string;
}

export async function openWindowIndex(o: OpenWindowIndexOptions): Promise<WindowIndex> {
  if (o.backend === 'lancedb') return LanceWindowIndex.open({ dir: join(o.dataDir, 'index', 'lancedb'), dimension: o.dimension });
  if (!o.qdrantUrl) throw new UserError('backends.index is "qdrant" but backends.qdrantUrl is not set');
  // Loaded on demand: the embedded default should not pay for the Qdrant client.
  const { QdrantWindowIndex } = await import('./qdrant-window-index.ts');
  return QdrantWindowIndex.open({ url: o.qdrantUrl, collection: o.collection ?? 'vigil_windows', dimension: o.dimension });
}
