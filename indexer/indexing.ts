// The indexer stage assembled from the config: captioner + embedder -> caption worker ->
// window index (LanceDB or Qdrant) -> rollups and entity registry. Used by `vigil run`
// (live) and `vigil ingest` (backfill), so both index the same way.
import type { Config } from '../core/config/index.ts';
import { resolveModels } from '../core/config/resolve-models.ts';
import type { Bus } from '../core/bus/index.ts';
import type { Logger } from '../core/logger.ts';
import { createCaptioner, createEmbedder, BuiltinCaptioner, type Embedder } from '../models/index.ts';
import { CaptionWorker, type CaptionWorkerOptions, type CaptionStats } from './caption-worker.ts';
import { IndexWorker } from './index-worker.ts';
import { openWindowIndex, type WindowIndex } from './window-index/index.ts';
import { RollupBuilder } from './rollups/index.ts';
import { EntityRegistry } from './entities/index.ts';

export interface IndexingStats {
  captions: CaptionStats;
  indexed: number;
}

export interface Indexing {
  readonly captions: CaptionWorker;
  readonly index: WindowIndex;
  readonly embedder: Embedder;
  stats(): IndexingStats;
  usage(): Record<string, unknown>;
  /** Stops the workers, writes rollups and entities, closes the index. Idempotent. */
  close(): Promise<void>;
}

export async function startIndexing(o: { config: Config; bus: Bus; log?: Logger; retry?: CaptionWorkerOptions['retry'] }): Promise<Indexing> {
  const { config, bus, log } = o;
  const dataDir = config.storage.dataDir;
  const models = resolveModels(config);
  const ctx = { models, logger: log, dataDir };
  const [captioner, embedder] = await Promise.all([createCaptioner(ctx), createEmbedder(ctx)]);
  const index = await openWindowIndex({ backend: config.backends.index, dataDir, dimension: embedder.dimension, qdrantUrl: config.backends.qdrantUrl });
  const rollups = new RollupBuilder({ dataDir, log });
  const entities = new EntityRegistry({ dataDir, log });
  const captions = new CaptionWorker({
    bus, dataDir, captioner, embedder, idleCaptioner: new BuiltinCaptioner(),
    concurrency: models.captionConcurrency, retry: o.retry, log,
    entitiesFor: (camera, t) => entities.recent(camera, t),
  });
  const indexer = new IndexWorker({
    bus, index, log,
    afterIndex: (c) => { rollups.add(c); entities.add(c); },
  });
  indexer.start();
  captions.start();
  let closed: Promise<void> | undefined;
  return {
    captions, index, embedder,
    stats: () => ({ captions: captions.stats(), indexed: indexer.stats().indexed }),
    usage: () => captions.usage(),
    close: () => (closed ??= (async () => {
      await captions.stop();
      await indexer.whenIdle();
      await indexer.stop();
      await Promise.all([rollups.close(), entities.close()]);
      await index.close();
    })()),
  };
}
