// The indexer stage assembled from the config: captioner + embedder -> caption worker ->
// window index (LanceDB or Qdrant) -> rollups and entity registry. Used by `vigil run`
// (live) and `vigil ingest` (backfill), so both index the same way.
import type { Config } from '../core/config/index.ts';
import { resolveModels } from '../core/config/resolve-models.ts';
import type { Bus } from '../core/bus/index.ts';
import type { Logger } from '../core/logger.ts';
import { createCaptioner, createEmbedder, createChatModel, BuiltinCaptioner, type Embedder, type ChatModel } from '../models/index.ts';
import { utcDate } from '../core/time.ts';
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

/** How often written rollup summaries are brought up to date when a chat model is configured. */
const SUMMARY_INTERVAL_MS = 10 * 60_000;

export async function startIndexing(o: { config: Config; bus: Bus; log?: Logger; retry?: CaptionWorkerOptions['retry']; summaries?: boolean }): Promise<Indexing> {
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
  const days = new Set<string>();
  const indexer = new IndexWorker({
    bus, index, log,
    afterIndex: (c) => { rollups.add(c); entities.add(c); days.add(`${c.window.camera}|${utcDate(c.window.start)}`); },
  });
  // With an LLM configured, hours and days get a written summary beside the counted rollup.
  const chat = o.summaries === false ? undefined : await createChatModel(ctx);
  const summaryTimer = chat ? setInterval(() => void summarize(rollups, chat, days, log), SUMMARY_INTERVAL_MS) : undefined;
  summaryTimer?.unref();
  indexer.start();
  captions.start();
  let closed: Promise<void> | undefined;
  return {
    captions, index, embedder,
    stats: () => ({ captions: captions.stats(), indexed: indexer.stats().indexed }),
    usage: () => captions.usage(),
    close: () => (closed ??= (async () => {
      clearInterval(summaryTimer);
      await captions.stop();
      await indexer.whenIdle();
      await indexer.stop();
      await Promise.all([rollups.close(), entities.close()]);
      await index.close();
    })()),
  };
}

async function summarize(rollups: RollupBuilder, chat: ChatModel, days: Set<string>, log?: Logger): Promise<void> {
  for (const key of days) {
    const [camera, date] = key.split('|');
    try {
      await rollups.summarize(camera, date, chat);
    } catch (err) {
      log?.warn('rollup summary failed; the counted rollup stands', { camera, date, error: err });
    }
  }
}

